/**
 * Every page of the sitemap, and the pages it leaves out (forms, their answers, search, the
 * oil tool's reading, a 404), at 320 px without JavaScript, as WCAG 1.4.10 (reflow) measures: no
 * sideways scroll, and the header one row as the page is laid out for (its 4 rem bar and rule).
 * layout-widths.spec.ts measures the templates at 320 px with JavaScript, with its other checks.
 */
import { sitemapPaths } from "./crawl-helpers.ts";
import { expect, test } from "./fixtures.ts";

const notInSitemap = [
  "/service-request",
  "/contact",
  "/services/details/blue-silica-gel/enquiry",
  "/services/search/oil",
  "/services/search?keyword=%20",
  "/tools/oil-analysis?vc=72.5-170&bdv=38&h2o=24&t=40&acid=0.12&h2=100&ch4=20&c2h6=5&c2h4=10&c2h2=40&co=450&co2=4200&d=2025-03-10&e_d=2024-09-10&e_h2=60",
  "/tools/oil-analysis?vc=gt170&bdv=9999&h2=ten",
  "/case-studies?sector=steel",
  "/verify",
  "/maintainance",
  "/no-such-page",
];

/** The pages are shared out between this many tests, so that the workers share them. */
const parts = 4;

test.use({ viewport: { width: 320, height: 640 } });
test.describe.configure({ timeout: 180_000 });

for (let part = 0; part < parts; part += 1) {
  test(`at 320 px no page scrolls sideways and the header is one row (part ${part + 1} of ${parts})`, async ({
    page,
  }) => {
    const paths = [...new Set([...(await sitemapPaths(page)), ...notInSitemap])]
      .filter((path) => !path.startsWith("/downloads/"))
      .filter((_, index) => index % parts === part);
    expect(paths.length).toBeGreaterThan(25);
    const problems: string[] = [];
    for (const path of paths) {
      await page.goto(path);
      const { overflow, header } = await page.evaluate(() => ({
        overflow: document.documentElement.scrollWidth - window.innerWidth,
        header: Math.round(
          document.getElementById("site-header")?.getBoundingClientRect().height ?? 0,
        ),
      }));
      if (overflow > 0) problems.push(`${path}: ${overflow} px wider than the screen`);
      if (header !== 65) problems.push(`${path}: header ${header} px tall`);
    }
    expect(problems).toEqual([]);
  });
}
