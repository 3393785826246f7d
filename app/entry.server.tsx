import { PassThrough } from "node:stream";
import { isbot } from "isbot";
import type { RenderToPipeableStreamOptions } from "react-dom/server";
import { renderToPipeableStream } from "react-dom/server";
import type { EntryContext, HandleErrorFunction } from "react-router";
import { isRouteErrorResponse, RouterContextProvider, ServerRouter } from "react-router";
import { contentSecurityPolicy, htmlPolicy, inlineStyleHashes } from "#app/lib/csp.ts";
import { deferHydration } from "#app/lib/deferred-hydration.ts";
import { loggedPath } from "#app/lib/logged-path.ts";
import { errorFields } from "#app/lib/logger.ts";
import { NonceContext, nonceContext } from "#app/lib/nonce.ts";
import { withOwnStylesheet } from "#app/lib/page-stylesheet.server.ts";
import { loggerContext } from "#app/lib/request-context.ts";
import { hydrates } from "#app/lib/route-handle.ts";
import stylesheet from "./app.css?inline";

export const streamTimeout = 5_000;

/**
 * An error a loader, an action or the render threw (not a Response it threw on purpose, such as
 * a 404): logged as the server's error, with the path as the request log keeps it (no private
 * link's secret). A request the client gave up on is not an error.
 */
export const handleError: HandleErrorFunction = (error, { request, context }) => {
  // A path no route matches (one with a line feed escapes the catch-all's pattern) comes here as
  // React Router's own 404: the request log has it, it is not the server's error.
  if (request.signal.aborted || (isRouteErrorResponse(error) && error.status < 500)) return;
  const logger = context instanceof RouterContextProvider ? context.get(loggerContext) : undefined;
  const fields = { method: request.method, path: loggedPath(request.url), ...errorFields(error) };
  if (logger) logger.error("request failed", fields);
  else console.error("request failed", fields);
};

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: RouterContextProvider,
) {
  if (request.method.toUpperCase() === "HEAD") {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }
  const nonce = loadContext.get(nonceContext) || undefined;
  // A page for reading (`handle: { hydrate: false }`) is sent without the loader data that only
  // hydration reads (decision 0017), and has no module script to defer.
  const scripted = hydrates(routerContext.staticHandlerContext.matches.map((match) => match.route));
  if (!scripted) {
    void routerContext.serverHandoffStream?.cancel();
    routerContext.serverHandoffStream = undefined;
  }

  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false;
    const userAgent = request.headers.get("user-agent");
    // Crawlers and prerendering get the whole document at once.
    const readyOption: keyof RenderToPipeableStreamOptions =
      (userAgent && isbot(userAgent)) || routerContext.isSpaMode || !nonce
        ? "onAllReady"
        : "onShellReady";

    let timeoutId: ReturnType<typeof setTimeout> | undefined = setTimeout(
      () => abort(),
      streamTimeout + 1000,
    );

    const { pipe, abort } = renderToPipeableStream(
      <NonceContext.Provider value={nonce}>
        <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
      </NonceContext.Provider>,
      {
        nonce,
        // A Suspense boundary is sent in place, never outlined to be moved in by an inline
        // script: every page is whole without JavaScript and its CSP allows no such script. The
        // boundaries (decision 0015) only split the hydration.
        progressiveChunkSize: Number.POSITIVE_INFINITY,
        [readyOption]() {
          shellRendered = true;
          // The server sends a page whole (it compresses and caches it), so the document is
          // collected here and its scripts rewritten to start after the first paint.
          const body = new PassThrough({
            final(callback) {
              clearTimeout(timeoutId);
              timeoutId = undefined;
              callback();
            },
          });
          const chunks: Buffer[] = [];
          body.on("data", (chunk: Buffer) => chunks.push(chunk));
          body.on("error", reject);
          body.on("end", () => {
            const document = Buffer.concat(chunks).toString("utf8");
            // A page that hydrates keeps the whole stylesheet: its client-side navigations render
            // other pages under it. One that does not carries its own utilities (decision 0025).
            const html = scripted
              ? deferHydration(document)
              : withOwnStylesheet(document, stylesheet);
            responseHeaders.set("Content-Type", "text/html; charset=utf-8");
            // The page is whole here: a GET is the same for every visitor, so its CSP lists its
            // inline scripts by hash; a form's answer carries the request's nonce instead.
            responseHeaders.set(
              "Content-Security-Policy",
              nonce
                ? contentSecurityPolicy([`'nonce-${nonce}'`], inlineStyleHashes(html))
                : htmlPolicy(html),
            );
            resolve(
              new Response(html, {
                headers: responseHeaders,
                status: responseStatusCode,
              }),
            );
          });
          pipe(body);
        },
        onShellError(error: unknown) {
          reject(error);
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          if (shellRendered) console.error(error);
        },
      },
    );
  });
}
