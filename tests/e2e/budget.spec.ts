import { expect, test } from "./fixtures.ts";

/** Size budget: the JavaScript and CSS that home loads, gzip-compressed, in total. */
const budgetBytes = 150 * 1024;

test("home loads at most 150 KB of JavaScript and CSS (gzip)", async ({ page, request }) => {
  const urls = new Set<string>();
  page.on("request", (req) => {
    if (["script", "stylesheet"].includes(req.resourceType())) urls.add(req.url());
  });
  await page.goto("/", { waitUntil: "networkidle" });
  for (const href of await page
    .locator('link[rel="modulepreload"]')
    .evaluateAll((links) => links.map((link) => (link as HTMLLinkElement).href))) {
    urls.add(href);
  }
  expect(urls.size).toBeGreaterThan(0);
  let total = 0;
  for (const url of urls) {
    const response = await request.fetch(url, { headers: { "Accept-Encoding": "gzip" } });
    expect(response.headers()["content-encoding"]).toBe("gzip");
    total += Number(response.headers()["content-length"]);
  }
  console.log(`home JS+CSS: ${(total / 1024).toFixed(1)} KB gzip in ${urls.size} files`);
  expect(total).toBeLessThanOrEqual(budgetBytes);
});
