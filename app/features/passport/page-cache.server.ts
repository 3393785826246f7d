/**
 * The customer's pages as rendered, kept per process (issue 23): the whole answer (status,
 * headers, body) and its compressed forms, in an LRU capped by bytes. An entry is keyed by the
 * page's path and the data version it was rendered at (`dataVersion`): the version is read from
 * the database on every request, so a change by staff (in any process) makes the next request
 * miss and render again. Nothing here checks a token or logs an access: the caller has done both
 * before it asks.
 */
import { createHash } from "node:crypto";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import { LRUCache } from "lru-cache";

export type Encoding = "br" | "gzip" | "identity";

type Entry = {
  status: number;
  headers: [string, string][];
  etag: string;
  bodies: Partial<Record<Encoding, Buffer>>;
};

/** The most bytes kept (bodies of every encoding counted), and the largest page kept. */
export const pageCacheBytes = 16 * 1024 * 1024;
const largestPage = 1024 * 1024;

export type PageCache = ReturnType<typeof createPageCache>;

/** The encoding to send for an Accept-Encoding header: brotli, else gzip, else none. */
export function encodingFor(accept: string | null): Encoding {
  const offered = (accept ?? "")
    .toLowerCase()
    .split(",")
    .map((part) => part.trim());
  const accepts = (name: string) =>
    offered.some((part) => part.split(";")[0] === name && !/;\s*q=0(\.0*)?$/.test(part));
  if (accepts("br")) return "br";
  if (accepts("gzip")) return "gzip";
  return "identity";
}

function compress(body: Buffer, encoding: Encoding): Buffer {
  if (encoding === "br")
    return brotliCompressSync(body, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: 6,
        [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
      },
    });
  if (encoding === "gzip") return gzipSync(body, { level: 6 });
  return body;
}

function sizeOf(entry: Entry): number {
  let bytes = 512;
  for (const body of Object.values(entry.bodies)) bytes += body?.length ?? 0;
  return bytes;
}

export function createPageCache(maxBytes = pageCacheBytes) {
  const entries = new LRUCache<string, Entry>({ maxSize: maxBytes, sizeCalculation: sizeOf });

  /** The answer kept for `key` in `encoding` (compressed now and kept when first asked for). */
  function answer(key: string, entry: Entry, encoding: Encoding): Response {
    let body = entry.bodies[encoding];
    if (!body) {
      body = compress(entry.bodies.identity as Buffer, encoding);
      // A new entry, so the LRU counts the new bytes (and lets others go if need be); it keeps
      // an entry set again unchanged at its old size.
      if (entries.has(key))
        entries.set(key, { ...entry, bodies: { ...entry.bodies, [encoding]: body } });
    }
    const headers = new Headers(entry.headers);
    headers.set("ETag", entry.etag);
    headers.append("Vary", "Accept-Encoding");
    if (encoding !== "identity") headers.set("Content-Encoding", encoding);
    return new Response(new Uint8Array(body), { status: entry.status, headers });
  }

  return {
    /** The kept answer for `key`, or undefined. */
    get(key: string, encoding: Encoding): Response | undefined {
      const entry = entries.get(key);
      return entry ? answer(key, entry, encoding) : undefined;
    },
    /**
     * Keeps a rendered 200 answer under `key` and returns it to send in `encoding`; any other
     * answer (a 404, an error) is returned as it is and not kept.
     */
    async keep(key: string, response: Response, encoding: Encoding): Promise<Response> {
      const { headers: given } = response;
      if (response.status !== 200 || given.has("Content-Encoding") || given.has("Set-Cookie"))
        return response;
      const identity = Buffer.from(await response.arrayBuffer());
      const headers = [...given].filter(([name]) => !["content-length", "etag"].includes(name));
      const etag = `"${createHash("sha1").update(identity).digest("base64url")}"`;
      const entry: Entry = { status: 200, headers, etag, bodies: { identity } };
      if (identity.length > largestPage) return answer(key, entry, encoding);
      entries.set(key, entry);
      return answer(key, entry, encoding);
    },
    /** Bytes kept now (for tests and the server's memory report). */
    bytes: () => entries.calculatedSize,
    size: () => entries.size,
  };
}
