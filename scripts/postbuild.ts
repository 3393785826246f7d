/**
 * After `react-router build`: writes sitemap.xml and robots.txt from the route table, then
 * precompresses every static file (brotli and gzip) and records, for each one, its ETag and, for
 * prerendered HTML, the hashes of its inline scripts for the Content-Security-Policy.
 */
import { writeFile } from "node:fs/promises";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { loadConfig } from "../server/config.ts";
import { type BuildRoute, robotsTxt, sitemapPaths, sitemapXml } from "../server/sitemap.ts";
import { buildStaticManifest } from "../server/static-manifest.ts";

const root = path.resolve(import.meta.dirname, "..");
const clientDir = path.join(root, "build", "client");
const config = loadConfig();

const build = (await import(pathToFileURL(path.join(root, "build/server/index.js")).href)) as {
  routes: Record<string, BuildRoute>;
};
const paths = sitemapPaths(build.routes);
await writeFile(path.join(clientDir, "sitemap.xml"), sitemapXml(config.SITE_URL, paths));
await writeFile(path.join(clientDir, "robots.txt"), robotsTxt(config.SITE_URL));

const manifest = await buildStaticManifest(clientDir);
await writeFile(path.join(root, "build", "static-manifest.json"), JSON.stringify(manifest));

const pages = manifest.files.filter((file) => file.type.startsWith("text/html")).length;
console.log(
  `postbuild: sitemap with ${paths.length} pages; ${manifest.files.length} static files (${pages} prerendered pages) precompressed`,
);
