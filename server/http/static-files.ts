import { createHash } from "node:crypto";
import { readFile } from "node:fs/promises";
import path from "node:path";

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
  /** For HTML: CSP source expressions ('sha256-…') of its <style> elements. */
  styleHashes?: string[];
};

export type StaticManifest = { files: StaticEntry[] };

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

/**
 * CSP hashes of the <style> elements of an HTML document: the inlined stylesheet, and the
 * typeface's faces in <noscript>, which become a style element when scripting is off.
 */
export function inlineStyleHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const match of html.matchAll(/<style(?:\s[^>]*)?>([\s\S]*?)<\/style>/gi)) {
    const digest = createHash("sha256")
      .update(match[1] ?? "", "utf8")
      .digest("base64");
    hashes.add(`'sha256-${digest}'`);
  }
  return [...hashes];
}

export type StaticFile = StaticEntry & {
  /**
   * The file as built. A file with precompressed copies keeps only those in memory: nearly every
   * client takes one, and the rare one that takes neither is sent the file read from `path`.
   */
  body?: Buffer;
  path?: string;
  br?: Buffer;
  gzip?: Buffer;
};

export type Encoding = "br" | "gzip" | "identity";

/**
 * Reads every built file's precompressed copies, and the files that have none, into memory, keyed
 * by URL path. The uncompressed pages stay on disk: 24 MB of HTML the server would otherwise hold.
 */
export async function loadStaticFiles(buildDir: string): Promise<Map<string, StaticFile>> {
  const manifest = JSON.parse(
    await readFile(path.join(buildDir, "static-manifest.json"), "utf8"),
  ) as StaticManifest;
  const clientDir = path.join(buildDir, "client");
  const files = new Map<string, StaticFile>();
  await Promise.all(
    manifest.files.map(async (entry) => {
      const full = path.join(clientDir, entry.file);
      const file: StaticFile = { ...entry, path: full };
      if (entry.encodings.length === 0) file.body = await readFile(full);
      if (entry.encodings.includes("br")) file.br = await readFile(`${full}.br`);
      if (entry.encodings.includes("gzip")) file.gzip = await readFile(`${full}.gz`);
      files.set(entry.url, file);
    }),
  );
  return files;
}

/** The best encoding the client accepts: brotli, then gzip, else none (q=0 refuses one). */
export function negotiateEncoding(
  acceptEncoding: string | undefined,
  available: Encoding[],
): Encoding {
  if (!acceptEncoding) return "identity";
  const accepted = new Map<string, number>();
  for (const part of acceptEncoding.toLowerCase().split(",")) {
    const [name, ...params] = part.trim().split(";");
    if (!name) continue;
    const q = params.map((p) => p.trim()).find((p) => p.startsWith("q="));
    accepted.set(name, q ? Number(q.slice(2)) || 0 : 1);
  }
  const wildcard = accepted.get("*");
  for (const encoding of ["br", "gzip"] as const) {
    if (!available.includes(encoding)) continue;
    const q = accepted.get(encoding) ?? wildcard ?? 0;
    if (q > 0) return encoding;
  }
  return "identity";
}

/** True when the request's If-None-Match names the current ETag. */
export function isFresh(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  if (ifNoneMatch.trim() === "*") return true;
  return ifNoneMatch
    .split(",")
    .map((tag) => tag.trim().replace(/^W\//, ""))
    .includes(etag);
}
