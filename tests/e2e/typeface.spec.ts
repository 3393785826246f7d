import { expect, test } from "./fixtures.ts";

/**
 * IBM Plex Sans is used from the first paint or not at all on a page (decision 0022): a first
 * visit keeps the metric-matched local font and fetches the typeface's files once the page has
 * hydrated; the next page that hydrates uses them from its first paint. A page never changes
 * its font once laid out (issue 27: that relayout was one task of 140–320 ms on a low-tier phone).
 */
const latinFile = /\/assets\/ibm-plex-sans-latin-wght-normal-[\w-]+\.woff2$/;
const latinExtFile = /\/assets\/ibm-plex-sans-latin-ext-wght-normal-[\w-]+\.woff2$/;

test("a first visit keeps the local font and fetches the typeface after hydrating, for the next page", async ({
  page,
}) => {
  const latin = page.waitForResponse(latinFile);
  const latinExt = page.waitForResponse(latinExtFile);
  await page.goto("/contact");
  expect((await latin).status()).toBe(200);
  expect((await latinExt).status()).toBe(200);
  await expect.poll(() => page.evaluate(() => localStorage.getItem("vps-typeface"))).toBe("1");
  const state = await page.evaluate(async () => {
    await document.fonts.ready;
    const paint = performance.getEntriesByName("first-contentful-paint")[0]?.startTime;
    const request = performance
      .getEntriesByType("resource")
      .find((entry) => entry.name.includes("ibm-plex-sans-latin-wght"))?.startTime;
    return {
      requestedAfterPaint: paint !== undefined && request !== undefined && request > paint,
      marked: document.documentElement.hasAttribute("data-typeface"),
      family: getComputedStyle(document.body).fontFamily.split(",")[0],
    };
  });
  expect(state).toEqual({
    requestedAfterPaint: true,
    marked: false,
    family: '"IBM Plex Sans Fallback: Arial"',
  });
});

test("the next page that hydrates sets its text in the typeface from the first paint", async ({
  page,
}) => {
  await page.goto("/contact");
  await expect.poll(() => page.evaluate(() => localStorage.getItem("vps-typeface"))).toBe("1");
  await page.goto("/service-request");
  const state = await page.evaluate(async () => {
    await document.fonts.ready;
    return {
      marked: document.documentElement.hasAttribute("data-typeface"),
      family: getComputedStyle(document.body).fontFamily.split(",")[0],
      loaded: document.fonts.check('600 16px "IBM Plex Sans"'),
    };
  });
  expect(state).toEqual({ marked: true, family: '"IBM Plex Sans"', loaded: true });
});

test("a page that ships no script keeps the local font and fetches nothing", async ({ page }) => {
  const fonts: string[] = [];
  page.on("request", (request) => {
    if (request.url().endsWith(".woff2")) fonts.push(request.url());
  });
  await page.goto("/services");
  await page.evaluate(() => document.fonts.ready);
  expect(await page.evaluate(() => getComputedStyle(document.body).fontFamily.split(",")[0])).toBe(
    '"IBM Plex Sans Fallback: Arial"',
  );
  expect(fonts).toEqual([]);
});
