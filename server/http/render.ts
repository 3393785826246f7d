import { createHash } from "node:crypto";
import type { IncomingMessage, ServerResponse } from "node:http";
import zlib from "node:zlib";
import { createHeaders } from "@remix-run/node-fetch-server";
import { LRUCache } from "lru-cache";
import {
  createRequestHandler,
  matchRoutes,
  type RouteObject,
  type RouterContextProvider,
  type ServerBuild,
} from "react-router";
import { contentSecurityPolicy, createNonce } from "../security.ts";
import { cacheKey } from "./request-target.ts";
import {
  inlineScriptHashes,
  inlineStyleHashes,
  negotiateEncoding,
  type StaticFile,
} from "./static-files.ts";

/** A rendered answer held like a static file. */
export type RenderedPage = StaticFile & {
  body: Buffer;
  status: number;
  /** Headers of a page rendered for one visitor (X-Robots-Tag, Set-Cookie, Retry-After). */
  headers?: [string, string][];
};

/** What a rendered answer's own headers may add beyond those sendFile writes. */
const passedThrough = new Set([
  "x-robots-tag",
  "set-cookie",
  "retry-after",
  "referrer-policy",
  "content-disposition",
]);

export type Renderer = {
  /** A GET, rendered once and kept when it may be shared; the same for every visitor. */
  renderShared(req: IncomingMessage, url: URL, ip: string): Promise<RenderedPage | Response>;
  /** A POST: rendered for this request alone, with a CSP nonce, never cached. */
  renderFresh(
    req: IncomingMessage,
    res: ServerResponse,
    request: Request,
    ip: string,
  ): Promise<void>;
  send(
    req: IncomingMessage,
    res: ServerResponse,
    response: Response,
    sources: string[],
  ): Promise<void>;
  /** The 500 page, when anything inside a request fails. */
  sendError(res: ServerResponse): void;
};

export type RendererOptions = {
  build: ServerBuild | (() => Promise<ServerBuild>);
  mode: string;
  /** The per-request context routes read: client address, nonce, services. */
  contextFor(ip: string, nonce?: string): RouterContextProvider;
  /** Bytes of rendered answers kept in memory at most. */
  cacheBytes: number;
  errorPage: string;
};

const compressible = /^(text\/|application\/(json|xml|javascript)|image\/svg\+xml)/;
const pageCacheControl = "public, max-age=0, s-maxage=300, must-revalidate";

function etagOf(body: Buffer): string {
  return `"${createHash("sha1").update(body).digest("base64url").slice(0, 22)}"`;
}

/**
 * Compresses a rendered page (tens of KB) on the spot: synchronously, with windows sized to the
 * page. On the thread pool, cold renders were faster (283 against 207 a second on 2 cores) but a
 * flood of unique URLs peaked at 283 MB instead of 253 MB: encoders waiting there hold their
 * native buffers. Memory under attack matters more than the speed of never-seen URLs.
 */
