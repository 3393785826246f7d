import express, { type RequestHandler, type Response } from "express";
import { addressKey } from "#app/lib/client-address.ts";
import type { ServerHandle } from "#app/lib/route-handle.ts";
import type { Config } from "../config.ts";
import { sendText } from "./guard.ts";

/** An oversized body is read off (so the client sees the 413, not a reset) up to this many bytes. */
const discardCap = 32 * 1024 * 1024;

export function tooLarge(res: Response, limit: number) {
  const size = limit >= 1_048_576 ? `${limit / 1_048_576} MB` : `${Math.round(limit / 1024)} KB`;
  sendText(res, 413, `The request is too large. The limit is ${size}.`, { Connection: "close" });
}

/**
 * A form post before any route sees it: only from this site's own pages. A route whose handle
 * takes uploads waits for one of UPLOAD_CONCURRENCY places, half of them at most to one client
 * address (503, its body unread) and, declared
 * within UPLOAD_LIMIT_BYTES, gets its body as a stream; any other body is read by Express's raw
 * parser into `req.body` up to its limit, and a larger one read to its end (up to the cap) before
 * the error handler's 413.
 */
export function formPosts(
  config: Config,
  handleOf: (path: string) => Promise<ServerHandle>,
): RequestHandler {
  const parser = (limit: number) => express.raw({ type: () => true, limit, inflate: false });
  const [readBody, readUpload] = [
    parser(config.BODY_LIMIT_BYTES),
    parser(config.UPLOAD_LIMIT_BYTES),
  ];
  let uploadsInFlight = 0;
  // By client address: a client holding bodies open (a byte a second until the request timeout)
  // takes at most half the places, never all of them. Behind nginx, which buffers bodies, the
  // address is the visitor's (trust proxy).
  const uploadsByClient = new Map<string, number>();
  const perClient = Math.ceil(config.UPLOAD_CONCURRENCY / 2);
  return async (req, res, next) => {
    if (req.method !== "POST") return next();
    const origin = req.headers.origin;
    const fetchSite = req.headers["sec-fetch-site"];
    const crossSite =
      origin !== undefined
        ? origin.toLowerCase() !== String(res.locals.origin).toLowerCase()
        : fetchSite === "cross-site" || fetchSite === "same-site";
    if (crossSite)
      return sendText(res, 403, "Cross-site form posts are not accepted.", {
        "X-Robots-Tag": "noindex, nofollow",
      });
    const uploads = (await handleOf(req.path)).uploads;
    const limit = uploads ? config.UPLOAD_LIMIT_BYTES : config.BODY_LIMIT_BYTES;
    const declared = Number(req.headers["content-length"]);
    if (declared > discardCap) {
      res.once("finish", () => req.socket?.destroy());
      return tooLarge(res, limit);
    }
    if (!uploads) return readBody(req, res, next);
    const client = addressKey(req.ip ?? "unknown");
    const held = uploadsByClient.get(client) ?? 0;
    if (uploadsInFlight >= config.UPLOAD_CONCURRENCY || held >= perClient) {
      res.once("finish", () => req.socket?.destroy());
      return sendText(
        res,
        503,
        "Many requests with photos are arriving just now. Please send again in a minute.",
        { Connection: "close", "Retry-After": "30" },
      );
    }
    // An upload counts until its answer is written: the photos are decoded in the action.
    uploadsInFlight += 1;
    uploadsByClient.set(client, held + 1);
    res.once("close", () => {
      uploadsInFlight -= 1;
      const left = (uploadsByClient.get(client) ?? 1) - 1;
      if (left > 0) uploadsByClient.set(client, left);
      else uploadsByClient.delete(client);
    });
    if (declared > limit || Number.isNaN(declared)) return readUpload(req, res, next);
    // Node delivers no byte past Content-Length; what the action leaves unread (a form refused
    // part-way) is read off, so the client's upload ends and sees the answer. The action's web
    // stream pauses the request whenever it is not read: its listener goes first.
    res.once("finish", () => {
      if (req.complete) return;
      req.removeAllListeners("data");
      req.resume();
    });
    next();
  };
}
