import { expect, test } from "./fixtures.ts";

test.describe("the catalogue without JavaScript", () => {
  for (const from of ["/services", "/"]) {
    test(`the search bar of ${from} lands on /services/search/{term}`, async ({ page }) => {
      await page.goto(from);
      await page.getByRole("searchbox", { name: "Search products and services" }).fill(" gasket ");
      await page.getByRole("search").getByRole("button", { name: "Search" }).click();
      await expect(page).toHaveURL(/\/services\/search\/gasket$/);
      await expect(page.getByRole("heading", { level: 1 })).toContainText(
        "Search results found for keyword gasket",
      );
    });
  }

  test("Send Inquiry leads to an enquiry form page for the product", async ({ page }) => {
    await page.goto("/services/details/blue-silica-gel");
    await page.getByRole("link", { name: "Send Inquiry" }).click();
    await expect(page).toHaveURL(/\/services\/details\/blue-silica-gel\/enquiry$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Send Inquiry");
    for (const label of ["Name", "Email", "Mobile number", "Message"]) {
      await expect(page.getByLabel(label, { exact: true })).toHaveAttribute("required", "");
    }
    await expect(page.locator('input[name="service"]')).toHaveValue("Blue Silica Gel (Indicating)");
  });

  test("an unknown item shows the 404 page", async ({ page }) => {
    const response = await page.goto("/services/details/unknown-thing");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("404 page not found");
  });
});
