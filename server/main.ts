import { createServer } from "node:http";
import path from "node:path";
import { pathToFileURL } from "node:url";
import type { ServerBuild } from "react-router";
import { catalogue } from "../app/catalogue/catalogue.server.ts";
import { startEnquiries } from "../app/enquiries/service.server.ts";
import { createApp } from "./app.ts";
import { ConfigError, loadConfig } from "./config.ts";
import { createLogger, errorFields } from "./logger.ts";
import { loadStaticFiles } from "./static-files.ts";

let config: ReturnType<typeof loadConfig>;
try {
  config = loadConfig();
} catch (error) {
  if (error instanceof ConfigError) {
    console.error(error.message);
    process.exit(1);
  }
  throw error;
}

const logger = createLogger(config.LOG_LEVEL);
const buildDir = path.resolve(import.meta.dirname, "..", "build");
const build = (await import(
  pathToFileURL(path.join(buildDir, "server", "index.js")).href
)) as ServerBuild;
const staticFiles = await loadStaticFiles(buildDir);
const productNames = new Set(catalogue.entries.map((entry) => entry.item.name));
const enquiries = await startEnquiries(
  config,
  (level, message, fields) => logger[level](message, fields),
  (name) => productNames.has(name),
);
logger.info("enquiries", {
  database: enquiries.database.location,
  transport: config.MAIL_TRANSPORT,
  ...(await enquiries.store.countByStatus()),
});
enquiries.outbox.start();
const app = createApp({ config, build, staticFiles, logger, enquiries: enquiries.service });

const server = createServer({ keepAliveTimeout: 5_000, requestTimeout: 30_000 }, app.handle);
server.listen(config.PORT, config.HOST, () => {
  logger.info("listening", {
    url: `http://${config.HOST === "0.0.0.0" ? "localhost" : config.HOST}:${config.PORT}`,
    staticFiles: staticFiles.size,
  });
});
server.on("error", (error) => {
  logger.error("server error", errorFields(error));
  process.exit(1);
});

let stopping = false;
function shutdown(signal: string) {
  if (stopping) return;
  stopping = true;
  logger.info("shutting down", { signal, inFlight: app.inFlight() });
  app.startDraining();
  server.close(async () => {
    // The outbox finishes the e-mail in hand before the database closes.
    await enquiries
      .close()
      .catch((error: unknown) => logger.error("closing enquiries", errorFields(error)));
    logger.info("stopped", { signal });
    process.exit(0);
  });
  server.closeIdleConnections();
  const idleSweep = setInterval(() => server.closeIdleConnections(), 100);
  idleSweep.unref();
  setTimeout(() => {
    logger.error("shutdown timeout: closing open connections", { inFlight: app.inFlight() });
    server.closeAllConnections();
  }, config.SHUTDOWN_TIMEOUT_MS).unref();
}
process.on("SIGTERM", () => shutdown("SIGTERM"));
process.on("SIGINT", () => shutdown("SIGINT"));
