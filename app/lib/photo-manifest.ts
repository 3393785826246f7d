/**
 * The photos the build made (scripts/photos/build-photos.ts writes app/generated/photos.json).
 * Read through import.meta.glob so that a checkout without photos, or with the pipeline not yet
 * run, builds and type-checks: every slot then shows its drawing.
 */
import type { PhotoManifest } from "./photo-slots";

function load(): PhotoManifest {
  if (typeof import.meta.glob !== "function") return {};
  const found = import.meta.glob<PhotoManifest>("../generated/photos.json", {
    eager: true,
    import: "default",
  });
  return Object.values(found)[0] ?? {};
}

export const photoManifest: PhotoManifest = load();
