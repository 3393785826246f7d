import { expect, test } from "./fixtures.ts";

test.describe("the contact page without JavaScript", () => {
  test("on a phone the form follows the heading, before the channels and the reasons to call", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto("/contact");
    const form = await page.getByRole("heading", { name: "Send us your enquiry" }).boundingBox();
    const channels = await page.getByRole("heading", { name: "Ways to reach us" }).boundingBox();
    const benefits = await page.getByRole("heading", { name: "Why plants call us" }).boundingBox();
    if (!form || !channels || !benefits) throw new Error("a heading is not laid out");
    expect(form.y).toBeLessThan(channels.y);
    expect(channels.y).toBeLessThan(benefits.y);
    // The form starts within the first screen and a half, not after the benefits.
    expect(form.y).toBeLessThan(1000);
    // Each channel is named by its purpose.
    await expect(page.getByRole("link", { name: /24×7 breakdown desk/ })).toHaveAttribute(
      "href",
      "tel:+919876543210",
    );
    await expect(page.getByRole("link", { name: /Quotations, AMC and rental/ })).toHaveAttribute(
      "href",
      "tel:+919123456789",
    );
    // The e-mail address wraps, if at all, after its @ or a dot: every line is a whole piece.
    const email = page.getByRole("link", { name: /Enquiries and documents/ });
    await expect(email).toContainText("enquiry@vidyutpower.example");
    const pieces = await email.evaluate((link) => {
      const wbr = link.querySelectorAll("wbr");
      return [...wbr].map((node) => node.previousSibling?.textContent ?? "");
    });
    expect(pieces).toEqual(["enquiry@", "vidyutpower."]);
  });

  test("company and plant location are optional, kept after an error and sent with the enquiry", async ({
    page,
  }) => {
    await page.goto("/contact");
    await expect(page.getByLabel("Company (optional)", { exact: true })).not.toHaveAttribute(
      "required",
    );
    await page.getByLabel("First name", { exact: true }).fill("Ravi");
    await page.getByLabel("Last name", { exact: true }).fill("Shah");
    await page.getByLabel("Email", { exact: true }).fill("ravi.shah@example.in");
    await page.getByLabel("Phone (mobile number)", { exact: true }).fill("98765");
    await page.getByLabel("Company (optional)", { exact: true }).fill("Shah Textiles Pvt. Ltd.");
    await page.getByLabel("Plant location (optional)", { exact: true }).fill("Halol GIDC, Gujarat");
    await page.getByLabel("Service", { exact: true }).selectOption("service");
    await page.getByLabel("Message", { exact: true }).fill("Oil filtration of a 2 MVA unit.");
    await page.getByRole("button", { name: "Send enquiry" }).click();
    await expect(
      page.getByLabel("Phone (mobile number)", { exact: true }),
    ).toHaveAccessibleDescription("Please enter a valid phone number");
    await expect(page.getByLabel("Company (optional)", { exact: true })).toHaveValue(
      "Shah Textiles Pvt. Ltd.",
    );
    await expect(page.getByLabel("Plant location (optional)", { exact: true })).toHaveValue(
      "Halol GIDC, Gujarat",
    );
    await page.getByLabel("Phone (mobile number)", { exact: true }).fill("987 654 3210");
    await page.getByRole("button", { name: "Send enquiry" }).click();
    await expect(page.getByRole("status")).toContainText(
      "Your message has been successfully submitted",
    );
  });

  test("an over-long company is refused beside its field", async ({ page }) => {
    await page.goto("/contact");
    // The browser's maxlength would stop a person typing; a crafted post is checked by the server.
    await page
      .getByLabel("Company (optional)", { exact: true })
      .evaluate((input) => input.removeAttribute("maxlength"));
    await page.getByLabel("First name", { exact: true }).fill("Ravi");
    await page.getByLabel("Last name", { exact: true }).fill("Shah");
    await page.getByLabel("Email", { exact: true }).fill("ravi.shah@example.in");
    await page.getByLabel("Phone (mobile number)", { exact: true }).fill("9876543210");
    await page.getByLabel("Company (optional)", { exact: true }).fill("C".repeat(151));
    await page.getByLabel("Service", { exact: true }).selectOption("service");
    await page.getByLabel("Message", { exact: true }).fill("Rewinding of a 500 kVA unit.");
    await page.getByRole("button", { name: "Send enquiry" }).click();
    await expect(
      page.getByLabel("Company (optional)", { exact: true }),
    ).toHaveAccessibleDescription("Company can be at most 150 characters");
  });
});
