import { expect, test } from "./fixtures.ts";

test.describe("datasheets, brochures and a service item's facts", () => {
  test("a service item shows its scope, deliverables and terms of the job, and links its datasheet", async ({
    page,
    request,
  }) => {
    await page.goto("/services/details/transformer-amc");
    await expect(
      page.getByRole("heading", { level: 2, name: "Scope and deliverables" }),
    ).toBeVisible();
    await expect(page.getByRole("heading", { level: 2, name: "Terms of the job" })).toBeVisible();
    await expect(
      page.getByText("Annual condition summary with trends for each transformer"),
    ).toBeVisible();
    await expect(page.getByText("Minimum Order Quantity")).toHaveCount(0);
    await expect(page.getByText("Supply Ability")).toHaveCount(0);
    const link = page.getByRole("link", { name: "Download the datasheet (PDF)" });
    await expect(link).toHaveAttribute("href", "/downloads/datasheet-transformer-amc.pdf");
    const pdf = await request.get("/downloads/datasheet-transformer-amc.pdf");
    expect(pdf.status()).toBe(200);
    expect(pdf.headers()["content-type"]).toContain("application/pdf");
    expect((await pdf.body()).subarray(0, 5).toString("latin1")).toBe("%PDF-");
  });

  test("a product keeps the specification's trade terms", async ({ page }) => {
    await page.goto("/services/details/blue-silica-gel");
    await expect(page.getByRole("heading", { level: 2, name: "Price And Quantity" })).toBeVisible();
    await expect(page.getByRole("heading", { level: 2, name: "Trade Information" })).toBeVisible();
  });

  test("a service line's page links its brochure, and the footer the downloads", async ({
    page,
    request,
  }) => {
    await page.goto("/transformer/rental");
    const link = page.getByRole("link", { name: "Download the brochure (PDF)" });
    await expect(link).toHaveAttribute("href", "/downloads/brochure-transformer-rental.pdf");
    const pdf = await request.get("/downloads/brochure-transformer-rental.pdf");
    expect(pdf.status()).toBe(200);
    await page.getByRole("contentinfo").getByRole("link", { name: "Downloads" }).click();
    await expect(page).toHaveURL(/\/company\/downloads$/);
    await expect(page.getByRole("heading", { level: 1, name: "Downloads" })).toBeVisible();
    await expect(
      page.getByRole("link", { name: /Transformer Annual Maintenance Contract \(AMC\)/ }),
    ).toHaveAttribute("href", "/downloads/datasheet-transformer-amc.pdf");
  });
});
