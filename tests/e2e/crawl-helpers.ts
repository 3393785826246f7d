/**
 * Every page of the sitemap within two clicks of the home page: the links of home (its menus
 * included, hover or a tap opens them without leaving the page) and the links of the pages those
 * lead to. Run with and without JavaScript: the links must be in the server's HTML.
 */
import { expect, type Page } from "@playwright/test";

async function linksOn(page: Page, path: string): Promise<string[]> {
  const answer = await page.goto(path);
  expect(answer?.status(), path).toBe(200);
  // SVG links (the map's pins) included: their href is an attribute, not a resolved URL.
  const hrefs = await page
    .locator("a[href]")
    .evaluateAll((anchors) => anchors.map((anchor) => anchor.getAttribute("href") ?? ""));
  const here = new URL(page.url());
  return hrefs
    .map((href) => new URL(href, here))
    .filter((url) => url.origin === here.origin)
    .map((url) => url.pathname.replace(/(.)\/$/, "$1"));
}

export async function sitemapPaths(page: Page): Promise<string[]> {
  const xml = await (await page.request.get("/sitemap.xml")).text();
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) =>
    new URL(match[1] ?? "").pathname.replace(/(.)\/$/, "$1"),
  );
}

/** The paths reached from home in one click and in two, and the sitemap paths not reached. */
export async function crawlFromHome(page: Page) {
  const oneClick = new Set(await linksOn(page, "/"));
  const twoClicks = new Set(oneClick);
  const pages = [...oneClick].filter(
    (path) => !path.startsWith("/downloads/") && !path.startsWith("/og/") && path !== "/",
  );
  for (const path of pages) for (const link of await linksOn(page, path)) twoClicks.add(link);
  const sitemap = await sitemapPaths(page);
  return { oneClick, twoClicks, sitemap, missing: sitemap.filter((path) => !twoClicks.has(path)) };
}
