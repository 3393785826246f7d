import type { Request, RequestHandler, Response } from "express";
import type { Config } from "../config.ts";
import { securityHeaders, strictTransportSecurity } from "../security.ts";
import { hostFieldCount, isValidHost, parseTarget } from "./request-target.ts";

const allowedMethods = "GET, HEAD, POST, OPTIONS";
const readOnlyMethods = "GET, HEAD";
/** Methods HTTP defines that the site never accepts: 405 with Allow. */
const refused = new Set(["TRACE", "CONNECT", "PUT", "PATCH", "DELETE"]);

/** WebDAV and other extension methods Node's parser knows (PROPFIND, MKCOL, LOCK…) are 501. */
export function judgeMethod(method: string) {
  if (method === "GET" || method === "HEAD") return "read";
  if (method === "POST" || method === "OPTIONS") return method === "POST" ? "write" : "options";
  return refused.has(method) ? "refuse" : "unsupported";
}

/** A short plain-text answer (errors, redirects, probes); never cached. */
export function sendText(res: Response, status: number, text: string, headers = {}) {
  res.set({ "Cache-Control": "no-store", ...headers }).status(status);
  if (text) res.type("text/plain; charset=utf-8").send(text);
  else res.end();
}

/**
 * Every request passes here before any file or route: security headers, one well-formed Host,
 * a target read against a fixed base, the method judged, canonical paths, HTTPS, the probes.
 * `res.locals.origin` is then the public origin a form post must come from.
 */
export function guard(config: Config, ready: () => Promise<boolean>): RequestHandler {
  const siteUrl = new URL(config.SITE_URL);
  const hsts = strictTransportSecurity(config.HSTS_INCLUDE_SUBDOMAINS);
  // The names an absolute-form target may carry: the public host and the listening address.
  const ownHosts = new Set(
    [siteUrl.host, "localhost", "127.0.0.1", "[::1]", config.HOST].map((name) =>
      name === siteUrl.host ? name.toLowerCase() : `${name}:${config.PORT}`.toLowerCase(),
    ),
  );
  const forwardedHttp = (req: Request) =>
    req.app.get("trust proxy fn")(req.socket.remoteAddress, 0) &&
    req.get("x-forwarded-proto")?.split(",")[0]?.trim().toLowerCase() === "http";

  return async (req, res, next) => {
    res.set(securityHeaders);
    if (hostFieldCount(req.rawHeaders) > 1) return sendText(res, 400, "Send one Host header.");
    if (!isValidHost(req.host))
      return sendText(res, 400, "The Host header is missing or malformed.");
    if (req.protocol === "https") res.set("Strict-Transport-Security", hsts);
    if (req.url === "*" && req.method === "OPTIONS")
      return sendText(res, 204, "", { Allow: allowedMethods });
    const target = parseTarget(req.url, ownHosts);
    if (target.kind === "refuse") return sendText(res, 400, "The request target is malformed.");

    const verdict = judgeMethod(req.method);
    const probe = target.kind === "path" && /^\/(healthz|readyz)$/.test(target.pathname);
    if (verdict === "unsupported") return sendText(res, 501, "This method is not supported.");
    if (verdict === "refuse" || (probe && verdict !== "read"))
      return sendText(res, 405, "This method is not allowed here.", {
        Allow: probe ? readOnlyMethods : allowedMethods,
      });
    if (verdict === "options") return sendText(res, 204, "", { Allow: allowedMethods });
    // 308 keeps a POST a POST; the location is always a path on this site.
    const redirect = verdict === "read" ? 301 : 308;
    if (target.kind === "redirect")
      return sendText(res, redirect, "", {
        Location: target.location,
        "Cache-Control": "public, max-age=3600",
      });
    if (siteUrl.protocol === "https:" && forwardedHttp(req))
      return sendText(res, redirect, "", {
        Location: `${siteUrl.origin}${target.pathname}${target.search}`,
      });

    if (target.pathname === "/healthz")
      return res
        .set("Cache-Control", "no-store")
        .json({ status: "ok", uptimeSeconds: Math.round(process.uptime()) });
    if (target.pathname === "/readyz") {
      const ok = await ready();
      return res
        .set("Cache-Control", "no-store")
        .status(ok ? 200 : 503)
        .json({ status: ok ? "ready" : "unready" });
    }
    req.url = `${target.pathname}${target.search}`;
    res.locals.origin = config.SITE_URL_SET ? siteUrl.origin : `${req.protocol}://${req.host}`;
    next();
  };
}
