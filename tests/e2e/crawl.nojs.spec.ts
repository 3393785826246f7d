import { crawlFromHome } from "./crawl-helpers.ts";
import { expect, test } from "./fixtures.ts";

test("every sitemap page is at most two clicks from home, without JavaScript", async ({ page }) => {
  test.setTimeout(120_000);
  const { sitemap, missing } = await crawlFromHome(page);
  expect(sitemap.length).toBeGreaterThan(100);
  expect(missing).toEqual([]);
});
