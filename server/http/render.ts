import { Readable } from "node:stream";
import { createHeaders } from "@remix-run/node-fetch-server";
import type { RequestHandler } from "express";
import { createRequestHandler, type RouterContextProvider, type ServerBuild } from "react-router";
import { contentSecurityPolicy, createNonce, htmlPolicy, inlineStyleHashes } from "../security.ts";

const pageCacheControl = "public, max-age=0, s-maxage=300, must-revalidate";

/**
 * React Router's request handler, answered through Express's `res.send` (ETag, 304, HEAD). The
 * answer is read whole before its headers go: a rendered GET is the same for every visitor, so
 * its CSP lists the hashes of its inline scripts; a form post's answer carries a fresh nonce.
 */
export function renderRoutes(
  build: ServerBuild | (() => Promise<ServerBuild>),
  mode: string,
  contextFor: (ip: string, nonce?: string) => RouterContextProvider,
): RequestHandler {
  const handle = createRequestHandler(build, mode);
  return async (req, res) => {
    const post = req.method === "POST";
    const nonce = post ? createNonce() : undefined;
    const buffered = res.locals.body as Buffer | undefined;
    const request = new Request(new URL(req.url, res.locals.origin), {
      method: req.method,
      headers: createHeaders(req),
      ...(post
        ? { body: buffered ? new Uint8Array(buffered) : Readable.toWeb(req), duplex: "half" }
        : {}),
    } as RequestInit);
    const response = await handle(request, contextFor(req.ip ?? "unknown", nonce));
    res.status(response.status);
    for (const [name, value] of response.headers)
      if (name !== "set-cookie" && name !== "content-length") res.setHeader(name, value);
    const cookies = response.headers.getSetCookie();
    if (cookies.length) res.setHeader("Set-Cookie", cookies);
    if (post || !response.headers.has("cache-control")) {
      const shared = !post && !cookies.length && [200, 404].includes(response.status);
      res.setHeader("Cache-Control", shared ? pageCacheControl : "no-store");
    }
    const body = Buffer.from(await response.arrayBuffer());
    const html = response.headers.get("content-type")?.startsWith("text/html") ?? false;
    const text = html ? body.toString("utf8") : "";
    res.setHeader(
      "Content-Security-Policy",
      nonce
        ? contentSecurityPolicy([`'nonce-${nonce}'`], inlineStyleHashes(text))
        : html
          ? htmlPolicy(text)
          : contentSecurityPolicy([]),
    );
    res.send(body);
  };
}
