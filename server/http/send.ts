import { readFile } from "node:fs/promises";
import type { IncomingMessage, ServerResponse } from "node:http";
import { contentSecurityPolicy } from "../security.ts";
import { isFresh, negotiateEncoding, type StaticFile } from "./static-files.ts";

/** A short plain-text answer (errors, redirects, probes); never cached. */
export function sendText(
  res: ServerResponse,
  status: number,
  text: string,
  headers: Record<string, string> = {},
) {
  const empty = status === 204 || status === 304 || text === "";
  res.writeHead(status, {
    "Cache-Control": "no-store",
    ...(empty ? {} : { "Content-Type": "text/plain; charset=utf-8" }),
    ...(status === 204 ? {} : { "Content-Length": empty ? 0 : Buffer.byteLength(text) }),
    ...headers,
  });
  res.end(empty || res.req?.method === "HEAD" ? undefined : text);
}

/** A file held in memory, precompressed: ETag and 304, brotli or gzip as the client accepts. */
export function sendFile(
  req: IncomingMessage,
  res: ServerResponse,
  file: StaticFile & { headers?: [string, string][] },
  status = 200,
) {
  const cookies: string[] = [];
  for (const [name, value] of file.headers ?? []) {
    if (name === "set-cookie") cookies.push(value);
    else res.setHeader(name, value);
  }
  if (cookies.length > 0) res.setHeader("Set-Cookie", cookies);
  res.setHeader(
    "Content-Security-Policy",
    file.type.startsWith("text/html")
      ? contentSecurityPolicy(file.scriptHashes ?? [], file.styleHashes ?? [])
      : contentSecurityPolicy([]),
  );
  res.setHeader("ETag", file.etag);
  res.setHeader("Cache-Control", file.cacheControl);
  res.setHeader("Content-Type", file.type);
  if (file.encodings.length) res.setHeader("Vary", "Accept-Encoding");
  if (status === 200 && isFresh(req.headers["if-none-match"], file.etag)) {
    res.writeHead(304);
    res.end();
    return;
  }
  const encoding = negotiateEncoding(req.headers["accept-encoding"], file.encodings);
  const body = encoding === "br" ? file.br : encoding === "gzip" ? file.gzip : file.body;
  if (encoding !== "identity") res.setHeader("Content-Encoding", encoding);
  const send = (bytes: Buffer | undefined) => {
    res.setHeader("Content-Length", bytes?.length ?? 0);
    res.writeHead(status);
    res.end(req.method === "HEAD" ? undefined : bytes);
  };
  if (body || !file.path) return send(body);
  readFile(file.path).then(send, () => {
    if (!res.headersSent) sendText(res, 500, "The file could not be read.");
    else res.destroy();
  });
}
