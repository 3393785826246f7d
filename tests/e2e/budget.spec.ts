import { firstVisitScripts } from "../../bench/bytes.ts";
import { keyPages } from "../../bench/pages.ts";
import { expect, test } from "./fixtures.ts";

/**
 * Size budget (issue 13): the JavaScript a first visit loads on each key page, brotli as the
 * server sends it, at most 110 KB. The list is what the page's own module script imports after
 * the first paint: the entry and the loaded routes' modules with their static imports, read from
 * React Router's manifest in the HTML (bench/bytes.ts). Chunks a page imports later, on first
 * use (the enquiry dialog, the toasts, the validation schema), are not in it.
 */
const ceilingBytes = 110 * 1024;

for (const [name, pagePath] of Object.entries(keyPages)) {
  test(`${name} (${pagePath}): first-visit JavaScript at most 110 KB brotli`, async ({
    request,
  }) => {
    const html = await (await request.get(pagePath)).text();
    const scripts = firstVisitScripts(html);
    // The entry, React Router's chunks, the root and the page's own route: never fewer than four.
    expect(scripts.length).toBeGreaterThanOrEqual(4);
    let total = 0;
    for (const script of scripts) {
      const response = await request.fetch(script, { headers: { "Accept-Encoding": "br" } });
      expect(response.status(), script).toBe(200);
      // What goes over the wire: brotli, or the file itself where it is too small to compress.
      total += Number(response.headers()["content-length"]);
    }
    console.log(`${name}: ${(total / 1024).toFixed(1)} KB brotli in ${scripts.length} files`);
    expect(total).toBeLessThanOrEqual(ceilingBytes);
  });
}

test("the stylesheet is in the page, and nothing else blocks the first paint", async ({
  request,
}) => {
  for (const pagePath of Object.values(keyPages)) {
    const html = await (await request.get(pagePath)).text();
    expect(html, pagePath).toMatch(/<style>[\s\S]{1000,}?<\/style>/);
    expect(html, pagePath).not.toMatch(/<link[^>]+rel="(stylesheet|modulepreload)"/);
    // A preloaded picture (the home page's first slide) blocks nothing; a style, script or font would race the paint.
    expect(html, pagePath).not.toMatch(/<link[^>]+rel="preload"[^>]+as="(style|script|font)"/);
    expect(html, pagePath).not.toMatch(
      /<script(?![^>]*type="(module|application\/ld\+json)")[^>]*\bsrc=/,
    );
  }
});
