/**
 * After `react-router build`: writes sitemap.xml (every prerendered page of the route table that
 * is indexable and its own canonical copy) and robots.txt, then precompresses every static file
 * (brotli and gzip) and records, for prerendered HTML, its Content-Security-Policy with the hashes
 * of its inline scripts and styles, for the server and for nginx (build/nginx-csp.map).
 */
import { readdir, readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { contentSecurityPolicy } from "#app/lib/csp.ts";
import { loadSettings } from "#app/platform/settings.ts";
import { writeShareCards } from "./og-images.ts";
import { indexableServerPages, robotsTxt, sitemapPaths, sitemapXml } from "./sitemap.ts";
import { buildStaticManifest, nginxCspMap, urlForFile } from "./static-manifest.ts";

const root = path.resolve(import.meta.dirname, "..");
const clientDir = path.join(root, "build", "client");
const config = loadSettings();

const htmlFiles = (await readdir(clientDir, { recursive: true })).filter((file) =>
  file.endsWith(".html"),
);
const pages = await Promise.all(
  htmlFiles.map(async (file) => ({
    url: urlForFile(file),
    html: await readFile(path.join(clientDir, file), "utf8"),
  })),
);
const paths = [...sitemapPaths(pages, config.SITE_URL), ...indexableServerPages];
await writeFile(path.join(clientDir, "sitemap.xml"), sitemapXml(config.SITE_URL, paths));
await writeFile(path.join(clientDir, "robots.txt"), robotsTxt(config.SITE_URL));

// Share cards (og/<path>.png) before the manifest, so that they are served like every static file.
const cards = await writeShareCards(
  clientDir,
  pages.filter((page) => paths.includes(page.url)),
);
console.log(
  `postbuild: ${cards.files.length} share cards, ${Math.round(cards.bytes / 1024)} KiB, in ${(cards.ms / 1000).toFixed(1)} s`,
);

const manifest = await buildStaticManifest(clientDir, config.SITE_URL);
await writeFile(path.join(root, "build", "static-manifest.json"), JSON.stringify(manifest));
await writeFile(
  path.join(root, "build", "nginx-csp.map"),
  nginxCspMap(manifest, contentSecurityPolicy([])),
);

console.log(
  `postbuild: sitemap with ${paths.length} of ${pages.length} prerendered pages; ${manifest.files.length} static files precompressed`,
);
