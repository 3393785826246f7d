import type { APIRequestContext, Page } from "@playwright/test";
import { expect, test } from "./fixtures.ts";
import { seedSmallFleet } from "./passport-helpers.ts";

/**
 * A page that does not hydrate carries only the utilities it uses (decision 0025). Each element
 * of such a page (and the ::before and ::after its utilities style) must then look exactly as under the whole
 * stylesheet: the test reads every computed property with the page's own stylesheet, then
 * with the whole one in its place, and compares: on screen at two widths, on paper, in the open
 * phone menu, and on the customer's pages, which are rendered for each request.
 */
const readingPages = ["/", "/services", "/services/search/oil", "/case-studies", "/service-plans"];

/**
 * Where the page looks different under the whole stylesheet: every computed property of every
 * element (and of the ::before and ::after its utilities style) is read with the page's own
 * stylesheet, then with the whole one adopted in its place (its own <style> off), and compared
 * in the page; only the differences come back.
 */
function differencesUnderWhole(page: Page, whole: string) {
  return page.evaluate((css) => {
    const computedStyles = () =>
      [...document.querySelectorAll("*")].map((element, index) => {
        const classes = element.getAttribute("class") ?? "";
        const name = `${index} ${element.tagName.toLowerCase()}.${classes}`;
        const pseudos = /(before|after):/.test(classes) ? ["::before", "::after"] : [];
        const values = [null, ...pseudos].map((pseudo) => {
          const style = getComputedStyle(element, pseudo);
          return Array.from(style, (property) => `${property}:${style.getPropertyValue(property)}`);
        });
        return { name, values: values.flat() };
      });
    const withOwn = computedStyles();
    const own = document.querySelector("style");
    if (!own?.sheet) throw new Error("the page has no stylesheet of its own");
    own.sheet.disabled = true;
    const sheet = new CSSStyleSheet();
    sheet.replaceSync(css);
    document.adoptedStyleSheets = [sheet];
    const withWhole = computedStyles();
    return withOwn.flatMap(({ name, values }, index) => {
      const other = withWhole[index]?.values ?? [];
      const mine = new Set(values);
      const changed = other.filter((value) => !mine.has(value));
      return changed.length || other.length !== values.length ? [`${name}: ${changed}`] : [];
    });
  }, whole);
}

/** The whole stylesheet, as a page that hydrates (contact) carries it. */
async function wholeStylesheet(request: APIRequestContext) {
  const contact = await (await request.get("/contact")).text();
  const whole = /<style>([\s\S]*?)<\/style>/.exec(contact)?.[1] ?? "";
  expect(whole.length).toBeGreaterThan(70_000);
  return whole;
}

/** Loads a page for reading and says where it looks different under the whole stylesheet. */
async function compare(page: Page, path: string, whole: string) {
  await page.goto(path);
  await expect(page.locator("html[data-static]")).toBeAttached();
  const own = await page.evaluate(() => document.querySelector("style")?.textContent ?? "");
  expect(own.length, path).toBeLessThan(55_000);
  return differencesUnderWhole(page, whole);
}

// A test per page (each at both widths), so that the two workers share them: one test of all
// ten loads took 46 s, the longest of the suite.
for (const path of readingPages) {
  test(`${path}, a page that does not hydrate, carries a part of the stylesheet and looks the same as under all of it`, async ({
    page,
    request,
  }) => {
    test.setTimeout(120_000);
    const whole = await wholeStylesheet(request);
    for (const width of [390, 1280])
      await test.step(`at ${width} px`, async () => {
        await page.setViewportSize({ width, height: 900 });
        expect(await compare(page, path, whole), path).toEqual([]);
      });
  });
}

test("printed, pages that do not hydrate look the same as under the whole stylesheet", async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const whole = await wholeStylesheet(request);
  // On paper: the print utilities and the print rules.
  await page.emulateMedia({ media: "print" });
  for (const path of ["/", "/services"])
    await test.step(`${path} printed`, async () => {
      expect(await compare(page, path, whole), path).toEqual([]);
    });
});

test("the phone menu opened on a page that does not hydrate looks the same as under the whole stylesheet", async ({
  page,
  request,
}) => {
  const whole = await wholeStylesheet(request);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto("/services");
  await page.locator('label[for="menu-toggle"]').click();
  await expect(page.locator("#menu-toggle")).toBeChecked();
  expect(await differencesUnderWhole(page, whole)).toEqual([]);
});

test("the customer's fleet and unit pages, rendered for each request, look the same as under the whole stylesheet", async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const { fleetPath, firstAsset } = seedSmallFleet();
  const whole = await wholeStylesheet(request);
  await page.setViewportSize({ width: 1280, height: 900 });
  for (const path of [fleetPath, `${fleetPath}/units/${firstAsset}`])
    expect(await compare(page, path, whole), path).toEqual([]);
});
