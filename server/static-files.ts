import { readFile } from "node:fs/promises";
import path from "node:path";
import type { StaticEntry, StaticManifest } from "./static-manifest.ts";

export type StaticFile = StaticEntry & {
  body: Buffer;
  br?: Buffer;
  gzip?: Buffer;
};

export type Encoding = "br" | "gzip" | "identity";

/** Reads every built file and its precompressed copies into memory, keyed by URL path. */
export async function loadStaticFiles(buildDir: string): Promise<Map<string, StaticFile>> {
  const manifest = JSON.parse(
    await readFile(path.join(buildDir, "static-manifest.json"), "utf8"),
  ) as StaticManifest;
  const clientDir = path.join(buildDir, "client");
  const files = new Map<string, StaticFile>();
  await Promise.all(
    manifest.files.map(async (entry) => {
      const full = path.join(clientDir, entry.file);
      const file: StaticFile = { ...entry, body: await readFile(full) };
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
