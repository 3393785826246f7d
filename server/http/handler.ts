import type { IncomingMessage, ServerResponse } from "node:http";
import { Readable } from "node:stream";
import { createHeaders } from "@remix-run/node-fetch-server";
import { errorFields, type Logger } from "../../app/lib/logger.ts";
import type { Config } from "../config.ts";
import { securityHeaders, strictTransportSecurity } from "../security.ts";
import { readBody } from "./body.ts";
import { allowedMethods, judgeMethod, readOnlyMethods } from "./methods.ts";
import { createProxyTrust } from "./proxy.ts";
import type { Renderer } from "./render.ts";
import { cacheKey, hostFieldCount, isValidHost, parseTarget } from "./request-target.ts";
import { sendFile, sendText } from "./send.ts";
import type { StaticFile } from "./static-files.ts";

/** A body larger than the limit is read and thrown away up to this many bytes, then cut off. */
const discardCap = 32 * 1024 * 1024;

/**
 * The forms that carry photos, on the page and on the `.data` path React Router's script posts
 * to (both reach the same action): their bodies may reach UPLOAD_LIMIT_BYTES, and no more than
 * UPLOAD_CONCURRENCY of them are read at once.
 */
export const uploadPaths = new Set(["/service-request", "/service-request.data"]);

/**
 * Prerendered pages whose query string changes what they show (a GET form that works without
 * JavaScript, a form filled in from a link): with meaningful parameters they are rendered, and
 * cached per key unless the route says no-store, like any page.
 */
export const filteredPaths = new Set([
  "/case-studies",
  "/case-studies.data",
  "/tools/oil-analysis",
  "/tools/oil-analysis.data",
  "/contact",
  "/contact.data",
]);

export type HandlerOptions = {
  config: Config;
  logger: Logger;
  staticFiles: ReadonlyMap<string, StaticFile>;
  renderer: Renderer;
  /** /readyz: resolves when the database answers. */
  ready(): Promise<void>;
};

export type Handler = {
  handle(req: IncomingMessage, res: ServerResponse): void;
  inFlight(): number;
  startDraining(): void;
};

/**
 * Every request passes here first: Host and target are checked, the method is judged, the
 * public origin is worked out from settings and trusted proxies only, and then the request is
 * answered from a prebuilt file, from the render cache or by React Router.
 */
