/**
 * A catalogue picture, drawn at 480 × 360. It is decorative unless `alt` names it; `lazy` defers
 * it until it nears the viewport, as in lists of cards.
 */
export function CatalogueImage({
  src,
  alt = "",
  lazy = false,
  priority = false,
  className,
}: {
  src: string;
  alt?: string;
  lazy?: boolean;
  priority?: boolean;
  className: string;
}) {
  return (
    <img
      src={src}
      alt={alt}
      width={480}
      height={360}
      loading={lazy ? "lazy" : undefined}
      decoding={lazy ? "async" : undefined}
      fetchPriority={priority ? "high" : undefined}
      className={className}
    />
  );
}