function compressAll(body: Buffer, type: string): { br?: Buffer; gzip?: Buffer } {
  if (!compressible.test(type) || body.length <= 256) return {};
  const br = zlib.brotliCompressSync(body, {
    params: {
      [zlib.constants.BROTLI_PARAM_QUALITY]: 5,
      [zlib.constants.BROTLI_PARAM_LGWIN]: 18,
      [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length,
    },
  });
  const gz = zlib.gzipSync(body, { level: 6, memLevel: 8, windowBits: 15 });
  return { br, gzip: gz };
}

/** The route table as React Router's matcher wants it: a tree of paths. */
function routeTree(build: ServerBuild): RouteObject[] {
  type Entry = NonNullable<ServerBuild["routes"][string]>;
  const byParent = new Map<string | undefined, Entry[]>();
  for (const route of Object.values(build.routes)) {
    if (!route) continue;
    const siblings = byParent.get(route.parentId) ?? [];
    siblings.push(route);
    byParent.set(route.parentId, siblings);
  }
  const toObjects = (parentId: string | undefined): RouteObject[] =>
    (byParent.get(parentId) ?? []).map((route) =>
      route.index
        ? { id: route.id, index: true, path: route.path }
        : { id: route.id, path: route.path, children: toObjects(route.id) },
    );
  return toObjects(undefined);
}

/**
 * Says whether a path falls through to the catch-all route: every such path gets the same 404
 * page, so it is rendered once and answered from the cache under one key, not once per path.
 */
function notFoundMatcher(build: ServerBuild) {
  const tree = routeTree(build);
  // React Router answers these itself: data requests and lazy route discovery.
  const manifestPath =
    build.routeDiscovery?.mode === "lazy" ? build.routeDiscovery.manifestPath : "/__manifest";
  return (pathname: string): boolean => {
    if (pathname.endsWith(".data") || pathname === manifestPath) return false;
    const leaf = matchRoutes(tree, pathname)?.at(-1)?.route;
    return !leaf || leaf.path === "*";
  };
}

export function createRenderer(options: RendererOptions): Renderer {
  const handleRequest = createRequestHandler(options.build, options.mode);
  // Under `npm run dev` the build changes while the server runs: no shortcut there.
  const isNotFound =
    typeof options.build === "function" ? () => false : notFoundMatcher(options.build);
  // Keyed by path and meaningful query parameters; bounded by bytes, so a flood of unique URLs
  // only pushes older answers out.
  const cache = new LRUCache<string, RenderedPage>({
    maxSize: options.cacheBytes,
    sizeCalculation: (page) =>
      page.body.length + (page.br?.length ?? 0) + (page.gzip?.length ?? 0) + 1024,
    ttl: 15 * 60_000,
  });
  // Paths already matched to the catch-all route: matching walks the whole route table, which
  // costs more than answering from the cache.
  const knownNotFound = new LRUCache<string, true>({ max: 20_000 });

  async function toPage(response: Response, url: URL): Promise<RenderedPage | Response> {
    if (!response.body || (response.status >= 300 && response.status < 400)) return response;
    const cacheControl = response.headers.get("cache-control") ?? "";
    const shared =
      (response.status === 200 || response.status === 404) &&
      !response.headers.has("set-cookie") &&
      !/no-store|private/.test(cacheControl);
    const body = Buffer.from(await response.arrayBuffer());
    const type = response.headers.get("content-type") ?? "application/octet-stream";
    const compressed = compressAll(body, type);
    return {
      url: url.pathname,
      file: "",
      type,
      status: response.status,
      etag: etagOf(body),
      // A route that already said no-store (a staff photo: "no-store, private") keeps its words.
      cacheControl: shared
        ? cacheControl || pageCacheControl
        : cacheControl.includes("no-store")
          ? cacheControl
          : "no-store",
      encodings: [
        ...(compressed.br ? ["br" as const] : []),
        ...(compressed.gzip ? ["gzip" as const] : []),
      ],
      scriptHashes: type.startsWith("text/html") ? inlineScriptHashes(body.toString("utf8")) : [],
      styleHashes: type.startsWith("text/html") ? inlineStyleHashes(body.toString("utf8")) : [],
      headers: [...response.headers].filter(([name]) => passedThrough.has(name)),
      body,
      ...compressed,
    };
  }

  const renderer: Renderer = {
    async renderShared(req, url, ip) {
      // Nothing personal is ever shared: a request with credentials is rendered for itself.
      const personal = req.headers.cookie !== undefined || req.headers.authorization !== undefined;
      const ownKey = cacheKey(url.pathname, url.search);
      if (!personal) {
        const cached =
          cache.get(ownKey) ?? (knownNotFound.has(ownKey) ? cache.get("404") : undefined);
        if (cached) return cached;
      }
      const notFound = knownNotFound.has(ownKey) || isNotFound(url.pathname);
      if (notFound) knownNotFound.set(ownKey, true);
      const key = notFound ? "404" : ownKey;
      const request = new Request(url, { method: "GET", headers: createHeaders(req) });
      const page = await toPage(await handleRequest(request, options.contextFor(ip)), url);
      const storable =
        !personal && !(page instanceof Response) && !page.cacheControl.includes("no-store");
      // Only a real 404 may stand for every unknown path.
      if (storable && (!notFound || page.status === 404)) cache.set(key, page);
      return page;
    },

    async renderFresh(req, res, request, ip) {
      const nonce = createNonce();
      const response = await handleRequest(request, options.contextFor(ip, nonce));
      await renderer.send(req, res, response, [`'nonce-${nonce}'`]);
    },

    async send(req, res, response, sources) {
      res.statusCode = response.status;
      for (const [name, value] of response.headers) {
        if (name !== "set-cookie" && name !== "content-length") res.setHeader(name, value);
      }
      const cookies = response.headers.getSetCookie();
      if (cookies.length) res.setHeader("Set-Cookie", cookies);
      // Answers to form posts hold what one visitor sent: never kept by any cache.
      if (req.method === "POST" || !response.headers.has("cache-control"))
        res.setHeader("Cache-Control", "no-store");
      const body = response.body ? Buffer.from(await response.arrayBuffer()) : Buffer.alloc(0);
      const type = response.headers.get("content-type") ?? "";
      res.setHeader(
        "Content-Security-Policy",
        contentSecurityPolicy(
          sources,
          type.startsWith("text/html") ? inlineStyleHashes(body.toString("utf8")) : [],
        ),
      );
      const encoding =
        compressible.test(type) && body.length > 256 && !response.headers.has("content-encoding")
          ? negotiateEncoding(req.headers["accept-encoding"], ["br", "gzip"])
          : "identity";
      let payload: Buffer = body;
      if (encoding !== "identity") {
        const compressed = compressAll(body, type);
        payload = (encoding === "br" ? compressed.br : compressed.gzip) ?? body;
        res.setHeader("Content-Encoding", encoding);
        res.setHeader("Vary", "Accept-Encoding");
      }
      res.setHeader("Content-Length", payload.length);
      res.end(req.method === "HEAD" ? undefined : payload);
    },

    sendError(res) {
      const body = Buffer.from(options.errorPage);
      res.writeHead(500, {
        "Content-Type": "text/html; charset=utf-8",
        "Content-Length": body.length,
        "Cache-Control": "no-store",
        "Content-Security-Policy": contentSecurityPolicy([], inlineStyleHashes(options.errorPage)),
      });
      res.end(body);
    },
  };
  return renderer;
}
