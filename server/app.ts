import { createHash } from "node:crypto";
import type { IncomingMessage, ServerResponse } from "node:http";
import { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import { promisify } from "node:util";
import zlib from "node:zlib";
import { createHeaders } from "@remix-run/node-fetch-server";
import { LRUCache } from "lru-cache";
import {
  createRequestHandler,
  type RouterContext,
  RouterContextProvider,
  type ServerBuild,
} from "react-router";
import type { EnquiryService } from "../app/enquiries/service.server.ts";
import type { Config } from "./config.ts";
import { errorFields, type Logger } from "./logger.ts";
import { contentSecurityPolicy, createNonce, securityHeaders } from "./security.ts";
import { isFresh, negotiateEncoding, type StaticFile } from "./static-files.ts";
import { inlineScriptHashes } from "./static-manifest.ts";

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/** A server-rendered answer kept in memory: served like a static file until it falls out. */
type CachedPage = StaticFile & { status: number; shared: boolean };

export type AppOptions = {
  config: Config;
  build: ServerBuild;
  staticFiles: Map<string, StaticFile>;
  logger: Logger;
  enquiries?: EnquiryService;
};

export type App = {
  handle(req: IncomingMessage, res: ServerResponse): void;
  /** Requests that have started and not yet finished. */
  inFlight(): number;
  /** After this, every response asks the client to close its connection. */
  startDraining(): void;
};

class BodyTooLargeError extends Error {}

const compressibleType =
  /^(text\/|application\/(json|xml|javascript|manifest\+json)|image\/svg\+xml)/;
const methodsWithoutBody = new Set(["GET", "HEAD", "OPTIONS"]);

type EntryContexts = {
  nonceContext?: RouterContext<string>;
  clientIpContext?: RouterContext<string | undefined>;
  enquiryServiceContext?: RouterContext<EnquiryService | null>;
};

export function createApp({ config, build, staticFiles, logger, enquiries }: AppOptions): App {
  const handleRequest = createRequestHandler(build, config.NODE_ENV);
  // The context keys live in the build (entry.server re-exports them): the same objects the
  // route modules read.
  const { nonceContext, clientIpContext, enquiryServiceContext } = build.entry
    .module as EntryContexts;
  const https = config.SITE_URL.startsWith("https:");
  const baseHeaders = securityHeaders({ https });
  let active = 0;
  let draining = false;
  // Search results, 404s and data requests depend only on the URL and the build: each is
  // rendered once, compressed once and then answered from memory.
  const pageCache = new LRUCache<string, CachedPage>({
    maxSize: 64 * 1024 * 1024,
    sizeCalculation: (page) =>
      page.body.length + (page.br?.length ?? 0) + (page.gzip?.length ?? 0) + 512,
    ttl: 15 * 60_000,
  });

  function renderContext(req: IncomingMessage, nonce?: string): RouterContextProvider {
    const context = new RouterContextProvider();
    if (nonceContext && nonce) context.set(nonceContext, nonce);
    if (clientIpContext) context.set(clientIpContext, clientAddress(req));
    if (enquiryServiceContext && enquiries) context.set(enquiryServiceContext, enquiries);
    return context;
  }

  /**
   * Renders a GET without a nonce (so its inline scripts are hashed, as in prerendered pages),
   * reads the whole answer and compresses it once. Answers that may be shared are cached.
   */
  async function renderShared(req: IncomingMessage, url: URL): Promise<CachedPage | Response> {
    const request = new Request(url, { method: "GET", headers: createHeaders(req) });
    const response = await handleRequest(request, renderContext(req));
    if (!response.body) return response;
    const cacheControl = response.headers.get("cache-control") ?? "";
    const shared =
      (response.status === 200 || response.status === 404) &&
      !response.headers.has("set-cookie") &&
      !/no-store|private/.test(cacheControl);
    const body = Buffer.from(await response.arrayBuffer());
    const type = response.headers.get("content-type") ?? "application/octet-stream";
    const page: CachedPage = {
      url: url.pathname + url.search,
      file: "",
      type,
      status: response.status,
      etag: `"${createHash("sha1").update(body).digest("base64url").slice(0, 22)}"`,
      cacheControl: shared ? cacheControl || "public, max-age=0, must-revalidate" : "no-store",
      shared,
      encodings: [],
      body,
    };
    if (type.startsWith("text/html")) page.scriptHashes = inlineScriptHashes(body.toString("utf8"));
    if (compressibleType.test(type) && body.length > 256) {
      const [br, gz] = await Promise.all([
        brotli(body, {
          params: {
            [zlib.constants.BROTLI_PARAM_QUALITY]: 6,
            [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length,
          },
        }),
        gzip(body, { level: 6 }),
      ]);
      page.br = br;
      page.gzip = gz;
      page.encodings = ["br", "gzip"];
    }
    return page;
  }

  function setCommonHeaders(res: ServerResponse) {
    for (const [name, value] of Object.entries(baseHeaders)) res.setHeader(name, value);
    if (draining) res.setHeader("Connection", "close");
  }

  function sendText(
    res: ServerResponse,
    status: number,
    text: string,
    extra: Record<string, string> = {},
  ) {
    res.writeHead(status, {
      "Content-Type": "text/plain; charset=utf-8",
      "Content-Length": Buffer.byteLength(text),
      "Cache-Control": "no-store",
      ...extra,
    });
    res.end(text);
  }

  function sendStatic(req: IncomingMessage, res: ServerResponse, file: StaticFile, status = 200) {
    const scriptSources = file.scriptHashes ?? [];
    if (file.type.startsWith("text/html")) {
      res.setHeader("Content-Security-Policy", contentSecurityPolicy(scriptSources));
    } else {
      res.setHeader("Content-Security-Policy", contentSecurityPolicy([]));
    }
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
    res.setHeader("Content-Length", body?.length ?? 0);
    res.writeHead(status);
    res.end(req.method === "HEAD" ? undefined : body);
  }

  async function readBody(req: IncomingMessage): Promise<Buffer> {
    const declared = Number(req.headers["content-length"] ?? 0);
    if (declared > config.BODY_LIMIT_BYTES) throw new BodyTooLargeError();
    const chunks: Buffer[] = [];
    let size = 0;
    for await (const chunk of req) {
      size += (chunk as Buffer).length;
      if (size > config.BODY_LIMIT_BYTES) throw new BodyTooLargeError();
      chunks.push(chunk as Buffer);
    }
    return Buffer.concat(chunks);
  }

  function clientAddress(req: IncomingMessage): string | undefined {
    if (config.TRUST_PROXY) {
      const forwarded = String(req.headers["x-forwarded-for"] ?? "")
        .split(",")[0]
        ?.trim();
      if (forwarded) return forwarded;
    }
    return req.socket.remoteAddress;
  }

  function requestUrl(req: IncomingMessage): URL {
    const forwardedProto = config.TRUST_PROXY
      ? String(req.headers["x-forwarded-proto"] ?? "")
          .split(",")[0]
          ?.trim()
      : "";
    const forwardedHost = config.TRUST_PROXY
      ? String(req.headers["x-forwarded-host"] ?? "")
          .split(",")[0]
          ?.trim()
      : "";
    const protocol = forwardedProto === "https" ? "https" : "http";
    const host = forwardedHost || req.headers.host || `localhost:${config.PORT}`;
    return new URL(req.url ?? "/", `${protocol}://${host}`);
  }

  async function sendRendered(req: IncomingMessage, res: ServerResponse, url: URL) {
    const method = (req.method ?? "GET").toUpperCase();
    const controller = new AbortController();
    res.on("close", () => {
      if (!res.writableFinished) controller.abort();
    });
    const body = methodsWithoutBody.has(method) ? undefined : await readBody(req);
    const request = new Request(url, {
      method,
      headers: createHeaders(req),
      body: body ? new Uint8Array(body) : undefined,
      signal: controller.signal,
    });
    const nonce = createNonce();
    const response = await handleRequest(request, renderContext(req, nonce));
    await sendResponse(req, res, response, [`'nonce-${nonce}'`]);
  }

  /** Streams a rendered answer, compressed on the way when the client accepts it. */
  async function sendResponse(
    req: IncomingMessage,
    res: ServerResponse,
    response: Response,
    scriptSources: string[],
  ) {
    const method = (req.method ?? "GET").toUpperCase();

    res.statusCode = response.status;
    res.statusMessage = response.statusText || "";
    // A shutdown that began while this request was rendering: let the client reconnect elsewhere.
    if (draining) res.setHeader("Connection", "close");
    const setCookies = response.headers.getSetCookie();
    for (const [name, value] of response.headers) {
      if (name === "set-cookie") continue;
      res.setHeader(name, value);
    }
    if (setCookies.length) res.setHeader("Set-Cookie", setCookies);
    res.setHeader("Content-Security-Policy", contentSecurityPolicy(scriptSources));
    if (!response.headers.has("cache-control")) res.setHeader("Cache-Control", "no-store");

    if (!response.body || method === "HEAD") {
      res.end();
      return;
    }
    const type = response.headers.get("content-type") ?? "";
    const encoding =
      compressibleType.test(type) && !response.headers.has("content-encoding")
        ? negotiateEncoding(req.headers["accept-encoding"], ["br", "gzip"])
        : "identity";
    const source = Readable.fromWeb(response.body as import("node:stream/web").ReadableStream);
    if (encoding === "identity") {
      await pipeline(source, res);
      return;
    }
    res.removeHeader("Content-Length");
    res.setHeader("Content-Encoding", encoding);
    res.setHeader("Vary", "Accept-Encoding");
    const compressor =
      encoding === "br"
        ? zlib.createBrotliCompress({
            params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5 },
            flush: zlib.constants.BROTLI_OPERATION_FLUSH,
          })
        : zlib.createGzip({ level: 6, flush: zlib.constants.Z_SYNC_FLUSH });
    await pipeline(source, compressor, res);
  }

  async function route(req: IncomingMessage, res: ServerResponse) {
    setCommonHeaders(res);
    const url = requestUrl(req);
    const method = (req.method ?? "GET").toUpperCase();

    if (url.pathname === "/healthz") {
      const text = JSON.stringify({ status: "ok", uptimeSeconds: Math.round(process.uptime()) });
      res.writeHead(200, {
        "Content-Type": "application/json; charset=utf-8",
        "Content-Length": Buffer.byteLength(text),
        "Cache-Control": "no-store",
      });
      res.end(method === "HEAD" ? undefined : text);
      return;
    }

    if (url.pathname.length > 1 && url.pathname.endsWith("/")) {
      const location = url.pathname.replace(/\/+$/, "") + url.search;
      // 308 keeps a POST a POST; GET and HEAD get the usual permanent redirect.
      const status = method === "GET" || method === "HEAD" ? 301 : 308;
      res.writeHead(status, { Location: location || "/", "Cache-Control": "public, max-age=3600" });
      res.end();
      return;
    }

    if (method === "GET" || method === "HEAD") {
      const file = staticFiles.get(url.pathname);
      // A query string asks the server to render, e.g. a form submitted without JavaScript.
      if (file && (!url.search || !file.type.startsWith("text/html"))) {
        sendStatic(req, res, file);
        return;
      }
    }

    if (
      (method === "GET" || method === "HEAD") &&
      !req.headers.cookie &&
      !req.headers.authorization
    ) {
      const key = url.pathname + url.search;
      let page = pageCache.get(key);
      if (!page) {
        const rendered = await renderShared(req, url);
        if (rendered instanceof Response) {
          await sendResponse(req, res, rendered, []);
          return;
        }
        page = rendered;
        if (page.shared) pageCache.set(key, page);
      }
      sendStatic(req, res, page, page.status);
      return;
    }

    try {
      await sendRendered(req, res, url);
    } catch (error) {
      if (error instanceof BodyTooLargeError) {
        sendText(
          res,
          413,
          `The request is too large. The limit is ${Math.round(config.BODY_LIMIT_BYTES / 1024)} KB.`,
          { Connection: "close" },
        );
        req.resume();
        return;
      }
      throw error;
    }
  }

  return {
    handle(req, res) {
      const started = process.hrtime.bigint();
      active += 1;
      let done = false;
      const finish = () => {
        if (done) return;
        done = true;
        active -= 1;
        logger.info("request", {
          method: req.method,
          path: (req.url ?? "/").split("?")[0],
          status: res.statusCode,
          durationMs: Number((process.hrtime.bigint() - started) / 1000n) / 1000,
          bytes: Number(res.getHeader("content-length") ?? 0) || undefined,
          ip: req.socket.remoteAddress,
        });
      };
      res.on("finish", finish);
      res.on("close", finish);
      route(req, res).catch((error: unknown) => {
        // The client went away while the answer was streaming: nothing failed on our side.
        if ((error as NodeJS.ErrnoException)?.code === "ERR_STREAM_PREMATURE_CLOSE") return;
        logger.error("request failed", { path: req.url, ...errorFields(error) });
        if (!res.headersSent) {
          sendText(
            res,
            500,
            "Unexpected Application Error! The server could not answer this request.",
          );
        } else {
          res.destroy();
        }
      });
    },
    inFlight: () => active,
    startDraining() {
      draining = true;
    },
  };
}
