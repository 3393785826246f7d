import { expect, type Page, test } from "@playwright/test";

const toast = (page: Page, text: string) =>
  page.locator(".Toastify").getByText(text, { exact: true });

async function fillContact(page: Page, overrides: Record<string, string> = {}) {
  const values = {
    "First name": "Ravi",
    "Last name": "Shah",
    Email: "ravi.shah@example.in",
    "Phone (mobile number)": "987-654-3210",
    Message: "Oil filtration and BDV test for a 1 MVA, 11 kV transformer at Halol.",
    ...overrides,
  };
  for (const [label, value] of Object.entries(values))
    await page.getByLabel(label, { exact: true }).fill(value);
  await page.getByLabel("Service", { exact: true }).selectOption("service");
}

test.describe("the contact form", () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test("a field of spaces: 'Please fill all the fields', and the button stays busy until the form is edited", async ({
    page,
  }) => {
    await page.goto("/contact");
    await fillContact(page, { "Last name": "   " });
    const button = page.getByRole("button", { name: "Send enquiry" });
    await button.click();
    await expect(toast(page, "Please fill all the fields")).toBeVisible();
    await expect(page.getByRole("button", { name: "Sending" })).toBeDisabled();
    await page.getByLabel("Last name", { exact: true }).fill("Shah");
    await expect(button).toBeEnabled();
  });

  test("a bad phone number: 'Please enter a valid phone number', and the button is free again", async ({
    page,
  }) => {
    await page.goto("/contact");
    await fillContact(page, { "Phone (mobile number)": "98765 43210" });
    await page.getByRole("button", { name: "Send enquiry" }).click();
    await expect(toast(page, "Please enter a valid phone number")).toBeVisible();
    await expect(page.getByRole("button", { name: "Send enquiry" })).toBeEnabled();
  });

  test("while sending, the button is disabled with the spinner; on success the toast shows and the form clears", async ({
    page,
  }) => {
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route("**/api/enquiries*", async (route) => {
      await held;
      await route.continue();
    });
    await page.goto("/contact");
    await fillContact(page);
    await page.getByRole("button", { name: "Send enquiry" }).click();
    const busy = page.getByRole("button", { name: "Sending" });
    await expect(busy).toBeDisabled();
    await expect(busy.locator(".spinner-dot")).toHaveCount(3);
    release();
    await expect(toast(page, "Your message has been successfully submitted")).toBeVisible();
    await expect(page.getByLabel("First name", { exact: true })).toHaveValue("");
    await expect(page.getByLabel("Message", { exact: true })).toHaveValue("");
    await expect(page.getByRole("button", { name: "Send enquiry" })).toBeEnabled();
  });

  test("when the POST fails: the error is logged, 'Error sending your message!', and what was typed stays", async ({
    page,
  }) => {
    const errors: string[] = [];
    page.on("console", (message) => {
      if (message.type() === "error") errors.push(message.text());
    });
    await page.route("**/api/enquiries*", (route) => route.abort("connectionrefused"));
    await page.goto("/contact");
    await fillContact(page);
    await page.getByRole("button", { name: "Send enquiry" }).click();
    await expect(toast(page, "Error sending your message!")).toBeVisible();
    expect(errors.length).toBeGreaterThan(0);
    await expect(page.getByLabel("First name", { exact: true })).toHaveValue("Ravi");
    await expect(page.getByRole("button", { name: "Send enquiry" })).toBeEnabled();
  });

  test("the toasts sit at the top right and close by themselves", async ({ page }) => {
    await page.goto("/contact");
    await fillContact(page, { "Phone (mobile number)": "123" });
    await page.getByRole("button", { name: "Send enquiry" }).click();
    const shown = toast(page, "Please enter a valid phone number");
    await expect(shown).toBeVisible();
    const box = await page.locator(".Toastify__toast").first().boundingBox();
    expect((box?.x ?? 0) + (box?.width ?? 0)).toBeGreaterThan(1100);
    expect(box?.y ?? 999).toBeLessThan(120);
    await page.mouse.move(10, 880);
    await expect(shown).toBeHidden({ timeout: 9000 });
  });

  test("says under the form what the data is for and links to the privacy notice", async ({
    page,
  }) => {
    await page.goto("/contact");
    await expect(page.getByRole("link", { name: "privacy notice" })).toHaveAttribute(
      "href",
      "/privacy",
    );
  });
});

test.describe("the enquiry dialog", () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test("checks blanks and the mobile number, then sends, closes and shows the success toast", async ({
    page,
  }) => {
    await page.goto("/services/details/blue-silica-gel");
    await page.getByRole("button", { name: "Send Inquiry" }).click();
    const dialog = page.getByRole("dialog", { name: "Send Inquiry" });
    await dialog.getByLabel("Name").fill("Asha Iyer");
    await dialog.getByLabel("Email").fill("asha@example.in");
    await dialog.getByLabel("Mobile number").fill("(987) 654 3210");
    await dialog.getByLabel("Message").fill("  ");
    await dialog.getByRole("button", { name: "Send Inquiry" }).click();
    await expect(toast(page, "Please fill all the fields")).toBeVisible();
    await dialog.getByLabel("Message").fill("50 kg for breathers of two 5 MVA transformers.");
    await dialog.getByLabel("Mobile number").fill("12345");
    await dialog.getByRole("button", { name: "Send Inquiry" }).click();
    await expect(toast(page, "Please enter a valid phone number")).toBeVisible();
    await dialog.getByLabel("Mobile number").fill("(987) 654 3210");
    await dialog.getByRole("button", { name: "Send Inquiry" }).click();
    await expect(toast(page, "Your message has been successfully submitted")).toBeVisible();
    await expect(dialog).toBeHidden();
    await page.getByRole("button", { name: "Send Inquiry" }).click();
    await expect(dialog.getByLabel("Name")).toHaveValue("");
  });

  test("keeps the dialog open with the error toast when the POST fails", async ({ page }) => {
    await page.route("**/api/enquiries*", (route) => route.abort("connectionrefused"));
    await page.goto("/services/details/oil-temperature-indicator");
    await page.getByRole("button", { name: "Send Inquiry" }).click();
    const dialog = page.getByRole("dialog", { name: "Send Inquiry" });
    await dialog.getByLabel("Name").fill("Asha Iyer");
    await dialog.getByLabel("Email").fill("asha@example.in");
    await dialog.getByLabel("Mobile number").fill("9876543210");
    await dialog.getByLabel("Message").fill("Two OTIs with 4 switches.");
    await dialog.getByRole("button", { name: "Send Inquiry" }).click();
    await expect(toast(page, "Error sending your message!")).toBeVisible();
    await expect(dialog).toBeVisible();
    await expect(dialog.getByLabel("Name")).toHaveValue("Asha Iyer");
  });
});

test("a double click sends one enquiry", async ({ page }) => {
  const posts: string[] = [];
  page.on("request", (req) => {
    if (req.url().includes("/api/enquiries") && req.method() === "POST") posts.push(req.url());
  });
  await page.goto("/contact");
  await fillContact(page, { Message: `Double click check ${Date.now()}` });
  await page.getByRole("button", { name: "Send enquiry" }).dblclick();
  await expect(toast(page, "Your message has been successfully submitted")).toBeVisible();
  expect(posts).toHaveLength(1);
});
