import { storedEnquiryStatus } from "./enquiry-status.ts";
import { expect, test } from "./fixtures.ts";

test.describe("enquiries without JavaScript", () => {
  test("the contact form posts to its page, which shows field errors and keeps what was typed", async ({
    page,
  }) => {
    await page.goto("/contact");
    await page.getByLabel("First name", { exact: true }).fill("Ravi");
    await page.getByLabel("Last name", { exact: true }).fill("Shah");
    await page.getByLabel("Email", { exact: true }).fill("ravi.shah@example.in");
    await page.getByLabel("Phone (mobile number)", { exact: true }).fill("12345");
    await page.getByLabel("Service", { exact: true }).selectOption("automation");
    await page.getByLabel("Message", { exact: true }).fill("Loop checking for 300 I/O.");
    const [response] = await Promise.all([
      page.waitForResponse((res) => res.request().method() === "POST"),
      page.getByRole("button", { name: "Send enquiry" }).click(),
    ]);
    expect(response.status()).toBe(400);
    await expect(page.getByRole("alert")).toContainText("One thing needs your attention");
    await expect(
      page
        .getByRole("alert")
        .getByRole("link", { name: "Phone (mobile number): Please enter a valid phone number" }),
    ).toHaveAttribute("href", "#phone");
    await expect(
      page.getByLabel("Phone (mobile number)", { exact: true }),
    ).toHaveAccessibleDescription("Please enter a valid phone number");
    // The answer comes back to its outcome, not to the top of the page.
    expect(new URL(page.url()).hash).toBe("#enquiry-outcome");
    await expect(page.getByRole("alert")).toBeInViewport();
    await expect(page.getByLabel("Phone (mobile number)", { exact: true })).toHaveAttribute(
      "aria-invalid",
      "true",
    );
    await expect(page.getByLabel("Message", { exact: true })).toHaveValue(
      "Loop checking for 300 I/O.",
    );
    await expect(page.getByLabel("Service", { exact: true })).toHaveValue("automation");

    await page.getByLabel("Phone (mobile number)", { exact: true }).fill("987.654.3210");
    await page.getByRole("button", { name: "Send enquiry" }).click();
    await expect(page.getByRole("status")).toContainText(
      "Your message has been successfully submitted",
    );
    await expect(page.getByRole("status")).toContainText(/VPS-\d{6}-[A-Z0-9]{6}/);
    await expect(page.getByRole("status")).toBeInViewport();
    // Corrected and sent again at once: a person's send, delivered, not judged too fast.
    const reference = /VPS-\d{6}-[A-Z0-9]{6}/.exec(
      (await page.getByRole("status").textContent()) ?? "",
    )?.[0];
    expect(storedEnquiryStatus(reference ?? "")).toMatchObject({ spamReason: "" });
    expect(["pending", "sent"]).toContain(storedEnquiryStatus(reference ?? "").status);
    // The confirmation takes the form's place; a link brings a fresh one.
    await expect(page.getByLabel("First name", { exact: true })).toHaveCount(0);
    await page.getByRole("link", { name: "Send another enquiry" }).click();
    await expect(page.getByLabel("First name", { exact: true })).toHaveValue("");
    // Without JavaScript the browser's own checks stay.
    await expect(page.getByLabel("First name", { exact: true })).toHaveAttribute("required", "");
  });

  test("a product enquiry is sent from the item's enquiry page", async ({ page }) => {
    await page.goto("/services/details/siemens-3ah-vcb-tripping-coil/enquiry");
    await page.getByLabel("Name", { exact: true }).fill("Asha Iyer");
    await page.getByLabel("Email", { exact: true }).fill("asha@example.in");
    await page.getByLabel("Mobile number", { exact: true }).fill("(987) 654-3210");
    await page.getByLabel("Message", { exact: true }).fill("Two 110 V DC coils.");
    await page.getByRole("button", { name: "Send Inquiry" }).click();
    await expect(page.getByRole("status")).toContainText(
      "Your message has been successfully submitted",
    );
  });
});
