/**
 * Link previews: every page of the sitemap names a PNG share card of 1200 × 630 by absolute URL
 * (WhatsApp and LinkedIn show nothing for SVG), with its size, an alt text and a large Twitter
 * card, and the server answers that URL with the PNG.
 */
import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures.ts";

type ShareTags = Record<
  | "og:image"
  | "og:image:width"
  | "og:image:height"
  | "og:image:alt"
  | "og:url"
  | "twitter:card"
  | "twitter:image",
  string | null
>;

/** The page's share tags, read by the browser's own HTML parser. */
function shareTags(page: Page, html: string): Promise<ShareTags> {
  return page.evaluate((source) => {
    const doc = new DOMParser().parseFromString(source, "text/html");
    const read = (key: string) =>
      doc.querySelector(`meta[property="${key}"], meta[name="${key}"]`)?.getAttribute("content") ??
      null;
    return {
      "og:image": read("og:image"),
      "og:image:width": read("og:image:width"),
      "og:image:height": read("og:image:height"),
      "og:image:alt": read("og:image:alt"),
      "og:url": read("og:url"),
      "twitter:card": read("twitter:card"),
      "twitter:image": read("twitter:image"),
    };
  }, html);
}

/** Width and height from a PNG's IHDR chunk, after checking the signature. */
function pngSize(png: Buffer): { width: number; height: number } {
  expect([...png.subarray(0, 8)]).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  expect(png.subarray(12, 16).toString("latin1")).toBe("IHDR");
  return { width: png.readUInt32BE(16), height: png.readUInt32BE(20) };
}

test("every sitemap page has a 1200 × 630 PNG share card that the server sends", async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const xml = await (await request.get("/sitemap.xml")).text();
  const urls = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1] ?? "");
  expect(urls.length).toBeGreaterThan(100);

  const checked = new Set<string>();
  for (const url of urls) {
    const path = new URL(url).pathname;
    const answer = await request.get(path);
    expect(answer.status(), path).toBe(200);
    const tags = await shareTags(page, await answer.text());

    const image = tags["og:image"] ?? "";
    // Absolute, on the same public origin as the page's own URL, and a PNG under /og/.
    expect(image, path).toMatch(/^https?:\/\/[^/]+\/og\/.+\.png$/);
    expect(new URL(image).origin, path).toBe(new URL(tags["og:url"] ?? "").origin);
    expect(tags["og:image:width"], path).toBe("1200");
    expect(tags["og:image:height"], path).toBe("630");
    expect(tags["og:image:alt"], path).toMatch(/^Vidyut Power Solutions: \S/);
    expect(tags["twitter:card"], path).toBe("summary_large_image");
    expect(tags["twitter:image"], path).toBe(image);

    const imagePath = new URL(image).pathname;
    if (checked.has(imagePath)) continue;
    checked.add(imagePath);
    const png = await request.get(imagePath);
    expect(png.status(), imagePath).toBe(200);
    expect(png.headers()["content-type"], imagePath).toMatch(/^image\/png\b/);
    expect(pngSize(await png.body()), imagePath).toEqual({ width: 1200, height: 630 });
  }
  // Pages have cards of their own, not one shared image.
  expect(checked.size).toBeGreaterThan(100);
});

test("the pages of a catalogue item, of the service request and of home point to their own cards", async ({
  request,
}) => {
  const item = await (await request.get("/services/details/transformer-oil")).text();
  expect(item).toMatch(
    /<meta property="og:image" content="https?:\/\/[^"/]+\/og\/services\/details\/transformer-oil\.png"\/>/,
  );
  expect(item).toContain(
    '<meta property="og:image:alt" content="Vidyut Power Solutions: Transformer Oil (IS 335)"/>',
  );
  // Prerendered and in the sitemap, so the build draws its card.
  const serviceRequest = await (await request.get("/service-request")).text();
  expect(serviceRequest).toMatch(
    /<meta property="og:image" content="https?:\/\/[^"/]+\/og\/service-request\.png"\/>/,
  );
  expect(serviceRequest).toContain(
    '<meta property="og:image:alt" content="Vidyut Power Solutions: Service request"/>',
  );
  const home = await (await request.get("/")).text();
  expect(home).toMatch(/<meta property="og:image" content="https?:\/\/[^"/]+\/og\/index\.png"\/>/);
});
