/**
 * The server application, built by Vite as the SSR entry (React Router's custom-server shape):
 * one module graph with the routes, so the context keys and services the server hands to routes
 * are the very objects the routes read. It re-exports the React Router build, which is what
 * prerendering imports; the services start in `createServerApp`, never on import.
 */
import * as serverBuild from "virtual:react-router/server-build";
import compression from "compression";
import express, { type RequestHandler } from "express";
import type { ServerBuild } from "react-router";
import { loggedPath } from "#app/lib/logged-path.ts";
import type { Logger } from "#app/lib/logger.ts";
import { startServices } from "#app/services.server.ts";
import type { Config } from "./config.ts";
import { lastResort } from "./error-page.ts";
import { formPosts } from "./http/body.ts";
import { guard } from "./http/guard.ts";
import { renderRoutes } from "./http/render.ts";
import { handleOf } from "./http/route-rules.ts";
import { prerenderedFiles, readManifest } from "./http/static-files.ts";

export * from "virtual:react-router/server-build";

export type ServerAppOptions = {
  config: Config;
  logger: Logger;
  /** The build folder whose client files are served; none under `npm run dev` (Vite has them). */
  buildDir?: string;
  /** Under `npm run dev`: the build as Vite has it now, and Vite's middlewares before the routes. */
  dev?: { build: () => Promise<ServerBuild>; middlewares: RequestHandler };
};

export type ServerApp = Awaited<ReturnType<typeof createServerApp>>;

export async function createServerApp({ config, logger, buildDir, dev }: ServerAppOptions) {
  const services = await startServices(config, logger);
  const build = dev?.build ?? (async () => serverBuild);
  const routeHandle = async (path: string) => handleOf(await build(), path);
  const active = new Set<express.Response>();
  let draining = false;
  const app = express().disable("x-powered-by").set("trust proxy", config.TRUST_PROXY);
  app.use((req, res, next) => {
    // Read now: by the time the answer has gone, the socket may be gone too.
    const started = performance.now();
    const fields = { method: req.method, path: loggedPath(req.url), ip: req.ip };
    active.add(res);
    if (draining) res.set("Connection", "close");
    res.once("close", () => {
      active.delete(res);
      const done = { ...fields, status: res.statusCode, durationMs: performance.now() - started };
      logger.info(res.writableFinished ? "request" : "request aborted by the client", done);
    });
    next();
  });
  app.use(guard(config, services.ready));
  if (dev) app.use(dev.middlewares);
  app.use(compression());
  if (buildDir) {
    const manifest = readManifest(buildDir);
    // The build wrote its SITE_URL into every prerendered page (canonical links, share cards)
    // and the sitemap; nginx serves them as they are.
    if (config.SITE_URL_SET && manifest.siteUrl !== config.SITE_URL)
      logger.error("the build links its pages to another origin: build again with this SITE_URL", {
        builtFor: manifest.siteUrl,
        siteUrl: config.SITE_URL,
      });
    app.use(prerenderedFiles(buildDir, manifest, routeHandle));
  }
  app.use(formPosts(config, routeHandle));
  app.use(
    renderRoutes(dev?.build ?? serverBuild, config.NODE_ENV, (req) =>
      services.contextFor({ ip: req.ip ?? "unknown", method: req.method }),
    ),
  );
  app.use(lastResort(logger));
  return {
    handle: app,
    inFlight: () => active.size,
    startDraining() {
      draining = true;
      // Answers already under way close their connection too: the client reconnects elsewhere.
      for (const res of active) if (!res.headersSent) res.set("Connection", "close");
    },
    close: services.close,
  };
}
