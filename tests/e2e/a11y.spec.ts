import AxeBuilder from "@axe-core/playwright";
import { expect, type Page, test } from "@playwright/test";

/**
 * One page per template: the ~180 prerendered pages are these templates filled with different
 * content, so checking each template at a phone and a desktop width covers them all.
 */
const templates: Record<string, string> = {
  home: "/",
  "marketing page": "/aboutus",
  "transformer service page": "/transformer/rental",
  testimonials: "/company/whatclientsay",
  "automation alias": "/automation/automation1",
  contact: "/contact",
  privacy: "/privacy",
  "services listing": "/services",
  category: "/services/categories/silica-gel",
  detail: "/services/details/blue-silica-gel",
  "product enquiry": "/services/details/blue-silica-gel/enquiry",
  "search with results": "/services/search/oil",
  "search without results": "/services/search/transfomer",
  "404": "/this-page-does-not-exist",
  maintenance: "/maintainance",
};

const viewports = [
  { width: 390, height: 844 },
  { width: 1280, height: 800 },
];

async function violations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations.map(
    (violation) =>
      `${violation.id}: ${violation.help} (${violation.nodes.map((node) => node.target.join(" ")).join(", ")})`,
  );
}

for (const viewport of viewports) {
  test.describe(`axe-core finds no violation at ${viewport.width} px`, () => {
    test.use({ viewport });
    for (const [template, path] of Object.entries(templates)) {
      test(`on the ${template} template (${path})`, async ({ page }) => {
        await page.goto(path);
        expect(await violations(page)).toEqual([]);
      });
    }
  });
}

test("axe-core finds no violation on home at 390 px with the menu open", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto("/");
  await page.locator('label[for="menu-toggle"]').click();
  await page
    .getByRole("navigation", { name: "Main" })
    .getByText("Services", { exact: true })
    .click();
  expect(await violations(page)).toEqual([]);
});

test.describe("axe-core finds no violation before the scripts run", () => {
  test.use({ viewport: { width: 390, height: 844 } });
  for (const path of ["/", "/contact", "/services", "/services/details/blue-silica-gel/enquiry"]) {
    test(`on ${path}`, async ({ page }) => {
      // The page as a visitor without JavaScript gets it; axe itself still needs to run.
      await page.route(/\/assets\/.*\.js$/, (route) => route.abort());
      await page.goto(path);
      expect(await violations(page)).toEqual([]);
    });
  }
});
