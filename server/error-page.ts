import type { ErrorRequestHandler } from "express";
import { company } from "#app/lib/company.ts";
import { contentSecurityPolicy, inlineStyleHashes } from "#app/lib/csp.ts";
import { escapeMarkup } from "#app/lib/escape.ts";
import { errorFields, type Logger } from "#app/lib/logger.ts";
import { tooLarge } from "./http/body.ts";
import { sendText } from "./http/guard.ts";

/**
 * The last-resort 500 page, for when React Router itself failed: no script, its look in one
 * <style> element that the page's Content-Security-Policy allows by its hash.
 */
export function errorPage(): string {
  const phone = company.phones[0];
  const style =
    "body{font-family:system-ui,sans-serif;max-width:40rem;margin:4rem auto;padding:0 1rem;line-height:1.5;color:#0a1a2f}a{color:#0b4f8a}";
  return `<!doctype html><html lang="en-IN"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Server error — ${escapeMarkup(company.name)}</title><style>${style}</style></head><body><h1>Something went wrong on our side</h1><p>The page could not be shown. Please try again in a minute. For a breakdown, call our 24×7 service desk on <a href="tel:${phone.e164}">${escapeMarkup(phone.display)}</a>.</p><p><a href="/">Go to the home page</a></p></body></html>`;
}

/** Express's error handler: a refused body (body-parser's 4xx) answered plainly, else the page. */
export function lastResort(logger: Logger): ErrorRequestHandler {
  const page = errorPage();
  const policy = contentSecurityPolicy([], inlineStyleHashes(page));
  return (error, req, res, _next) => {
    const { code, status, limit } = error as { code?: string; status?: number; limit?: number };
    if (code === "ERR_STREAM_PREMATURE_CLOSE" || code === "ECONNRESET" || res.destroyed) return;
    if (status === 413 && limit) return tooLarge(res, limit);
    if (status && status < 500) return sendText(res, status, "The request body was refused.");
    logger.error("request failed", { method: req.method, path: req.path, ...errorFields(error) });
    if (res.headersSent) return res.destroy();
    res.status(500).set({ "Cache-Control": "no-store", "Content-Security-Policy": policy });
    res.type("html").send(page);
  };
}
