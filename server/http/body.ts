import type { IncomingMessage } from "node:http";
import type { RequestHandler } from "express";
import type { Config } from "../config.ts";
import { sendText } from "./guard.ts";

export type BodyResult =
  | { kind: "body"; body: Buffer }
  /** Over the limit: the rest was read and thrown away, so the client will see the answer. */
  | { kind: "too-large" }
  /** Over the limit and past the discard cap too: the connection must be closed. */
  | { kind: "too-large-closing" }
  | { kind: "aborted" };

/**
 * Reads a request body up to `limit` bytes. A larger one, declared or chunked, is read on and
 * discarded up to `discardCap` bytes (nginx's lingering close): a client still sending when the
 * server answers and closes would otherwise see a connection reset instead of the 413.
 */
export function readBody(
  req: IncomingMessage,
  limit: number,
  discardCap: number,
): Promise<BodyResult> {
  const declared = Number(req.headers["content-length"] ?? Number.NaN);
  if (declared > discardCap) return Promise.resolve({ kind: "too-large-closing" });
  return new Promise((resolve) => {
    const chunks: Buffer[] = [];
    let size = 0;
    let over = declared > limit;
    let settled = false;
    const settle = (result: BodyResult) => {
      if (settled) return;
      settled = true;
      req.off("data", onData);
      resolve(result);
    };
    const onData = (chunk: Buffer) => {
      size += chunk.length;
      if (!over && size > limit) {
        over = true;
        chunks.length = 0;
      }
      if (!over) chunks.push(chunk);
      else if (size > discardCap) {
        req.pause();
        settle({ kind: "too-large-closing" });
      }
    };
    req.on("data", onData);
    req.once("end", () =>
      settle(over ? { kind: "too-large" } : { kind: "body", body: Buffer.concat(chunks) }),
    );
    req.once("error", () => settle({ kind: "aborted" }));
    req.once("close", () => {
      if (!req.complete) settle({ kind: "aborted" });
    });
  });
}

/** A body larger than the limit is read and thrown away up to this many bytes, then cut off. */
const discardCap = 32 * 1024 * 1024;

/** The forms that carry photos, on the page and on the `.data` path its script posts to. */
const uploadPaths = new Set(["/service-request", "/service-request.data"]);
/** The passport's file forms: a unit's attachments and the CSV imports (staff only, signed in). */
const passportUploads =
  /^\/staff\/(?:assets\/\d{1,9}\/(?:files|import)|customers\/\d{1,9}\/import)(?:\.data)?$/;

/** The verify page of an issued report takes the report's PDF (up to 10 MB) to check it. */
const verifyUpload = /^\/verify\/[^/]+$/;

function isUpload(path: string): boolean {
  return uploadPaths.has(path) || verifyUpload.test(path) || passportUploads.test(path);
}

/**
 * A form post, before any route sees it: only from this site's own pages; a photo form waits
 * for one of UPLOAD_CONCURRENCY places (503 before its body is read) and is streamed to the
 * action, capped at UPLOAD_LIMIT_BYTES by its declared length; any other body is read whole up
 * to BODY_LIMIT_BYTES into `res.locals.body`, else 413 once it has been read.
 */
export function formPosts(config: Config): RequestHandler {
  let uploadsInFlight = 0;
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
    const upload = isUpload(req.path);
    if (upload && uploadsInFlight >= config.UPLOAD_CONCURRENCY) {
      // The body is not read, so the connection must close after this answer.
      res.once("finish", () => req.socket?.destroy());
      return sendText(
        res,
        503,
        "Many requests with photos are arriving just now. Please send again in a minute.",
        { Connection: "close", "Retry-After": "30" },
      );
    }
    const limit = upload ? config.UPLOAD_LIMIT_BYTES : config.BODY_LIMIT_BYTES;
    if (upload) {
      // An upload counts until its answer is written: the photos are decoded in the action.
      uploadsInFlight += 1;
      res.once("close", () => {
        uploadsInFlight -= 1;
      });
      // Node delivers no byte past Content-Length; what the action leaves unread is drained.
      if (Number(req.headers["content-length"]) <= limit) {
        res.once("finish", () => req.complete || req.resume());
        return next();
      }
    }
    const body = await readBody(req, limit, discardCap);
    if (body.kind === "aborted") return;
    if (body.kind === "body") {
      res.locals.body = body.body;
      return next();
    }
    const size = limit >= 1_048_576 ? `${limit / 1_048_576} MB` : `${Math.round(limit / 1024)} KB`;
    if (body.kind === "too-large-closing") res.once("finish", () => req.socket?.destroy());
    sendText(res, 413, `The request is too large. The limit is ${size}.`, { Connection: "close" });
  };
}
