import { crawlFromHome } from "./crawl-helpers.ts";
import { expect, test } from "./fixtures.ts";

test("every sitemap page is at most two clicks from home, with JavaScript", async ({ page }) => {
  test.setTimeout(120_000);
  const { sitemap, missing, oneClick } = await crawlFromHome(page);
  expect(sitemap.length).toBeGreaterThan(100);
  expect(missing).toEqual([]);
  // The pages that had no link at all are one click away, in the menus.
  for (const path of [
    "/transformer/rental",
    "/company/safety",
    "/company/whoweare",
    "/company/whatwedo",
    "/company/whychooseus",
    "/company/whatclientsay",
    "/transformer/transformer1",
    "/transformer/transformer2",
    "/transformer/transformer3",
    "/transformer/transformer4",
    "/transformer/transformer5",
  ])
    expect(oneClick.has(path), path).toBe(true);
});
