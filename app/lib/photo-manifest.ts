/**
 * The photos the build made (scripts/photos/build-photos.ts writes app/generated/photos.json).
 * Read through import.meta.glob so that a checkout without photos, or with the pipeline not yet
 * run, builds and type-checks: every slot then shows its drawing.
 */
import type { PhotoManifest } from "./photo-slots.ts";

function load(): PhotoManifest {
  // Vite rewrites the call at compile time; `typeof import.meta.glob` is not rewritten, so the
  // call must come first. Where no Vite compiled the module (plain Node), it throws: no photos.
  try {
    const found = import.meta.glob<PhotoManifest>("../generated/photos.json", {
      eager: true,
      import: "default",
    });
    return Object.values(found)[0] ?? {};
  } catch {
    return {};
  }
}

export const photoManifest: PhotoManifest = load();
