import { mkdtemp, readdir, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { PhotoManifest } from "#app/lib/photo-slots.ts";
import { Photo } from "#app/ui/photo.tsx";
import { buildPhotos } from "./build-photos.ts";

/** A JPEG of the given size: a diagonal gradient with a block of colour, as a camera would not. */
async function jpeg(width: number, height: number): Promise<Buffer> {
  const pixels = Buffer.alloc(width * height * 3);
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++) {
      const offset = (y * width + x) * 3;
      pixels[offset] = (x * 255) / width;
      pixels[offset + 1] = (y * 255) / height;
      pixels[offset + 2] = x > width / 3 && x < width / 2 ? 220 : 40;
    }
  return sharp(pixels, { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 85 })
    .toBuffer();
}

describe("the photo pipeline", () => {
  let dir = "";
  let manifest: PhotoManifest = {};

  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), "vps-photos-"));
    await writeFile(path.join(dir, "page-aboutus.jpg"), await jpeg(1600, 1000));
    // Smaller than the slot's middle width: only the width it can fill is made.
    await writeFile(path.join(dir, "leader-harish-mehta.jpg"), await jpeg(300, 420));
    await writeFile(path.join(dir, "item-transformer-amc.jpg"), await jpeg(1000, 800));
    // Named after no slot and no catalogue item: reported and left out.
    await writeFile(path.join(dir, "item-no-such-item.jpg"), await jpeg(200, 150));
    await writeFile(path.join(dir, "holiday.jpg"), await jpeg(200, 150));
    manifest = await buildPhotos({
      sourceDir: dir,
      outDir: path.join(dir, "out"),
      manifestFile: path.join(dir, "generated", "photos.json"),
      itemIds: ["transformer-amc", "blue-silica-gel"],
    });
  });

  afterAll(() => rm(dir, { recursive: true, force: true }));

  it("makes AVIF and WebP at each width the slot needs, cropped to its aspect", async () => {
    expect(manifest["page-aboutus"]?.widths).toEqual([480, 800, 1120]);
    expect(manifest["page-aboutus"]).toMatchObject({ width: 1120, height: 840 });
    const files = (await readdir(path.join(dir, "out"))).sort();
    expect(files).toEqual([
      "item-transformer-amc-480.avif",
      "item-transformer-amc-480.webp",
      "item-transformer-amc-720.avif",
      "item-transformer-amc-720.webp",
      "item-transformer-amc-960.avif",
      "item-transformer-amc-960.webp",
      "leader-harish-mehta-160.avif",
      "leader-harish-mehta-160.webp",
      "page-aboutus-1120.avif",
      "page-aboutus-1120.webp",
      "page-aboutus-480.avif",
      "page-aboutus-480.webp",
      "page-aboutus-800.avif",
      "page-aboutus-800.webp",
    ]);
    const avif = await sharp(path.join(dir, "out", "page-aboutus-800.avif")).metadata();
    expect([avif.format, avif.compression, avif.width, avif.height]).toEqual([
      "heif",
      "av1",
      800,
      600,
    ]);
    const webp = await sharp(path.join(dir, "out", "page-aboutus-480.webp")).metadata();
    expect([webp.format, webp.width, webp.height]).toEqual(["webp", 480, 360]);
  });

  it("never enlarges a small photo, and writes the manifest the pages read", async () => {
    expect(manifest["leader-harish-mehta"]).toMatchObject({
      widths: [160],
      width: 160,
      height: 200,
    });
    const written = JSON.parse(await readFile(path.join(dir, "generated", "photos.json"), "utf8"));
    expect(Object.keys(written).sort()).toEqual([
      "item-transformer-amc",
      "leader-harish-mehta",
      "page-aboutus",
    ]);
  });

  it("gives each photo a tiny blurred placeholder as a data URI", async () => {
    const placeholder = manifest["page-aboutus"]?.placeholder ?? "";
    expect(placeholder.startsWith("data:image/webp;base64,")).toBe(true);
    expect(placeholder.length).toBeLessThan(1200);
    const bytes = Buffer.from(placeholder.split(",")[1] ?? "", "base64");
    expect((await sharp(bytes).metadata()).width).toBe(16);
  });

  it("renders a <picture> with both formats, the sizes and the photo's width and height", () => {
    const markup = renderToStaticMarkup(
      createElement(Photo, {
        slot: "page-aboutus",
        fallback: createElement("img", { src: "/images/drawing.svg", alt: "Drawing" }),
        sizes: "(min-width: 1024px) 560px, 100vw",
        manifest,
      }),
    );
    expect(markup).toContain(
      '<source type="image/avif" srcSet="/photos/page-aboutus-480.avif 480w, /photos/page-aboutus-800.avif 800w, /photos/page-aboutus-1120.avif 1120w" sizes="(min-width: 1024px) 560px, 100vw"/>',
    );
    expect(markup).toContain(
      '<source type="image/webp" srcSet="/photos/page-aboutus-480.webp 480w, /photos/page-aboutus-800.webp 800w, /photos/page-aboutus-1120.webp 1120w"',
    );
    expect(markup).toContain('src="/photos/page-aboutus-1120.webp"');
    expect(markup).toContain(
      'alt="Our workshop at GIDC Makarpura, Vadodara, with a power transformer under overhaul" width="1120" height="840" loading="lazy"',
    );
    expect(markup).toContain('<img src="data:image/webp;base64,');
    expect(markup).not.toContain("drawing.svg");
  });

  it("shows the drawing where the slot has no photo", () => {
    const markup = renderToStaticMarkup(
      createElement(Photo, {
        slot: "page-transformer-rental",
        fallback: createElement("img", { src: "/images/drawing.svg", alt: "Drawing" }),
        sizes: "100vw",
        manifest,
      }),
    );
    expect(markup).toContain('<img src="/images/drawing.svg" alt="Drawing"/>');
    expect(markup).not.toContain("<picture");
  });
});
