import type { Page } from "@playwright/test";
import { storedEnquiryStatus } from "./enquiry-status.ts";
import { expect, test } from "./fixtures.ts";

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

  test("a field of spaces: the toast 'Please fill all the fields', what is missing under the field, focus on it, the button free", async ({
    page,
  }) => {
    await page.goto("/contact");
    await fillContact(page, { "Last name": "   " });
    const button = page.getByRole("button", { name: "Send enquiry" });
    await button.click();
    await expect(toast(page, "Please fill all the fields")).toBeVisible();
    const lastName = page.getByLabel("Last name", { exact: true });
    await expect(lastName).toHaveAttribute("aria-invalid", "true");
    await expect(lastName).toHaveAccessibleDescription("Enter your last name");
    await expect(lastName).toBeFocused();
    // The spinner stops at once: a departure from the earlier site, which left it spinning.
    await expect(button).toBeEnabled();
    // The summary at the top links to the field; it goes as the field is corrected.
    const summary = page.getByRole("alert", { name: "One thing needs your attention" });
    await expect(summary).toBeVisible();
    await expect(
      summary.getByRole("link", { name: "Last name: Enter your last name" }),
    ).toHaveAttribute("href", "#lastName");
    await lastName.fill("Shah");
    await expect(lastName).not.toHaveAttribute("aria-invalid", "true");
    await expect(summary).toBeHidden();
  });

  test("with JavaScript the browser's own bubbles give way to the form's messages", async ({
    page,
  }) => {
    await page.goto("/contact");
    const form = page.locator("main form").filter({ has: page.getByLabel("First name") });
    await expect(form).toHaveJSProperty("noValidate", true);
    await page.getByRole("button", { name: "Send enquiry" }).click();
    const summary = page.getByRole("alert", { name: "6 things need your attention" });
    await expect(summary).toBeVisible();
    await summary.getByRole("link", { name: "Email: Enter your email address" }).click();
    await expect(page.getByLabel("Email", { exact: true })).toBeFocused();
    await expect(page.getByLabel("First name", { exact: true })).toHaveAccessibleDescription(
      "Enter your first name",
    );
  });

  test("a bad phone number: 'Please enter a valid phone number' under the field, and the button is free again", async ({
    page,
  }) => {
    await page.goto("/contact");
    await fillContact(page, { "Phone (mobile number)": "98765 43210" });
    await page.getByRole("button", { name: "Send enquiry" }).click();
    await expect(toast(page, "Please enter a valid phone number")).toBeVisible();
    const phone = page.getByLabel("Phone (mobile number)", { exact: true });
    await expect(phone).toHaveAccessibleDescription("Please enter a valid phone number");
    await expect(phone).toBeFocused();
    await expect(page.getByRole("button", { name: "Send enquiry" })).toBeEnabled();
  });

  test("while sending, the button is disabled with the spinner; on success the toast shows and a confirmation takes the form's place", async ({
    page,
  }) => {
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route("**/contact.data*", async (route) => {
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
    // A lasting panel with the reference, in view and focused.
    const panel = page.locator("main").getByRole("status");
    await expect(panel).toContainText("Your message has been successfully submitted");
    await expect(panel).toContainText(/Your reference is VPS-\d{6}-[A-Z0-9]{6}/);
    await expect(panel).toBeFocused();
    await expect(panel).toBeInViewport();
    await expect(panel).toContainText("within one working day");
    await expect(page.getByLabel("First name", { exact: true })).toHaveCount(0);
    await panel.getByRole("link", { name: "Send another enquiry" }).click();
    await expect(page).toHaveURL(/\/contact$/);
    await expect(page.getByLabel("First name", { exact: true })).toHaveValue("");
    await expect(page.getByLabel("Message", { exact: true })).toHaveValue("");
    await expect(page.getByRole("button", { name: "Send enquiry" })).toBeEnabled();
  });

  test("a form filled as the scripts load and sent the moment they run waits out the fill time and reaches the company", async ({
    page,
  }) => {
    // The token comes with the fill time the browser waits out (ENQUIRY_MIN_FILL_MS, 3 s).
    expect(await (await page.request.get("/api/form-token")).json()).toEqual({
      token: expect.stringMatching(/^\d{13}\./),
      waitMs: 3000,
    });
    // The fixture's goto returns once the page has hydrated, when its form token is asked for.
    await page.goto("/contact");
    await fillContact(page);
    await page.getByRole("button", { name: "Send enquiry" }).click();
    // Held back until the fill time has passed, the button says it is sending.
    await expect(page.getByRole("button", { name: "Sending" })).toBeDisabled();
    const panel = page.locator("main").getByRole("status");
    await expect(panel).toContainText(/Your reference is VPS-\d{6}-[A-Z0-9]{6}/);
    const reference = /VPS-\d{6}-[A-Z0-9]{6}/.exec((await panel.textContent()) ?? "")?.[0];
    expect(storedEnquiryStatus(reference ?? "")).toMatchObject({ spamReason: "" });
    expect(["pending", "sent"]).toContain(storedEnquiryStatus(reference ?? "").status);
  });

  test("when the POST fails: the error is logged, 'Error sending your message!', and what was typed stays", async ({
    page,
  }) => {
    const errors: string[] = [];
    page.on("console", (message) => {
      if (message.type() === "error") errors.push(message.text());
    });
    await page.route("**/contact.data*", (route) => route.abort("connectionrefused"));
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
    await expect(
      page.locator("main").getByRole("link", { name: "privacy notice" }),
    ).toHaveAttribute("href", "/privacy");
  });
});

