/**
 * The server application, built by Vite as the SSR entry (React Router's custom-server shape):
 * one module graph with the routes, so the context keys and services the server hands to routes
 * are the very objects the routes read. It re-exports the React Router build, which is what
 * prerendering imports; creating the services waits for `createServerApp`, never on import.
 */
import * as serverBuild from "virtual:react-router/server-build";
import {
  RouterContextProvider as Provider,
  type RouterContextProvider,
  type ServerBuild,
} from "react-router";
import { catalogue } from "~/features/catalogue/catalogue.server";
import { enquiryServiceContext } from "~/features/enquiries/context";
import { startEnquiries } from "~/features/enquiries/start.server";
import { serviceRequestServiceContext } from "~/features/service-requests/context";
import { startServiceRequests } from "~/features/service-requests/start.server";
import { staffDeskContext } from "~/features/staff/context";
import { startStaffDesk } from "~/features/staff/desk.server";
import type { Logger } from "~/lib/logger";
import { nonceContext } from "~/lib/nonce";
import { clientIpContext } from "~/lib/request-context";
import { siteMigrations } from "~/migrations.server";
import { startPlatform } from "~/platform/platform.server";
import type { Config } from "./config.ts";
import { errorPage } from "./error-page.ts";
import { createHandler, type Handler } from "./http/handler.ts";
import { createRenderer } from "./http/render.ts";
import type { StaticFile } from "./http/static-files.ts";

export * from "virtual:react-router/server-build";

export type ServerAppOptions = {
  config: Config;
  logger: Logger;
  staticFiles: ReadonlyMap<string, StaticFile>;
  /** Under `npm run dev`: the build as Vite has it now, so route edits show without a restart. */
  build?: () => Promise<ServerBuild>;
};

export type ServerApp = Handler & {
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
  const staffDesk = startStaffDesk(platform, enquiries, serviceRequests.store, config, logger);

  const renderer = createRenderer({
    build: options.build ?? (serverBuild as unknown as ServerBuild),
    mode: config.NODE_ENV,
    cacheBytes: 16 * 1024 * 1024,
    errorPage: errorPage(),
    contextFor(ip: string, nonce?: string): RouterContextProvider {
      const context = new Provider();
      if (nonce) context.set(nonceContext, nonce);
      context.set(clientIpContext, ip);
      context.set(enquiryServiceContext, enquiries.service);
      context.set(serviceRequestServiceContext, serviceRequests);
      context.set(staffDeskContext, staffDesk);
      return context;
    },
  });
  const handler = createHandler({
    config,
    logger,
    staticFiles: options.staticFiles,
    renderer,
    ready: () => platform.database.ping(),
  });
  return {
    ...handler,
    async close(deadline) {
      await Promise.all([enquiries.stop(deadline), platform.stop(deadline)]);
      await platform.close();
    },
  };
}