export function createHandler({
  config,
  logger,
  staticFiles,
  renderer,
  ready,
}: HandlerOptions): Handler {
  const proxy = createProxyTrust(config.TRUST_PROXY);
  const siteUrl = new URL(config.SITE_URL);
  const hsts = strictTransportSecurity(config.HSTS_INCLUDE_SUBDOMAINS);
  // The names an absolute-form target may carry: the public host and the listening address,
  // never whatever Host the client sent.
  const ownHosts = new Set(
    [
      siteUrl.host,
      `localhost:${config.PORT}`,
      `127.0.0.1:${config.PORT}`,
      `[::1]:${config.PORT}`,
      `${config.HOST}:${config.PORT}`,
    ].map((name) => name.toLowerCase()),
  );
  const active = new Set<ServerResponse>();
  let draining = false;
  let uploadsInFlight = 0;

  /** The origin a visitor's browser is on: SITE_URL when set, else what the request says. */
  function publicOrigin(req: IncomingMessage, host: string): string {
    if (config.SITE_URL_SET) return siteUrl.origin;
    return `${proxy.protocol(req)}://${host}`;
  }

  async function route(req: IncomingMessage, res: ServerResponse, ip: string) {
    for (const [name, value] of Object.entries(securityHeaders)) res.setHeader(name, value);
    if (draining) res.setHeader("Connection", "close");
    const method = (req.method ?? "").toUpperCase();

    if (hostFieldCount(req.rawHeaders) > 1) return sendText(res, 400, "Send one Host header.");
    const host = proxy.host(req);
    if (!isValidHost(host)) return sendText(res, 400, "The Host header is missing or malformed.");
    const https = proxy.protocol(req) === "https";
    if (https) res.setHeader("Strict-Transport-Security", hsts);

    if (req.url === "*" && method === "OPTIONS") {
      return sendText(res, 204, "", { Allow: allowedMethods });
    }
    const target = parseTarget(req.url ?? "", ownHosts);
    if (target.kind === "refuse") return sendText(res, 400, "The request target is malformed.");

    const verdict = judgeMethod(method);
    const probe = target.kind === "path" && /^\/(healthz|readyz)$/.test(target.pathname);
    if (verdict === "unsupported") return sendText(res, 501, "This method is not supported.");
    if (verdict === "refuse" || (probe && verdict !== "read")) {
      return sendText(res, 405, "This method is not allowed here.", {
        Allow: probe ? readOnlyMethods : allowedMethods,
      });
    }
    if (verdict === "options") return sendText(res, 204, "", { Allow: allowedMethods });

    if (target.kind === "redirect") {
      // 308 keeps a POST a POST; the location is always a path on this site.
      const status = verdict === "read" ? 301 : 308;
      res.setHeader("Cache-Control", "public, max-age=3600");
      return sendText(res, status, "", { Location: target.location });
    }

    // Plain HTTP through a trusted proxy, on a site that is served over HTTPS: upgrade.
    if (siteUrl.protocol === "https:" && proxy.forwardedProtocol(req) === "http") {
      const location = `${siteUrl.origin}${target.pathname}${target.search}`;
      return sendText(res, verdict === "read" ? 301 : 308, "", { Location: location });
    }

    if (target.pathname === "/healthz") {
      return sendText(
        res,
        200,
        JSON.stringify({ status: "ok", uptimeSeconds: Math.round(process.uptime()) }),
        { "Content-Type": "application/json; charset=utf-8" },
      );
    }
    if (target.pathname === "/readyz") {
      const ok = await ready().then(
        () => true,
        (error: unknown) => {
          logger.error("readiness check failed", errorFields(error));
          return false;
        },
      );
      return sendText(res, ok ? 200 : 503, JSON.stringify({ status: ok ? "ready" : "unready" }), {
        "Content-Type": "application/json; charset=utf-8",
      });
    }

    const origin = publicOrigin(req, host);
    const url = new URL(`${target.pathname}${target.search}`, origin);

    if (verdict === "read") {
      // A prerendered page is the same file whatever the query string says.
      const file = staticFiles.get(target.pathname);
      const filtered =
        filteredPaths.has(target.pathname) &&
        cacheKey(target.pathname, target.search) !== target.pathname;
      if (file && !filtered) return sendFile(req, res, file);
      const page = await renderer.renderShared(req, url, ip);
      if (page instanceof Response) return renderer.send(req, res, page, []);
      return sendFile(req, res, page, page.status);
    }

    // POST: only from this site's own pages.
    const requestOrigin = req.headers.origin;
    const fetchSite = req.headers["sec-fetch-site"];
    const crossSite =
      requestOrigin !== undefined
        ? requestOrigin.toLowerCase() !== origin.toLowerCase()
        : fetchSite === "cross-site" || fetchSite === "same-site";
    if (crossSite)
      return sendText(res, 403, "Cross-site form posts are not accepted.", {
        "X-Robots-Tag": "noindex, nofollow",
      });

    const upload = uploadPaths.has(target.pathname);
    if (upload && uploadsInFlight >= config.UPLOAD_CONCURRENCY) {
      // Memory stays bounded: the body is not read, so the connection must close after this.
      res.setHeader("Connection", "close");
      res.setHeader("Retry-After", "30");
      sendText(
        res,
        503,
        "Many requests with photos are arriving just now. Please send again in a minute.",
      );
      res.once("finish", () => req.socket?.destroy());
      return;
    }
    // An upload counts until its answer is written: the photos are decoded in the action.
    if (upload) uploadsInFlight += 1;
    try {
      const limit = upload ? config.UPLOAD_LIMIT_BYTES : config.BODY_LIMIT_BYTES;
      const declared = Number(req.headers["content-length"] ?? Number.NaN);
      if (upload && declared <= limit) {
        // A photo form of declared size is streamed to the action's parser, never held whole
        // here as well: Node delivers no byte past Content-Length. Whatever the action leaves
        // unread (a form refused early) is drained so the client reads the answer.
        res.once("finish", () => {
          if (!req.complete) req.resume();
        });
        const request = new Request(url, {
          method: "POST",
          headers: createHeaders(req),
          body: Readable.toWeb(req) as ReadableStream<Uint8Array>,
          duplex: "half",
        } as RequestInit);
        return await renderer.renderFresh(req, res, request, ip);
      }
      const body = await readBody(req, limit, discardCap);
      if (body.kind === "aborted") return;
      if (body.kind !== "body") {
        res.setHeader("Connection", "close");
        const size =
          limit >= 1_048_576 ? `${limit / 1_048_576} MB` : `${Math.round(limit / 1024)} KB`;
        sendText(res, 413, `The request is too large. The limit is ${size}.`);
        if (body.kind === "too-large-closing") res.once("finish", () => req.socket?.destroy());
        return;
      }
      const request = new Request(url, {
        method: "POST",
        headers: createHeaders(req),
        body: new Uint8Array(body.body),
      });
      await renderer.renderFresh(req, res, request, ip);
    } finally {
      if (upload) uploadsInFlight -= 1;
    }
  }

  return {
    handle(req, res) {
      const started = process.hrtime.bigint();
      // Read now: by the time the answer has gone, the socket may be gone too.
      const peer = req.socket.remoteAddress;
      const path = (req.url ?? "/").split("?")[0]?.slice(0, 300);
      const method = req.method;
      let ip = peer ?? "unknown";
      try {
        ip = proxy.clientAddress(req);
      } catch {}
      active.add(res);
      let done = false;
      const finish = () => {
        if (done) return;
        done = true;
        active.delete(res);
        const fields = {
          method,
          path,
          status: res.statusCode,
          durationMs: Number((process.hrtime.bigint() - started) / 1000n) / 1000,
          ip,
        };
        if (res.writableFinished) logger.info("request", fields);
        else logger.info("request aborted by the client", fields);
      };
      res.once("finish", finish);
      res.once("close", finish);
      route(req, res, ip).catch((error: unknown) => {
        const code = (error as NodeJS.ErrnoException)?.code;
        if (code === "ERR_STREAM_PREMATURE_CLOSE" || code === "ECONNRESET" || res.destroyed) {
          return;
        }
        logger.error("request failed", { method, path, ...errorFields(error) });
        if (!res.headersSent) renderer.sendError(res);
        else res.destroy();
      });
    },
    inFlight: () => active.size,
    startDraining() {
      draining = true;
      // Answers already under way close their connection too: the client reconnects elsewhere.
      for (const res of active) if (!res.headersSent) res.setHeader("Connection", "close");
    },
  };
}
