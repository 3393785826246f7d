/**
 * The server process: settings, logging, the HTTP server and shutdown. The application itself
 * (routes, services, the request pipeline) comes from the Vite-built `build/server/index.js`, or
 * under `npm run dev` from Vite in middleware mode: the same code either way.
 */
// NODE_ENV as the environment gave it: set to production it asks for a deployment's settings.
const givenNodeEnv = process.env.NODE_ENV;
process.env.NODE_ENV ??= "production";

import { createServer } from "node:http";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { createLogger, errorFields } from "#app/lib/logger.ts";
import type { ServerApp, ServerAppOptions } from "./app.ts";
import { type Config, ConfigError, loadConfig } from "./config.ts";
import { missingNodeFlags } from "./memory.ts";

let config: Config;
try {
  config = loadConfig({ ...process.env, NODE_ENV: givenNodeEnv }, { forServer: true });
} catch (error) {
  if (!(error instanceof ConfigError)) throw error;
  console.error(error.message);
  process.exit(1);
}
const logger = createLogger(config.LOG_LEVEL);
const missing = missingNodeFlags();
if (missing.length && config.NODE_ENV === "production")
  logger.error("started without the server's memory settings: a flood may grow it past 300 MB", {
    missing,
    hint: "start it with npm run serve, or node with these flags",
  });

type AppModule = { createServerApp(options: ServerAppOptions): Promise<ServerApp> };
const root = path.resolve(import.meta.dirname, "..");
const vite =
  config.NODE_ENV === "development"
    ? await (await import("vite")).createServer({
        root,
        server: { middlewareMode: true },
        appType: "custom",
      })
    : undefined;
const { createServerApp } = (await (vite
  ? vite.ssrLoadModule("./server/app.ts")
  : import(pathToFileURL(path.join(root, "build/server/index.js")).href))) as AppModule;
const app = await createServerApp({
  config,
  logger,
  ...(vite
    ? {
        dev: {
          build: () => vite.ssrLoadModule("virtual:react-router/server-build") as never,
          middlewares: vite.middlewares as never,
        },
      }
    : { buildDir: path.join(root, "build") }),
});

const server = createServer(
  {
    // Above the idle timeouts of common proxies (nginx 60 s), so the proxy closes first.
    keepAliveTimeout: config.KEEP_ALIVE_TIMEOUT_MS,
    headersTimeout: config.HEADERS_TIMEOUT_MS,
    requestTimeout: Math.max(config.REQUEST_TIMEOUT_MS, config.HEADERS_TIMEOUT_MS),
    // Node checks the two timeouts above on this interval (30 s by default): a slow client was
    // cut 26–46 s after its first byte instead of 20 s.
    connectionsCheckingInterval: 1000,
    maxHeaderSize: 16 * 1024,
  },
  app.handle,
);

// A malformed request never reaches the handler: answer it and close gently (Node's default
// writes its answer and destroys the socket at once).
const statusFor: Record<string, string> = {
  HPE_HEADER_OVERFLOW: "431 Request Header Fields Too Large",
  ERR_HTTP_REQUEST_TIMEOUT: "408 Request Timeout",
};
server.on("clientError", (error: NodeJS.ErrnoException, socket) => {
  if (!socket.writable || error.code === "ECONNRESET") return socket.destroy();
  const status = statusFor[error.code ?? ""] ?? "400 Bad Request";
  socket.end(`HTTP/1.1 ${status}\r\nConnection: close\r\nContent-Length: 0\r\n\r\n`);
});
// CONNECT is for forward proxies; this is not one.
server.on("connect", (_req, socket) => {
  socket.on("error", () => {});
  socket.end(
    "HTTP/1.1 405 Method Not Allowed\r\nAllow: GET, HEAD, POST, OPTIONS\r\nConnection: close\r\nContent-Length: 0\r\n\r\n",
  );
});
server.on("error", (error) => {
  logger.error("server error", errorFields(error));
  process.exit(1);
});
server.listen(config.PORT, config.HOST, () => {
  const host = config.HOST === "0.0.0.0" ? "localhost" : config.HOST;
  logger.info("listening", { url: `http://${host}:${config.PORT}`, mode: config.NODE_ENV });
});

let stopping = false;
function shutdown(signal: string) {
  if (stopping) return;
  stopping = true;
  const started = Date.now();
  const budget = config.SHUTDOWN_TIMEOUT_MS;
  logger.info("shutting down", { signal, inFlight: app.inFlight() });
  app.startDraining();
  // Whatever happens below, the process is gone within the budget and one second.
  setTimeout(() => {
    logger.error("shutdown budget exceeded: exiting", { inFlight: app.inFlight() });
    process.exit(1);
  }, budget + 900).unref();
  setTimeout(() => {
    logger.error("shutdown timeout: closing open connections", { inFlight: app.inFlight() });
    server.closeAllConnections();
  }, budget).unref();
  // server.close() below closes the idle connections of now; these close the ones that go idle.
  setInterval(() => server.closeIdleConnections(), 100).unref();
  // The outbox stops at once: a send in hand may run to the deadline, then is left pending.
  const closing = app
    .close(started + budget)
    .catch((error: unknown) => logger.error("closing the application", errorFields(error)));
  server.close(async () => {
    await closing;
    await vite?.close();
    logger.info("stopped", { signal, ms: Date.now() - started });
    process.exit(0);
  });
}
process.on("SIGTERM", () => shutdown("SIGTERM"));
process.on("SIGINT", () => shutdown("SIGINT"));
