import { escapeMarkup } from "#app/lib/escape.ts";
/** A prerendered page: its URL path and its HTML. */
export type BuiltPage = { url: string; html: string };

function canonicalOf(html: string): string | undefined {
  return /<link[^>]*rel="canonical"[^>]*href="([^"]+)"/i.exec(html)?.[1];
}

function isNoindex(html: string): boolean {
  return /<meta[^>]*name="robots"[^>]*content="[^"]*noindex/i.test(html);
}

/**
 * The pages a search engine should index: every prerendered page of the route table that is its
 * own canonical copy and not marked noindex. Home first, then alphabetical.
 */
export function sitemapPaths(pages: BuiltPage[], siteUrl: string): string[] {
  return pages
    .filter((page) => !isNoindex(page.html))
    .filter((page) => canonicalOf(page.html) === new URL(page.url, `${siteUrl}/`).toString())
    .map((page) => page.url)
    .sort((a, b) => (a === "/" ? -1 : b === "/" ? 1 : a.localeCompare(b)));
}

export function sitemapXml(siteUrl: string, paths: string[]): string {
  const urls = paths
    .map(
      (path) => `  <url><loc>${escapeMarkup(new URL(path, `${siteUrl}/`).toString())}</loc></url>`,
    )
    .join("\n");
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`;
}

/** Public pages rendered for each request (not prerendered) that belong in the sitemap. */
export const indexableServerPages = ["/transformer/rental"];

/**
 * Crawlers keep out of the maintenance page, private status links, the staff console, the
 * report files e-mailed to customers, customers' fleet links and reminders' stop links (all of
 * them also noindex).
 */
export function robotsTxt(siteUrl: string): string {
  const disallowed = [
    "/maintainance",
    "/requests/",
    "/staff",
    "/report-files/",
    "/fleet/",
    "/reminders/",
  ];
  return `User-agent: *\nAllow: /\n${disallowed.map((path) => `Disallow: ${path}\n`).join("")}\nSitemap: ${siteUrl}/sitemap.xml\n`;
}
