/**
 * The server application, built by Vite as the SSR entry (React Router's custom-server shape):
 * one module graph with the routes, so the context keys and services the server hands to routes
 * are the very objects the routes read. It re-exports the React Router build, which is what
 * prerendering imports; creating the services waits for `createServerApp`, never on import.
 */
import * as serverBuild from "virtual:react-router/server-build";
import compression from "compression";
import express, { type ErrorRequestHandler, type RequestHandler } from "express";
import { RouterContextProvider, type ServerBuild } from "react-router";
import { catalogue } from "#app/features/catalogue/catalogue.server.ts";
import { enquiryServiceContext } from "#app/features/enquiries/context.ts";
import { startEnquiries } from "#app/features/enquiries/start.server.ts";
import { passportContext } from "#app/features/passport/context.ts";
import { startPassport } from "#app/features/passport/start.server.ts";
import { rentalFleetContext } from "#app/features/rental-fleet/context.ts";
import { createFleetStore } from "#app/features/rental-fleet/store.server.ts";
import { reportsContext } from "#app/features/reports/context.ts";
import { startReports } from "#app/features/reports/start.server.ts";
import { servicePlansContext } from "#app/features/service-plans/context.ts";
import { startServicePlans } from "#app/features/service-plans/start.server.ts";
import { serviceRequestServiceContext } from "#app/features/service-requests/context.ts";
import { startServiceRequests } from "#app/features/service-requests/start.server.ts";
import { staffDeskContext } from "#app/features/staff/context.ts";
import { startStaffDesk } from "#app/features/staff/desk.server.ts";
import { errorFields, type Logger } from "#app/lib/logger.ts";
import { nonceContext } from "#app/lib/nonce.ts";
import { clientIpContext } from "#app/lib/request-context.ts";
import { siteMigrations } from "#app/migrations.server.ts";
import { startPlatform } from "#app/platform/platform.server.ts";
import type { Config } from "./config.ts";
import { errorPage } from "./error-page.ts";
import { formPosts } from "./http/body.ts";
import { guard } from "./http/guard.ts";
import { trustProxy } from "./http/proxy.ts";
import { renderRoutes } from "./http/render.ts";
import { prerenderedFiles } from "./http/static-files.ts";
import { contentSecurityPolicy, inlineStyleHashes } from "./security.ts";

export * from "virtual:react-router/server-build";

export type ServerAppOptions = {
  config: Config;
  logger: Logger;
  /** The build folder whose client files are served; none under `npm run dev` (Vite has them). */
  buildDir?: string;
  /** Under `npm run dev`: the build as Vite has it now, so route edits show without a restart. */
  build?: () => Promise<ServerBuild>;
  /** Under `npm run dev`: Vite's own middlewares, in front of the routes. */
  before?: RequestHandler;
};

export type ServerApp = {
  handle: express.Express;
  inFlight(): number;
  startDraining(): void;
  /** Stops the outbox (a send in hand is given up at `deadline`) and closes the database. */
  close(deadline: number): Promise<void>;
};

export async function createServerApp(options: ServerAppOptions): Promise<ServerApp> {
  const { config, logger } = options;
  const productNames = new Set(catalogue.entries.map((entry) => entry.item.name));
  // The platform once; each feature gets from it what it needs, here and nowhere else.
  const platform = await startPlatform(config, logger, siteMigrations);
  const enquiries = await startEnquiries(platform, logger, (name) => productNames.has(name));
  logger.info("enquiries", {
    database: platform.database.location,
    transport: config.MAIL_TRANSPORT,
    ...(await enquiries.store.countByStatus()),
  });
  enquiries.outbox.start();
  platform.messageOutbox.start();
  const serviceRequests = startServiceRequests(platform, config);
  const servicePlans = startServicePlans(platform.database);
  const rentalFleet = createFleetStore(platform.database);
  const staffDesk = startStaffDesk(platform, enquiries, serviceRequests.store, config, logger);
  const reports = await startReports(platform, config, logger);
  const passport = startPassport(platform, config, logger);
  function contextFor(ip: string, nonce?: string) {
    const context = new RouterContextProvider();
    if (nonce) context.set(nonceContext, nonce);
    context.set(clientIpContext, ip);
    context.set(enquiryServiceContext, enquiries.service);
    context.set(serviceRequestServiceContext, serviceRequests);
    context.set(staffDeskContext, staffDesk);
    context.set(servicePlansContext, servicePlans);
    context.set(rentalFleetContext, rentalFleet);
    context.set(reportsContext, reports);
    context.set(passportContext, passport);
    return context;
  }
  async function ready() {
    try {
      await platform.database.ping();
      return true;
    } catch (error) {
      logger.error("readiness check failed", errorFields(error));
      return false;
    }
  }

  const active = new Set<express.Response>();
  let draining = false;
  const app = express();
  app.disable("x-powered-by");
  app.set("trust proxy", trustProxy(config.TRUST_PROXY));
  app.use((req, res, next) => {
    // Read now: by the time the answer has gone, the socket may be gone too.
    const started = performance.now();
    const fields = { method: req.method, path: req.url.split("?")[0]?.slice(0, 300), ip: req.ip };
    active.add(res);
    if (draining) res.set("Connection", "close");
    res.once("close", () => {
      active.delete(res);
      const done = { ...fields, status: res.statusCode, durationMs: performance.now() - started };
      logger.info(res.writableFinished ? "request" : "request aborted by the client", done);
    });
    next();
  });
  app.use(guard(config, ready));
  if (options.before) app.use(options.before);
  app.use(compression());
  if (options.buildDir) app.use(prerenderedFiles(options.buildDir));
  app.use(formPosts(config));
  app.use(renderRoutes(options.build ?? (serverBuild as ServerBuild), config.NODE_ENV, contextFor));
  const page = errorPage();
  app.use(((error, req, res, _next) => {
    const code = (error as NodeJS.ErrnoException)?.code;
    if (code === "ERR_STREAM_PREMATURE_CLOSE" || code === "ECONNRESET" || res.destroyed) return;
    logger.error("request failed", { method: req.method, path: req.path, ...errorFields(error) });
    if (res.headersSent) return res.destroy();
    res.status(500).set({
      "Cache-Control": "no-store",
      "Content-Security-Policy": contentSecurityPolicy([], inlineStyleHashes(page)),
    });
    res.type("html").send(page);
  }) satisfies ErrorRequestHandler);

  return {
    handle: app,
    inFlight: () => active.size,
    startDraining() {
      draining = true;
      // Answers already under way close their connection too: the client reconnects elsewhere.
      for (const res of active) if (!res.headersSent) res.set("Connection", "close");
    },
    async close(deadline) {
      await passport.stop();
      await Promise.all([enquiries.stop(deadline), platform.stop(deadline)]);
      reports.close();
      await platform.close();
    },
  };
}
