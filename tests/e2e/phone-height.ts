/**
 * How tall the long pages are on a 390 px phone, with and without JavaScript (issue 26.12): the
 * home page at most about 8,000 px with every section's point kept, the oil tool's worked example
 * well short of the 20,000 px it once took.
 */
import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures.ts";

const pageHeight = (page: Page) => page.evaluate(() => document.documentElement.scrollHeight);

export function phoneHeightTests() {
  test.describe("on a 390 px phone", phoneTests);
  test.describe("on a 1280 px screen", () => {
    test.use({ viewport: { width: 1280, height: 900 } });
    test("the oil tool's folded parts stand open, without their summaries", async ({ page }) => {
      await page.goto("/tools/oil-analysis");
      await page.getByRole("link", { name: /Overheating 132 kV unit/ }).click();
      const reading = page.getByRole("region", { name: "The reading", exact: true });
      await expect(reading.getByRole("heading", { name: "Duval Pentagons 1 and 2" })).toBeVisible();
      await expect(
        reading.getByText("Duval Pentagons, Triangles 4 and 5 and the IEC 60599 ratios"),
      ).toBeHidden();
      await expect(page.getByText("IEC 60599:2022 / IS 10593:2018")).toBeVisible();
    });
  });
}

function phoneTests() {
  test.use({ viewport: { width: 390, height: 844 } });

  test("the home page is at most 8,000 px tall and keeps every section", async ({ page }) => {
    await page.goto("/");
    for (const name of [
      "About Vidyut Power Solutions",
      "Our Services",
      "A transformer tripped tonight?",
      "The plants we keep running",
      "From our stores in Vadodara",
      "Recent work, with the numbers",
      "Certified, accredited, and safe on your site",
      "What Client Say",
    ]) {
      await expect(page.getByRole("heading", { name, exact: true })).toBeVisible();
    }
    expect(await pageHeight(page)).toBeLessThanOrEqual(8000);
  });

  test("the oil tool with a worked example is at most 15,000 px tall, its reference folded", async ({
    page,
  }) => {
    await page.goto("/tools/oil-analysis");
    await page.getByRole("link", { name: /Overheating 132 kV unit/ }).click();
    const reading = page.getByRole("region", { name: "The reading", exact: true });
    await expect(reading.getByRole("heading", { name: /^Overall condition:/ })).toBeVisible();
    // The methods beside Triangle 1 and the reference wait behind their summaries.
    const methods = reading.getByText(
      "Duval Pentagons, Triangles 4 and 5 and the IEC 60599 ratios",
    );
    await expect(methods).toBeVisible();
    await expect(reading.getByRole("heading", { name: "Duval Pentagons 1 and 2" })).toBeHidden();
    await expect(page.getByText("The 6 standards and methods, with their editions")).toBeVisible();
    expect(await pageHeight(page)).toBeLessThanOrEqual(15000);
    // One press opens them.
    await methods.click();
    await expect(reading.getByRole("heading", { name: "Duval Pentagons 1 and 2" })).toBeVisible();
  });

  test("a phone's folded parts are printed open", async ({ page }) => {
    await page.goto("/tools/oil-analysis");
    await page.getByRole("link", { name: /Overheating 132 kV unit/ }).click();
    const reading = page.getByRole("region", { name: "The reading", exact: true });
    await expect(reading.getByRole("heading", { name: /^Overall condition:/ })).toBeVisible();
    await page.emulateMedia({ media: "print" });
    await expect(reading.getByRole("heading", { name: "Duval Triangles 4 and 5" })).toBeVisible();
    await expect(reading.getByText("Breakdown voltage (BDV)", { exact: true })).toBeVisible();
  });
}