test.describe("the enquiry dialog", () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test("checks blanks and the mobile number under the fields, then sends, closes and leaves the reference on the page", async ({
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
    await expect(dialog.getByLabel("Message")).toHaveAccessibleDescription("Write your message");
    await expect(dialog.getByLabel("Message")).toBeFocused();
    await dialog.getByLabel("Message").fill("50 kg for breathers of two 5 MVA transformers.");
    await dialog.getByLabel("Mobile number").fill("12345");
    await dialog.getByRole("button", { name: "Send Inquiry" }).click();
    await expect(toast(page, "Please enter a valid phone number")).toBeVisible();
    await expect(dialog.getByLabel("Mobile number")).toHaveAttribute("aria-invalid", "true");
    await dialog.getByLabel("Mobile number").fill("(987) 654 3210");
    await dialog.getByRole("button", { name: "Send Inquiry" }).click();
    await expect(toast(page, "Your message has been successfully submitted")).toBeVisible();
    // The dialog closes after the send; the item page keeps a lasting notice with the reference.
    await expect(dialog).toBeHidden();
    await expect(page.locator("main").getByRole("status")).toContainText(
      /Your reference is VPS-\d{6}-[A-Z0-9]{6}/,
    );
    // The reply time the contact form's outcome states, word for word.
    await expect(page.locator("main").getByRole("status")).toContainText(
      "An engineer reads your enquiry and replies by e-mail or phone within one working day (Monday to Saturday).",
    );
    await page.getByRole("button", { name: "Send Inquiry" }).click();
    await expect(dialog.getByLabel("Name")).toHaveValue("");
  });

  test("an error toast over the open dialog is the topmost element at its centre, and closes", async ({
    page,
  }) => {
    await page.goto("/services/details/blue-silica-gel");
    await page.getByRole("button", { name: "Send Inquiry" }).click();
    const dialog = page.getByRole("dialog", { name: "Send Inquiry" });
    await dialog.getByLabel("Name").fill("Asha Iyer");
    await dialog.getByLabel("Email").fill("asha@example.in");
    await dialog.getByLabel("Mobile number").fill("9876543210");
    await dialog.getByLabel("Message").fill("   ");
    await dialog.getByRole("button", { name: "Send Inquiry" }).click();
    const shown = toast(page, "Please fill all the fields");
    await expect(shown).toBeVisible();
    // Measured where it comes to rest: on a busy machine its entrance may still be moving it
    // (the toast's own animations; its progress bar's run on for its whole life).
    await expect
      .poll(() =>
        shown.evaluate((toast) =>
          toast
            .closest(".Toastify__toast")
            ?.getAnimations()
            .map((animation) => (animation as CSSAnimation).animationName),
        ),
      )
      .toEqual([]);
    const box = await shown.boundingBox();
    if (!box) throw new Error("the toast has no box");
    const topmost = await page.evaluate(
      ([x, y]) => document.elementFromPoint(x ?? 0, y ?? 0)?.closest(".Toastify__toast") !== null,
      [box.x + box.width / 2, box.y + box.height / 2],
    );
    expect(topmost).toBe(true);
    await page.locator(".Toastify__toast").getByRole("button", { name: "close" }).click();
    await expect(shown).toBeHidden();
    await expect(dialog).toBeVisible();
  });

  test("keeps the dialog open with the error toast when the POST fails", async ({ page }) => {
    await page.route("**/enquiry.data*", (route) => route.abort("connectionrefused"));
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
    if (req.url().includes("/contact.data") && req.method() === "POST") posts.push(req.url());
  });
  await page.goto("/contact");
  await fillContact(page, { Message: `Double click check ${Date.now()}` });
  await page.getByRole("button", { name: "Send enquiry" }).dblclick();
  await expect(toast(page, "Your message has been successfully submitted")).toBeVisible();
  expect(posts).toHaveLength(1);
});
