/**
 * The photo pipeline: for every slot of app/lib/photo-slots.ts with a JPEG in content/photos
 * (named <slot>.jpg; a catalogue item's is item-<id>.jpg), writes AVIF and WebP files at the slot's widths, cropped to its aspect,
 * into public/photos, and a manifest (sizes and a blurred placeholder) in app/generated/photos.json
 * that the pages read at build time (app/lib/photo-manifest.ts). A slot without a photo is left out: its page shows the drawing.
 *
 *   node scripts/photos/build-photos.ts   (npm run build runs it before react-router build)
 */
import { mkdir, readdir, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import sharp from "sharp";
import { catalogueServices } from "#app/features/catalogue/public.server.ts";
import {
  type BuiltPhoto,
  type PhotoManifest,
  type PhotoSlot,
  type SlotSpec,
  slotSpec,
} from "#app/lib/photo-slots.ts";
import { photoUrl } from "#app/lib/photo-url.ts";

const root = path.resolve(import.meta.dirname, "../..");

/** A photo larger than this (in pixels) is refused: a camera's RAW export is not a web photo. */
const maxInputPixels = 60_000_000;

async function placeholder(file: string, aspect: SlotSpec["aspect"]): Promise<string> {
  const width = 16;
  const bytes = await sharp(file, { limitInputPixels: maxInputPixels })
    .rotate()
    .resize(width, Math.round((width * aspect[1]) / aspect[0]), { fit: "cover" })
    .blur(1.2)
    .webp({ quality: 40 })
    .toBuffer();
  return `data:image/webp;base64,${bytes.toString("base64")}`;
}

/** Makes one slot's files; widths the photo is too small for are left out, never upscaled. */
async function buildSlot(
  slot: PhotoSlot,
  spec: SlotSpec,
  file: string,
  outDir: string,
): Promise<BuiltPhoto> {
  const meta = await sharp(file, { limitInputPixels: maxInputPixels }).rotate().metadata();
  const sourceWidth = meta.autoOrient?.width ?? meta.width ?? 0;
  const sourceHeight = meta.autoOrient?.height ?? meta.height ?? 0;
  const [aw, ah] = spec.aspect;
  // The widest crop of the slot's aspect that fits inside the photo.
  const cropWidth = Math.min(sourceWidth, Math.floor((sourceHeight * aw) / ah));
  const fitting = spec.widths.filter((width) => width <= cropWidth);
  const widths = fitting.length > 0 ? fitting : [cropWidth];
  for (const width of widths) {
    const height = Math.round((width * ah) / aw);
    const resized = sharp(file, { limitInputPixels: maxInputPixels })
      .rotate()
      .resize(width, height, { fit: "cover", position: "attention" });
    await resized
      .clone()
      .avif({ quality: 52, effort: 4 })
      .toFile(path.join(outDir, path.basename(photoUrl(slot, width, "avif"))));
    await resized
      .clone()
      .webp({ quality: 74 })
      .toFile(path.join(outDir, path.basename(photoUrl(slot, width, "webp"))));
  }
  const largest = widths[widths.length - 1] ?? cropWidth;
  return {
    width: largest,
    height: Math.round((largest * ah) / aw),
    widths,
    placeholder: await placeholder(file, spec.aspect),
    alt: spec.alt,
  };
}

/**
 * Builds every slot that has a photo in `sourceDir`; writes the files into `outDir` (emptied
 * first, so a removed photo disappears) and the manifest into `manifestFile`, and returns it.
 */
export async function buildPhotos(options: {
  sourceDir: string;
  outDir: string;
  manifestFile: string;
  /** The ids of catalogue items, whose photos are "item-<id>.jpg". */
  itemIds?: string[];
}): Promise<PhotoManifest> {
  await rm(options.outDir, { recursive: true, force: true });
  await mkdir(options.outDir, { recursive: true });
  const files = (await readdir(options.sourceDir).catch(() => [] as string[])).sort();
  const items = new Set((options.itemIds ?? []).map((id) => `item-${id}`));
  const manifest: PhotoManifest = {};
  const unknown: string[] = [];
  for (const name of files.filter((file) => /\.jpe?g$/i.test(file))) {
    const slot = name.replace(/\.jpe?g$/i, "");
    const spec = slotSpec(slot);
    if (!spec || (slot.startsWith("item-") && !items.has(slot))) {
      unknown.push(name);
      continue;
    }
    manifest[slot] = await buildSlot(
      slot as PhotoSlot,
      spec,
      path.join(options.sourceDir, name),
      options.outDir,
    );
  }
  if (unknown.length > 0)
    console.warn(
      `build-photos: no slot is named ${unknown.join(", ")}; see content/photos/README.md`,
    );
  await mkdir(path.dirname(options.manifestFile), { recursive: true });
  await writeFile(options.manifestFile, `${JSON.stringify(manifest, null, 2)}\n`);
  return manifest;
}

if (import.meta.main) {
  const manifest = await buildPhotos({
    sourceDir: path.join(root, "content/photos"),
    outDir: path.join(root, "public/photos"),
    manifestFile: path.join(root, "app/generated/photos.json"),
    itemIds: catalogueServices.flatMap((service) =>
      service.kind === "group" ? service.categories.flat().map((item) => item.id) : [service.id],
    ),
  });
  const slots = Object.keys(manifest);
  console.log(
    `build-photos: ${slots.length === 0 ? "no photos yet, every slot shows its drawing" : slots.join(", ")}`,
  );
}
