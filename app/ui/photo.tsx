import type { ReactNode } from "react";
import { photoManifest } from "#app/lib/photo-manifest.ts";
import type { PhotoManifest, PhotoSlot } from "#app/lib/photo-slots.ts";
import { photoUrl } from "#app/lib/photo-url.ts";

/**
 * A named place for a photograph. With a photo built for the slot: a <picture> of AVIF and WebP
 * at the slot's widths, width and height set, over a tiny blurred placeholder (an <img> with a
 * data: URI, which the content security policy allows where an inline style would not). Without
 * one: the `fallback`, the drawing the page showed before.
 */
export function Photo({
  slot,
  fallback,
  sizes,
  className = "",
  priority = false,
  alt,
  manifest = photoManifest,
}: {
  slot: PhotoSlot;
  /** What the photo shows; the slot's own text unless given (an item's photo names the item). */
  alt?: string;
  fallback: ReactNode;
  /** The `sizes` of the page's layout, e.g. "(min-width: 1024px) 560px, 100vw". */
  sizes: string;
  className?: string;
  /** The page's main picture: fetched at once and first. */
  priority?: boolean;
  /** The built photos; the build's own unless a test gives one. */
  manifest?: PhotoManifest;
}) {
  const built = manifest[slot];
  if (!built) return fallback;
  const srcSet = (format: "avif" | "webp") =>
    built.widths.map((width) => `${photoUrl(slot, width, format)} ${width}w`).join(", ");
  const largest = built.widths[built.widths.length - 1] ?? built.width;
  return (
    <span className={`relative block overflow-hidden bg-paper ${className}`} data-photo-slot={slot}>
      <img
        src={built.placeholder}
        alt=""
        aria-hidden="true"
        width={built.width}
        height={built.height}
        className="absolute inset-0 size-full scale-110 object-cover blur-lg"
      />
      <picture>
        <source type="image/avif" srcSet={srcSet("avif")} sizes={sizes} />
        <source type="image/webp" srcSet={srcSet("webp")} sizes={sizes} />
        <img
          src={photoUrl(slot, largest, "webp")}
          alt={alt ?? built.alt}
          width={built.width}
          height={built.height}
          loading={priority ? "eager" : "lazy"}
          decoding={priority ? "sync" : "async"}
          fetchPriority={priority ? "high" : undefined}
          className="relative block h-auto w-full"
        />
      </picture>
    </span>
  );
}
