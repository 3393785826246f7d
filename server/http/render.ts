import { Readable } from "node:stream";
import { createHeaders } from "@remix-run/node-fetch-server";
import type { Request as ExpressRequest, RequestHandler } from "express";
import { createRequestHandler, type RouterContextProvider, type ServerBuild } from "react-router";

const pageCacheControl = "public, max-age=0, s-maxage=300, must-revalidate";

/**
 * React Router's request handler, answered through Express's `res.send` (ETag, 304, HEAD). A
 * document's CSP comes from entry.server.tsx, which has the page whole; other answers keep the
 * policy the guard set. A posted body arrives read (`req.body`) or, for uploads, as the stream.
 */
export function renderRoutes(
  build: ServerBuild | (() => Promise<ServerBuild>),
  mode: string,
  contextFor: (req: ExpressRequest) => RouterContextProvider,
): RequestHandler {
  const handle = createRequestHandler(build, mode);
  return async (req, res) => {
    const post = req.method === "POST";
    const request = new Request(new URL(req.url, res.locals.origin), {
      method: req.method,
      headers: createHeaders(req),
      ...(post && {
        body: req.body instanceof Buffer ? new Uint8Array(req.body) : Readable.toWeb(req),
        duplex: "half",
      }),
    } as RequestInit);
    const response = await handle(request, contextFor(req));
    res.status(response.status);
    for (const [name, value] of response.headers)
      if (name !== "set-cookie" && name !== "content-length") res.setHeader(name, value);
    const cookies = response.headers.getSetCookie();
    if (cookies.length) res.setHeader("Set-Cookie", cookies);
    if (post || !response.headers.has("cache-control")) {
      const shared = !post && !cookies.length && [200, 404].includes(response.status);
      res.setHeader("Cache-Control", shared ? pageCacheControl : "no-store");
    }
    res.send(Buffer.from(await response.arrayBuffer()));
  };
}
