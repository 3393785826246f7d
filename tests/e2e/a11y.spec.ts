import { axeViolations } from "./axe.ts";
import { expect, test } from "./fixtures.ts";
import { ringContrast, tabFromOpenPhoneMenu, tabOutOfServicesMenu } from "./focus-helpers.ts";
import { fillAll } from "./service-request-helpers.ts";

/** A reading with every part: oil tests, a Duval zone, ratios, gases, rates and notes. */
const oilReading =
  "/tools/oil-analysis?vc=72.5-170&bdv=38&h2o=24&t=40&acid=0.12&h2=100&ch4=20&c2h6=5&c2h4=10&c2h2=40&co=450&co2=4200&d=2025-03-10&e_d=2024-09-10&e_h2=60&e_ch4=12&e_c2h6=4&e_c2h4=8&e_c2h2=10&e_co=400&e_co2=3900";

/**
 * One page per template: the ~180 prerendered pages are these templates filled with different
 * content, so checking each template at a phone and a desktop width covers them all.
 */
const templates: Record<string, string> = {
  home: "/",
  "marketing page": "/aboutus",
  "transformer service page": "/transformer/rental",
  "service plans": "/service-plans",
  testimonials: "/company/whatclientsay",
  "automation alias": "/automation/automation1",
  contact: "/contact",
  privacy: "/privacy",
  "services listing": "/services",
  category: "/services/categories/silica-gel",
  detail: "/services/details/blue-silica-gel",
  "service detail": "/services/details/transformer-amc",
  downloads: "/company/downloads",
  "product enquiry": "/services/details/blue-silica-gel/enquiry",
  "search with results": "/services/search/oil",
  "search without results": "/services/search/transfomer",
  "search form after a blank term": "/services/search?keyword=%20",
  "404": "/this-page-does-not-exist",
  maintenance: "/maintainance",
  "service request": "/service-request",
  "oil and DGA interpreter": "/tools/oil-analysis",
  "oil and DGA reading": oilReading,
  "oil and DGA values to correct": "/tools/oil-analysis?vc=gt170&bdv=9999&h2=ten",
  "page with side columns": "/automation",
  quality: "/company/quality",
  "case studies": "/case-studies",
  "case study": "/case-studies/odisha-steel-plant-oltc-diverter-leak",
};

const viewports = [
  { width: 390, height: 844 },
  { width: 1280, height: 800 },
];

// Each template is loaded once and checked at each width in turn (a step per width): a load per
// width cost a third of this file's time, and the page is the same.
test.describe(`axe-core finds no violation at ${viewports.map((viewport) => viewport.width).join(" and ")} px`, () => {
  test.use({ viewport: viewports[0] });
  // Two axe runs: each took up to 15 s at load average 24 on two cores (2026-11-26).
  test.describe.configure({ timeout: 90_000 });
  for (const [template, path] of Object.entries(templates)) {
    test(`on the ${template} template (${path})`, async ({ page }) => {
      await page.goto(path);
      for (const viewport of viewports) {
        await test.step(`at ${viewport.width} px`, async () => {
          await page.setViewportSize(viewport);
          expect(await axeViolations(page)).toEqual([]);
        });
      }
    });
  }
});

test("axe-core finds no violation on home at 390 px with the menu open", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto("/");
  await page.locator('label[for="menu-toggle"]').click();
  await page
    .getByRole("navigation", { name: "Main" })
    .getByText("Services", { exact: true })
    .click();
  expect(await axeViolations(page)).toEqual([]);
});

test.describe("axe-core finds no violation before the scripts run", () => {
  test.use({ awaitHydration: false });
  test.use({ viewport: { width: 390, height: 844 } });
  for (const path of [
    "/",
    "/contact",
    "/services",
    "/services/details/blue-silica-gel/enquiry",
    "/service-request",
    oilReading,
  ]) {
    test(`on ${path}`, async ({ page }) => {
      // The page as a visitor without JavaScript gets it; axe itself still needs to run.
      await page.route(/\/assets\/.*\.js$/, (route) => route.abort());
      await page.goto(path);
      expect(await axeViolations(page)).toEqual([]);
    });
  }
});

