import { execFileSync } from "node:child_process";
import { mkdtempSync } from "node:fs";
import { availableParallelism, tmpdir } from "node:os";
import path from "node:path";
import { defineConfig } from "@playwright/test";
import { chromiumArgs, testBrowserPath } from "#tests/chromium.ts";
import { serverArgs } from "#tests/e2e/spawn-server.ts";
import { serverEnvironment } from "./server/memory.ts";

// A port nothing listens on, chosen once by the main process: the workers evaluate this file
// again and must reach the same server, so it is handed on to them in E2E_PORT.
process.env.E2E_PORT ||= execFileSync(
  process.execPath,
  [
    "-e",
    'const s = require("node:net").createServer().listen(0, "127.0.0.1", () => { process.stdout.write(String(s.address().port)); s.close(); });',
  ],
  { encoding: "utf8" },
).trim();
const port = Number(process.env.E2E_PORT);
// Every server the tests start (this one, and the specs' own) compiles the same TypeScript:
// Node's compile cache keeps it between starts (it is keyed by content).
process.env.NODE_COMPILE_CACHE ||= path.join(tmpdir(), "vps-node-compile-cache");
export const baseURL = `http://127.0.0.1:${port}`;
// Each run stores its enquiries in a fresh folder of its own.
const dataDir = process.env.E2E_DATA_DIR ?? mkdtempSync(path.join(tmpdir(), "vps-e2e-"));
process.env.E2E_DATA_DIR = dataDir;

export default defineConfig({
  testDir: "tests/e2e",
  fullyParallel: true,
  // Playwright's own default is half the cores: one worker on a two-core machine, which left a
  // core idle while a test waits on the server or a page (npm test runs without CI set).
  workers: process.env.CI ? 2 : Math.max(2, Math.floor(availableParallelism() / 2)),
  retries: 0,
  forbidOnly: Boolean(process.env.CI),
  // PLAYWRIGHT_JSON_OUTPUT_FILE=… adds a JSON report (per-test durations) beside the list.
  reporter: process.env.PLAYWRIGHT_JSON_OUTPUT_FILE ? [["list"], ["json"]] : [["list"]],
  timeout: 30_000,
  // A web-first assertion waits this long for the page to come right. The enquiry forms hold a
  // send made within the fill time (3 s) of their token, and a machine busy with a build beside
  // the tests may take seconds more to answer: 5 s (Playwright's default) left too little.
  expect: { timeout: 10_000 },
  use: {
    baseURL,
    launchOptions: { executablePath: testBrowserPath(), args: chromiumArgs },
    trace: "off",
  },
  projects: [
    { name: "js", testIgnore: /\.nojs\.spec\.ts$/ },
    { name: "no-js", testMatch: /\.nojs\.spec\.ts$/, use: { javaScriptEnabled: false } },
  ],
  webServer: {
    // The production build, started as `npm start` starts it (npm test builds first).
    command: `node ${serverArgs.join(" ")}`,
    url: `${baseURL}/healthz`,
    reuseExistingServer: false,
    timeout: 60_000,
    env: {
      ...serverEnvironment,
      PORT: String(port),
      HOST: "127.0.0.1",
      LOG_LEVEL: "error",
      // NODE_ENV unset: production mode by default, on loopback without SITE_URL, as `npm start`
      // runs on a laptop (NODE_ENV=production would ask for SITE_URL).
      DATA_DIR: dataDir,
      // Browser tests post many forms from one address; the limit itself has unit tests.
      ENQUIRY_RATE_LIMIT: "0",
      OUTBOX_POLL_MS: "200",
    },
  },
});
