import type { RequestHandler, Response } from "express";
import { contentSecurityPolicy } from "#app/lib/csp.ts";
import type { Config } from "../config.ts";
import { isValidHost, parseTarget } from "./request-target.ts";

const allowed = "GET, HEAD, POST, OPTIONS";
/** Methods HTTP defines that the site never accepts get 405; extension methods (WebDAV) 501. */
const refused = new Set(["TRACE", "CONNECT", "PUT", "PATCH", "DELETE"]);

/** What every answer carries; a document's CSP replaces the default one (no inline script). */
export const securityHeaders: Readonly<Record<string, string>> = {
  "Content-Security-Policy": contentSecurityPolicy([]),
  "X-Content-Type-Options": "nosniff",
  "Referrer-Policy": "strict-origin-when-cross-origin",
  "Permissions-Policy":
    "camera=(), microphone=(), geolocation=(), payment=(), usb=(), browsing-topics=()",
  "X-Frame-Options": "DENY",
  // No Cross-Origin-Opener-Policy: it made every arrival from another site start a new browsing
  // context group, a cold renderer on a phone (decision 0024).
  "Cross-Origin-Resource-Policy": "same-origin",
};

/** A short plain-text answer (errors, redirects, probes); never cached. */
export function sendText(res: Response, status: number, text: string, headers = {}) {
  res.set({ "Cache-Control": "no-store", ...headers }).status(status);
  if (text) res.type("text/plain; charset=utf-8").send(text);
  else res.end();
}

/**
 * Every request passes here before any file or route: security headers, one well-formed Host,
 * the target read against a fixed base, the method judged, canonical paths, HTTPS, the probes.
 * `res.locals.origin` is then the public origin a form post must come from.
 */
export function guard(config: Config, ready: () => Promise<boolean>): RequestHandler {
  const site = new URL(config.SITE_URL);
  const hsts = `max-age=63072000${config.HSTS_INCLUDE_SUBDOMAINS ? "; includeSubDomains" : ""}`;
  // The names an absolute-form target may carry: the public host and the listening address.
  const ownHosts = new Set([
    site.host.toLowerCase(),
    ...["localhost", "127.0.0.1", "[::1]", config.HOST].map((name) =>
      `${name}:${config.PORT}`.toLowerCase(),
    ),
  ]);
  return async (req, res, next) => {
    res.set(securityHeaders);
    // Node keeps the first of several Host fields in `headers`; `headersDistinct` has them all.
    if ((req.headersDistinct.host?.length ?? 0) > 1)
      return sendText(res, 400, "Send one Host header.");
    if (!isValidHost(req.host))
      return sendText(res, 400, "The Host header is missing or malformed.");
    if (req.protocol === "https") res.set("Strict-Transport-Security", hsts);
    if (req.url === "*" && req.method === "OPTIONS")
      return sendText(res, 204, "", { Allow: allowed });
    const target = parseTarget(req.url, ownHosts);
    if (target.kind === "refuse") return sendText(res, 400, "The request target is malformed.");

    const read = req.method === "GET" || req.method === "HEAD";
    const probe = target.kind === "path" && /^\/(healthz|readyz)$/.test(target.pathname);
    if (!read && req.method !== "POST" && req.method !== "OPTIONS" && !refused.has(req.method))
      return sendText(res, 501, "This method is not supported.");
    if (refused.has(req.method) || (probe && !read))
      return sendText(res, 405, "This method is not allowed here.", {
        Allow: probe ? "GET, HEAD" : allowed,
      });
    if (req.method === "OPTIONS") return sendText(res, 204, "", { Allow: allowed });
    // 308 keeps a POST a POST; the location is always a path on this site.
    const redirect = read ? 301 : 308;
    // Kept by no cache, indexed by no crawler, and sent on as no referrer: the path may be a
    // private link's (/fleet/<token>/).
    if (target.kind === "redirect")
      return sendText(res, redirect, "", {
        Location: target.location,
        "Referrer-Policy": "no-referrer",
        "X-Robots-Tag": "noindex, nofollow",
      });
    const forwardedHttp =
      req.app.get("trust proxy fn")(req.socket.remoteAddress, 0) &&
      req.get("x-forwarded-proto")?.split(",")[0]?.trim().toLowerCase() === "http";
    if (site.protocol === "https:" && forwardedHttp)
      return sendText(res, redirect, "", {
        Location: `${site.origin}${target.pathname}${target.search}`,
      });

    if (target.pathname === "/healthz")
      return res
        .set("Cache-Control", "no-store")
        .json({ status: "ok", uptimeSeconds: Math.round(process.uptime()) });
    if (target.pathname === "/readyz") {
      const ok = await ready();
      res.set("Cache-Control", "no-store").status(ok ? 200 : 503);
      return res.json({ status: ok ? "ready" : "unready" });
    }
    req.url = `${target.pathname}${target.search}`;
    res.locals.origin = config.SITE_URL_SET ? site.origin : `${req.protocol}://${req.host}`;
    next();
  };
}
