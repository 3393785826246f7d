/**
 * Share cards: the PNG a link preview (WhatsApp, LinkedIn, X) shows for a page. The build draws
 * one per prerendered sitemap page (scripts/og-images.ts) and meta.ts names it in the page's Open
 * Graph tags; both take the file's path from here. Plain TypeScript with no imports, so that the
 * build scripts can load it under Node.
 */
export const shareCardSize = { width: 1200, height: 630 } as const;

/** "/" → "/og/index.png", "/services/details/transformer-oil" → "/og/services/details/transformer-oil.png". */
export function shareCardPath(pagePath: string): string {
  const segments = pagePath.split(/[?#]/)[0]?.split("/").filter(Boolean) ?? [];
  return `/og/${segments.length ? segments.join("/") : "index"}.png`;
}
