/** The parts of a React Router server build's route table that the sitemap needs. */
export type BuildRoute = {
  id: string;
  parentId?: string;
  path?: string;
  index?: boolean;
  module: { handle?: unknown };
};

export type SitemapHandle = {
  /** false: never listed (noindex pages, duplicates, the catch-all). A function: the concrete
   * paths of a dynamic route, e.g. one per catalogue item. */
  sitemap?: false | (() => string[]);
};

function handleOf(route: BuildRoute): SitemapHandle {
  const handle = route.module.handle;
  return handle && typeof handle === "object" ? (handle as SitemapHandle) : {};
}

function fullPath(route: BuildRoute, routes: Record<string, BuildRoute | undefined>): string {
  const segments: string[] = [];
  for (let current: BuildRoute | undefined = route; current; ) {
    if (current.path) segments.unshift(current.path.replace(/^\/+|\/+$/g, ""));
    current = current.parentId ? routes[current.parentId] : undefined;
  }
  return `/${segments.filter(Boolean).join("/")}`;
}

/** Every public page of the route table, in a stable order, without duplicates. */
export function sitemapPaths(routes: Record<string, BuildRoute | undefined>): string[] {
  const paths = new Set<string>();
  const childParents = new Set(
    Object.values(routes)
      .map((route) => route?.parentId)
      .filter(Boolean),
  );
  for (const route of Object.values(routes)) {
    if (!route || route.id === "root") continue;
    const handle = handleOf(route);
    if (handle.sitemap === false) continue;
    if (typeof handle.sitemap === "function") {
      for (const path of handle.sitemap()) paths.add(path);
      continue;
    }
    // Layout routes without a path of their own render through their children.
    if (!route.path && !route.index) continue;
    if (childParents.has(route.id) && !route.index && !route.path) continue;
    const path = fullPath(route, routes);
    if (path.includes(":") || path.includes("*")) continue;
    paths.add(path);
  }
  return [...paths].sort((a, b) => (a === "/" ? -1 : b === "/" ? 1 : a.localeCompare(b)));
}

function escapeXml(text: string): string {
  return text
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;")
    .replace(/'/g, "&apos;");
}

export function sitemapXml(siteUrl: string, paths: string[]): string {
  const urls = paths
    .map((path) => `  <url><loc>${escapeXml(new URL(path, `${siteUrl}/`).toString())}</loc></url>`)
    .join("\n");
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`;
}

export function robotsTxt(siteUrl: string): string {
  return `User-agent: *\nAllow: /\nDisallow: /maintainance\n\nSitemap: ${siteUrl}/sitemap.xml\n`;
}