test("axe-core finds no violation on the stepper showing its errors, nor on a status page", async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto("/service-request");
  await page.getByRole("button", { name: "Next: The transformer" }).click();
  await expect(page.getByRole("alert")).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  await page.getByRole("radio", { name: "Breakdown now" }).check();
  await page.getByRole("button", { name: "Next: The transformer" }).click();
  await page.getByRole("button", { name: "Next: What you have seen" }).click();
  expect(await axeViolations(page)).toEqual([]);
});

test.describe("without its scripts", () => {
  test.use({ awaitHydration: false });

  test("axe-core finds no violation on the no-script form with errors, nor on a status page", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.route(/\/assets\/.*\.js$/, (route) => route.abort());
    await page.goto("/service-request");
    await page.getByRole("button", { name: "Send the service request" }).click();
    await expect(page.getByRole("alert")).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
    await fillAll(page);
    await page.getByRole("button", { name: "Send the service request" }).click();
    await expect(page.getByRole("status")).toContainText("Your request has reached us");
    expect(await axeViolations(page)).toEqual([]);
  });
});

// The surfaces a focus ring is drawn on, by hand from app.css's theme.
const white = [0xff, 0xff, 0xff] as const;
const paper = [0xf5, 0xf7, 0xfa] as const; // paper
const navy50 = [0xf1, 0xf5, 0xfa] as const; // navy-50
const navy950 = [0x0a, 0x1a, 0x2f] as const; // navy-950, the header and footer

test("the focus ring stands out 3:1 from light and from navy surfaces (WCAG 1.4.11)", async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  const rings: Record<string, number> = {};
  await page.goto("/contact");
  const main = page.locator("main");
  rings["breadcrumb link on navy-50"] = await ringContrast(
    page,
    main.getByRole("link", { name: "Home", exact: true }),
    navy50,
  );
  rings["text field on white"] = await ringContrast(
    page,
    main.getByLabel("Email", { exact: true }),
    white,
  );
  rings["header link on navy"] = await ringContrast(
    page,
    page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Industries" }),
    navy950,
  );
  await page.goto("/company/quality");
  rings["link on paper"] = await ringContrast(
    page,
    page.getByRole("link", { name: /^Accreditation summary \(PDF\)/ }),
    paper,
  );
  await page.goto("/services/details/blue-silica-gel");
  rings["link on white"] = await ringContrast(
    page,
    page
      .locator("main")
      .getByRole("link", { name: /^Orange Silica Gel/ })
      .first(),
    white,
  );
  // A case study's card draws the ring of the link that covers it.
  await page.goto("/case-studies");
  const card = page.locator("main [data-card-grid] > li").first();
  rings["case study card on white"] = await ringContrast(
    page,
    card.getByRole("link").first(),
    white,
    card,
  );
  for (const [where, ratio] of Object.entries(rings))
    expect(ratio, where).toBeGreaterThanOrEqual(3);
});

test("at 1280 px, tabbing out of an open menu closes it: the focused crumb is not covered (WCAG 2.4.11)", async ({
  page,
}) => {
  expect(await tabOutOfServicesMenu(page)).toEqual({
    focused: "Home",
    panelShown: false,
    focusedOnTop: true,
  });
  // Its checkbox is unticked too: coming back to it does not find the panel open.
  await expect(page.locator("#services-toggle")).not.toBeChecked();
});

test("at 390 px, Tab from the open menu never reaches the page under it (WCAG 2.4.3, 2.4.11)", async ({
  page,
}) => {
  const parts = await tabFromOpenPhoneMenu(page);
  expect(parts).toContain("header");
  expect(parts.filter((part) => ["main", "footer", "chat"].includes(part))).toEqual([]);
});
