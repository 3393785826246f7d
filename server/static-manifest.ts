import { createHash } from "node:crypto";
import { readdir, readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { promisify } from "node:util";
import zlib from "node:zlib";

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

export type StaticEntry = {
  /** The URL path that serves this file, e.g. "/", "/aboutus", "/assets/root-x1.css". */
  url: string;
  /** Path relative to the client build folder. */
  file: string;
  type: string;
  etag: string;
  cacheControl: string;
  /** Precompressed siblings written next to the file ("br" → file.br, "gzip" → file.gz). */
  encodings: ("br" | "gzip")[];
  /** For HTML: CSP source expressions ('sha256-…') of its inline scripts. */
  scriptHashes?: string[];
};

export type StaticManifest = { files: StaticEntry[] };

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
    return "public, max-age=0, must-revalidate";
  return "public, max-age=86400";
}

/** CSP hashes of the inline scripts of an HTML document (JSON-LD data blocks are not scripts). */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const match of html.matchAll(/<script(\s[^>]*)?>([\s\S]*?)<\/script>/gi)) {
    const attributes = match[1] ?? "";
    if (/\ssrc\s*=/i.test(attributes)) continue;
    const type = /\stype\s*=\s*"?([^"\s>]+)/i.exec(attributes)?.[1]?.toLowerCase();
    if (type && type !== "module" && type !== "text/javascript") continue;
    const digest = createHash("sha256")
      .update(match[2] ?? "", "utf8")
      .digest("base64");
    hashes.add(`'sha256-${digest}'`);
  }
  return [...hashes];
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

export async function buildStaticManifest(clientDir: string): Promise<StaticManifest> {
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
        etag: `"${createHash("sha1").update(body).digest("base64url").slice(0, 22)}"`,
        cacheControl: cacheControlFor(url, type),
        encodings: [],
      };
      if (ext === ".html") entry.scriptHashes = inlineScriptHashes(body.toString("utf8"));
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
  return { files: entries };
}
