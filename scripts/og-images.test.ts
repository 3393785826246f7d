import { copyFile, mkdir, mkdtemp, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { cardFromHtml } from "./og-images/card-text.ts";
import { renderCard, writeShareCards } from "./og-images.ts";

const publicDir = path.resolve(import.meta.dirname, "..", "public");

/** The PNG signature, then the IHDR chunk: length 13, type, width and height (big-endian). */
function pngSize(png: Buffer): { width: number; height: number } {
  expect([...png.subarray(0, 8)]).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  expect(png.readUInt32BE(8)).toBe(13);
  expect(png.subarray(12, 16).toString("latin1")).toBe("IHDR");
  return { width: png.readUInt32BE(16), height: png.readUInt32BE(20) };
}

const detailHtml = `<!DOCTYPE html><html><head>
<title>Transformer Oil (IS 335) — Vidyut Power Solutions Pvt. Ltd.</title>
<meta property="og:title" content="Transformer Oil (IS 335) — Vidyut Power Solutions Pvt. Ltd."/>
<meta property="og:description" content="New mineral insulating oil to IS 335 in 210 litre barrels &amp; tanker loads."/>
</head><body><header><img src="/logo.svg" alt=""/></header><main id="main">
<section class="Toastify" aria-live="polite"></section>
<section><img src="/images/catalogue/transformer-oil.svg" alt="A barrel"/><h1>Transformer Oil (IS 335)</h1></section>
<section><h2>Similar items</h2><img src="/images/catalogue/radiator.svg" alt=""/></section>
</main></body></html>`;

const homeHtml = `<!DOCTYPE html><html><head>
<title>Vidyut Power Solutions Pvt. Ltd.</title>
<meta property="og:title" content="Vidyut Power Solutions Pvt. Ltd."/>
<meta property="og:description" content="Complete Solution For Electrical Engineering Needs."/>
</head><body><main id="main"><section><h1 class="x">Transformer Life Cycle Management</h1>
<section aria-roledescription="carousel"><img src="/images/hero/slide-1.svg" alt=""/></section></section>
<section><h2>About us</h2></section></main></body></html>`;

const listHtml = `<!DOCTYPE html><html><head>
<meta property="og:title" content="Services and Products — Vidyut Power Solutions Pvt. Ltd."/>
<meta property="og:description" content="All services."/>
</head><body><main><section><h1>Services and Products</h1></section>
<section><img src="/images/catalogue/transformer-service.svg" alt=""/><h2>Transformer repair</h2></section>
</main></body></html>`;

describe("cardFromHtml", () => {
  it("takes the title without the company's name, the description and the hero drawing", () => {
    expect(cardFromHtml(detailHtml)).toEqual({
      title: "Transformer Oil (IS 335)",
      line: "New mineral insulating oil to IS 335 in 210 litre barrels & tanker loads.",
      drawing: "/images/catalogue/transformer-oil.svg",
    });
  });

  it("shows home's heading, whose title is the company's name alone", () => {
    expect(cardFromHtml(homeHtml)).toEqual({
      title: "Transformer Life Cycle Management",
      line: "Complete Solution For Electrical Engineering Needs.",
      drawing: "/images/hero/slide-1.svg",
    });
  });

  it("takes no drawing from the cards further down the page", () => {
    expect(cardFromHtml(listHtml).drawing).toBeUndefined();
  });
});

describe("renderCard", () => {
  it("draws a 1200 × 630 PNG of reasonable size", async () => {
    const png = await renderCard(
      {
        title: "HV and LV Electrical Testing",
        line: "Insulation resistance, winding resistance, turns ratio and tan delta tests on site.",
      },
      await readFile(path.join(publicDir, "images", "services", "hvlv-testing.svg")),
    );
    expect(pngSize(png)).toEqual({ width: 1200, height: 630 });
    expect(png.length).toBeLessThan(150 * 1024);
  });

  it("draws a card without a drawing", async () => {
    const png = await renderCard({ title: "Contact Us", line: "" });
    expect(pngSize(png)).toEqual({ width: 1200, height: 630 });
  });
});

describe("writeShareCards", () => {
  const dirs: string[] = [];
  afterAll(async () => {
    for (const dir of dirs) await rm(dir, { recursive: true, force: true });
  });

  it("writes each page's card where its meta tags point: og/<path>.png", async () => {
    const clientDir = await mkdtemp(path.join(tmpdir(), "vps-og-"));
    dirs.push(clientDir);
    await mkdir(path.join(clientDir, "images", "catalogue"), { recursive: true });
    await copyFile(
      path.join(publicDir, "images", "catalogue", "transformer-oil.svg"),
      path.join(clientDir, "images", "catalogue", "transformer-oil.svg"),
    );
    const written = await writeShareCards(clientDir, [
      { url: "/services/details/transformer-oil", html: detailHtml },
      { url: "/services", html: listHtml },
    ]);
    expect(written.files.map((file) => path.relative(clientDir, file)).sort()).toEqual([
      path.join("og", "services.png"),
      path.join("og", "services", "details", "transformer-oil.png"),
    ]);
    const png = await readFile(
      path.join(clientDir, "og", "services", "details", "transformer-oil.png"),
    );
    expect(pngSize(png)).toEqual({ width: 1200, height: 630 });
    expect(written.bytes).toBeGreaterThan(png.length);
  });
});
