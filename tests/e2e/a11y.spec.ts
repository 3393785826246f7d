import AxeBuilder from "@axe-core/playwright";
import { expect, test } from "@playwright/test";
import { prerenderedPages } from "./pages.ts";

const pages = [...prerenderedPages(), "/this-page-does-not-exist"];

test.describe("axe-core finds no violation", () => {
  test.use({ viewport: { width: 1280, height: 800 } });
  for (const path of pages) {
    test(`on ${path}`, async ({ page }) => {
      await page.goto(path);
      const results = await new AxeBuilder({ page }).analyze();
      const summary = results.violations.map(
        (violation) =>
          `${violation.id}: ${violation.help} (${violation.nodes.map((node) => node.target.join(" ")).join(", ")})`,
      );
      expect(summary).toEqual([]);
    });
  }

  test("on home at 390 px with the menu open", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto("/");
    await page.locator('label[for="menu-toggle"]').click();
    await page
      .getByRole("navigation", { name: "Main" })
      .getByText("Services", { exact: true })
      .click();
    const results = await new AxeBuilder({ page }).analyze();
    expect(results.violations.map((violation) => violation.id)).toEqual([]);
  });
});

test.describe("axe-core finds no violation before the scripts run", () => {
  test.use({ viewport: { width: 390, height: 844 } });
  for (const path of ["/", "/contact", "/services", "/services/details/blue-silica-gel/enquiry"]) {
    test(`on ${path}`, async ({ page }) => {
      // The page as a visitor without JavaScript gets it; axe itself still needs to run.
      await page.route(/\/assets\/.*\.js$/, (route) => route.abort());
      await page.goto(path);
      const results = await new AxeBuilder({ page }).analyze();
      expect(results.violations.map((violation) => `${violation.id}: ${violation.help}`)).toEqual(
        [],
      );
    });
  }
});
