import { readdir, readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { promisify } from "node:util";
import zlib from "node:zlib";
import { htmlPolicy } from "#app/lib/csp.ts";

/** One file of build/client as the server (server/http/static-files.ts) reads it. */
export type StaticEntry = {
  /** The URL path that serves this file, e.g. "/", "/aboutus", "/assets/root-x1.css". */
  url: string;
  /** Path relative to the client build folder. */
  file: string;
  type: string;
  cacheControl: string;
  /** Precompressed siblings written next to the file ("br" → file.br, "gzip" → file.gz). */
  encodings: ("br" | "gzip")[];
  /** For HTML: the page's Content-Security-Policy, its inline scripts and styles by hash. */
  csp?: string;
};

export type StaticManifest = {
  /** The SITE_URL the build was made with: every page's canonical link, the sitemap, the cards. */
  siteUrl: string;
  files: StaticEntry[];
};

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

const types: Record<string, string> = {
  ".html": "text/html; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".js": "text/javascript; charset=utf-8",
  ".json": "application/json; charset=utf-8",
  ".webmanifest": "application/manifest+json; charset=utf-8",
  ".data": "text/x-script; charset=utf-8",
  ".svg": "image/svg+xml",
  ".png": "image/png",
  ".jpg": "image/jpeg",
  ".webp": "image/webp",
  ".avif": "image/avif",
  ".ico": "image/x-icon",
  ".woff2": "font/woff2",
  ".xml": "application/xml; charset=utf-8",
  ".txt": "text/plain; charset=utf-8",
  ".pdf": "application/pdf",
};

const compressible = new Set([
  ".html",
  ".css",
  ".js",
  ".json",
  ".webmanifest",
  ".data",
  ".svg",
  ".xml",
  ".txt",
]);

export function contentType(file: string): string {
  return types[path.extname(file).toLowerCase()] ?? "application/octet-stream";
}

/** "index.html" → "/", "aboutus/index.html" → "/aboutus", anything else maps to itself. */
export function urlForFile(relative: string): string {
  const posix = relative.split(path.sep).join("/");
  if (posix === "index.html") return "/";
  if (posix.endsWith("/index.html")) return `/${posix.slice(0, -"/index.html".length)}`;
  return `/${posix}`;
}

export function cacheControlFor(url: string, type: string): string {
  if (url.startsWith("/assets/")) return "public, max-age=31536000, immutable";
  if (type.startsWith("text/html") || url.endsWith(".data"))
    // Browsers revalidate every time (a 304 is cheap); a CDN may keep a page for five minutes.
    return "public, max-age=0, s-maxage=300, must-revalidate";
  return "public, max-age=86400";
}

async function listFiles(dir: string, base = dir): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true });
  const nested = await Promise.all(
    entries.map((entry) => {
      const full = path.join(dir, entry.name);
      return entry.isDirectory() ? listFiles(full, base) : [path.relative(base, full)];
    }),
  );
  return nested.flat().filter((file) => !file.endsWith(".br") && !file.endsWith(".gz"));
}

export async function buildStaticManifest(
  clientDir: string,
  siteUrl: string,
): Promise<StaticManifest> {
  const files = (await listFiles(clientDir)).sort();
  const entries = await Promise.all(
    files.map(async (file): Promise<StaticEntry> => {
      const full = path.join(clientDir, file);
      const body = await readFile(full);
      const ext = path.extname(file).toLowerCase();
      const type = contentType(file);
      const url = urlForFile(file);
      const entry: StaticEntry = {
        url,
        file,
        type,
        cacheControl: cacheControlFor(url, type),
        encodings: [],
      };
      if (ext === ".html") entry.csp = htmlPolicy(body.toString("utf8"));
      if (compressible.has(ext) && body.length > 256) {
        const [br, gz] = await Promise.all([
          brotli(body, {
            params: {
              [zlib.constants.BROTLI_PARAM_QUALITY]: 11,
              [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length,
            },
          }),
          gzip(body, { level: 9 }),
        ]);
        if (br.length < body.length) {
          await writeFile(`${full}.br`, br);
          entry.encodings.push("br");
        }
        if (gz.length < body.length) {
          await writeFile(`${full}.gz`, gz);
          entry.encodings.push("gzip");
        }
      }
      return entry;
    }),
  );
  return { siteUrl, files: entries };
}

/**
 * The nginx include that gives each prerendered page its CSP (nginx cannot hash): keyed by the
 * URI nginx has once try_files found the file. Other files get the policy without hashes.
 */
export function nginxCspMap(manifest: StaticManifest, fallback: string): string {
  const lines = manifest.files
    .filter((entry) => entry.csp)
    .map((entry) => `    "/${entry.file.split(path.sep).join("/")}" "${entry.csp}";`);
  return `map $uri $page_csp {\n    default "${fallback}";\n${lines.join("\n")}\n}\n`;
}
