/**
 * The limit: a bare node:http server that answers one page's bytes from memory, compressed the
 * same way the site sends them. Nothing can serve that page faster on this machine.
 */
import { createServer } from "node:http";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";

const pageUrl = process.env.PAGE_URL ?? "http://127.0.0.1:3400/services";
const port = Number(process.env.PORT ?? 3401);

const body = Buffer.from(
  await (await fetch(pageUrl, { headers: { "accept-encoding": "identity" } })).arrayBuffer(),
);
const br = brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } });
const gzip = gzipSync(body, { level: 9 });

createServer((req, res) => {
  if (req.url === "/healthz") {
    res.writeHead(200, { "Content-Type": "application/json" }).end('{"status":"ok"}');
    return;
  }
  const accept = req.headers["accept-encoding"] ?? "";
  const encoded = accept.includes("br") ? br : accept.includes("gzip") ? gzip : body;
  const headers: Record<string, string | number> = {
    "Content-Type": "text/html; charset=utf-8",
    "Content-Length": encoded.length,
  };
  if (encoded !== body) headers["Content-Encoding"] = encoded === br ? "br" : "gzip";
  res.writeHead(200, headers).end(encoded);
}).listen(port, "127.0.0.1");
