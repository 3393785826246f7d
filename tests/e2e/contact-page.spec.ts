import { expect, test } from "./fixtures.ts";

test.describe("the enquiry forms' optional fields with JavaScript", () => {
  test("the product dialog sends a company and plant location, and needs neither", async ({
    page,
  }) => {
    await page.goto("/services/details/siemens-3ah-vcb-tripping-coil");
    await page.getByRole("button", { name: "Send Inquiry" }).first().click();
    const dialog = page.getByRole("dialog");
    await expect(dialog.getByLabel("Company (optional)", { exact: true })).toBeVisible();
    await expect(dialog.getByLabel("Plant location (optional)", { exact: true })).toBeVisible();
    await dialog.getByLabel("Name", { exact: true }).fill("Asha Iyer");
    await dialog.getByLabel("Email", { exact: true }).fill("asha@example.in");
    await dialog.getByLabel("Mobile number", { exact: true }).fill("(987) 654 3210");
    await dialog.getByLabel("Company (optional)", { exact: true }).fill("Kheda Chemicals");
    await dialog.getByLabel("Plant location (optional)", { exact: true }).fill("Nadiad, Gujarat");
    await dialog.getByLabel("Message", { exact: true }).fill("Two 110 V DC tripping coils.");
    await dialog.getByRole("button", { name: "Send Inquiry" }).click();
    await expect(
      page.getByText("Your message has been successfully submitted").first(),
    ).toBeVisible({ timeout: 20_000 });
  });

  test("a blank required field still answers 'Please fill all the fields' with the company filled", async ({
    page,
  }) => {
    await page.goto("/contact");
    await page.getByLabel("Company (optional)", { exact: true }).fill("Shah Textiles");
    await page.getByLabel("First name", { exact: true }).fill("Ravi");
    await page.getByLabel("Last name", { exact: true }).fill("   ");
    await page.getByLabel("Email", { exact: true }).fill("ravi.shah@example.in");
    await page.getByLabel("Phone (mobile number)", { exact: true }).fill("9876543210");
    await page.getByLabel("Service", { exact: true }).selectOption("service");
    await page.getByLabel("Message", { exact: true }).fill("AMC for four transformers.");
    await page.getByRole("button", { name: "Send enquiry" }).click();
    await expect(page.getByLabel("Last name", { exact: true })).toHaveAccessibleDescription(
      "Enter your last name",
    );
    await expect(page.getByLabel("Company (optional)", { exact: true })).not.toHaveAttribute(
      "aria-invalid",
      "true",
    );
  });
});
