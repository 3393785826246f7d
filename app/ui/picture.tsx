import type { Illustration } from "./content-types.ts";

/** An illustration with its intrinsic size set, so it never shifts the layout as it loads. */
export function Picture({
  image,
  className = "",
  priority = false,
  sizes,
}: {
  image: Illustration;
  className?: string;
  /** The page's main picture: fetched at once and first. */
  priority?: boolean;
  sizes?: string;
}) {
  return (
    <img
      src={image.src}
      alt={image.alt}
      width={image.width}
      height={image.height}
      sizes={sizes}
      loading={priority ? "eager" : "lazy"}
      decoding={priority ? "sync" : "async"}
      fetchPriority={priority ? "high" : undefined}
      className={`h-auto max-w-full bg-paper ${className}`}
    />
  );
}
