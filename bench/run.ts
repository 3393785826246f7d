/**
 * npm run bench: builds the production site (the npm script does that first), starts it, and
 * measures side by side in one run: Lighthouse (mobile) on the key pages for a mid-tier and a
 * low-tier phone (the CPU slowdown calibrated to this host, lighthouse.ts), throughput and latency
 * of pages against a bare node:http server answering the same bytes (the limit), the bytes each
 * page sends, and accepted enquiries per second. Prints a table and writes JSON to bench/results/.
 * The measurements themselves: lighthouse.ts, load.ts, bytes.ts; the tables: report.ts.
 */
import { type ChildProcess, execFileSync, spawn } from "node:child_process";
import {
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from "node:fs";
import os from "node:os";
import path from "node:path";
import { chromium } from "@playwright/test";
import { chromiumArgs, chromiumPath } from "#tests/chromium.ts";
import { freePort, serverArgs } from "#tests/e2e/spawn-server.ts";
import { serverEnvironment } from "../server/memory.ts";
import { type Bytes, pageBytes } from "./bytes.ts";
import { flood } from "./flood.ts";
import { type LighthouseResult, type Phone, phones, runLighthouse } from "./lighthouse.ts";
import { load, loadColdSearch, loadEnquiries } from "./load.ts";
import { keyPages } from "./pages.ts";
import { lighthouseTable, type Results, report, targets } from "./report.ts";
import { measureUploadMemory, rssMb } from "./upload-memory.ts";

const root = path.resolve(import.meta.dirname, "..");
const lighthouseRuns = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3);
const loadSeconds = Number(process.env.BENCH_SECONDS ?? 10);
/** The phones to emulate (BENCH_PHONES=low-tier for one); both by default. */
const benchPhones = (process.env.BENCH_PHONES?.split(",") ?? Object.keys(phones)).filter(
  (phone): phone is Phone => phone in phones,
);
/** BENCH_ONLY=lighthouse: Lighthouse alone, without the load runs (a shared machine). */
const lighthouseOnly = process.env.BENCH_ONLY === "lighthouse";

const pages = keyPages;

/**
 * The customer's pages (issue 23) beside the key pages, for Lighthouse: a small fleet is seeded
 * into the bench's data folder first, and its link opens the fleet and a unit's page.
 */
function customerPages(dataDir: string): Record<string, string> {
  const output = execFileSync(
    process.execPath,
    ["scripts/seed-passport.ts", "--customers", "1", "--units", "3", "--records", "8"],
    {
      cwd: root,
      env: { ...process.env, DATA_DIR: dataDir, LOG_LEVEL: "silent" },
      encoding: "utf8",
    },
  );
  const seeded = JSON.parse(output.trim().split("\n").at(-1) ?? "{}") as {
    fleetPath: string;
    firstAsset: number;
  };
  return {
    "fleet page": seeded.fleetPath,
    "unit page": `${seeded.fleetPath}/units/${seeded.firstAsset}`,
    "report check": "/verify",
    "service plans": "/service-plans",
  };
}

async function waitForHealth(url: string) {
  for (let attempt = 0; attempt < 200; attempt++) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {}
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`${url} did not answer`);
}

function startProcess(args: string[], env: Record<string, string>): ChildProcess {
  return spawn(process.execPath, args, {
    cwd: root,
    env: { ...process.env, ...env },
    stdio: ["ignore", "ignore", "inherit"],
  });
}

/** Lines of the server's own code, tests left out. */
function serverLines(): number {
  return readdirSync(path.join(root, "server"), { recursive: true })
    .map(String)
    .filter((file) => file.endsWith(".ts") && !file.endsWith(".test.ts") && !file.endsWith(".d.ts"))
    .reduce(
      (sum, file) =>
        sum + readFileSync(path.join(root, "server", file), "utf8").split("\n").length - 1,
      0,
    );
}

async function main() {
  // Ports the system picks, so a server already running here never gets in the way.
  const sitePort = await freePort();
  const limitPort = await freePort();
  const site = `http://127.0.0.1:${sitePort}`;
  const dataDir = mkdtempSync(path.join(os.tmpdir(), "vps-bench-"));
  // BENCH_PAGES="services,fleet page": Lighthouse on those pages alone.
  const only = process.env.BENCH_PAGES?.split(",");
  const lighthousePages = Object.fromEntries(
    Object.entries({ ...pages, ...customerPages(dataDir) }).filter(
      ([name]) => !only || only.includes(name),
    ),
  );
  const server = startProcess(serverArgs, {
    ...serverEnvironment,
    PORT: String(sitePort),
    HOST: "127.0.0.1",
    LOG_LEVEL: "silent",
    DATA_DIR: dataDir,
    ENQUIRY_RATE_LIMIT: "0",
    ENQUIRY_MIN_FILL_MS: "0",
  });
  let limit: ChildProcess | undefined;
  try {
    await waitForHealth(`${site}/healthz`);
    // The limit server copies the page from the running site, so it starts second.
    limit = startProcess(["bench/limit-server.ts"], {
      PORT: String(limitPort),
      PAGE_URL: `${site}${pages.services}`,
    });
    await waitForHealth(`http://127.0.0.1:${limitPort}/healthz`);
    console.log(
      `Benchmark on ${os.cpus().length} × ${os.cpus()[0]?.model ?? "CPU"}, Node ${process.version}`,
    );

    const rssAtStart = rssMb(server);
    const byPhone: Partial<Record<Phone, LighthouseResult[]>> = {};
    for (const phone of benchPhones)
      byPhone[phone] = await runLighthouse(
        site,
        lighthousePages,
        lighthouseRuns,
        path.join(root, "bench", "results", "lighthouse"),
        phone,
      );
    if (lighthouseOnly) {
      console.log(`\n${lighthouseTable(Object.values(byPhone).flat())}\n`);
      return;
    }
    const lighthouseResults = byPhone["mid-tier"] ?? [];
    const lowTier = byPhone["low-tier"] ?? [];

    const loadResults: Results["load"] = {
      prerendered: await load("prerendered /services", `${site}${pages.services}`, loadSeconds),
      limit: await load(
        "limit: same bytes from node:http",
        `http://127.0.0.1:${limitPort}/`,
        loadSeconds,
      ),
      search: await load("server-rendered search", `${site}${pages.search}`, loadSeconds),
      searchCold: await loadColdSearch(`${site}${pages.search}`, loadSeconds),
      notFound: await load("404", `${site}/no-such-page`, loadSeconds),
      health: await load("/healthz", `${site}/healthz`, loadSeconds),
    };

    const rssAfterLoad = rssMb(server);
    // One token for the run: it dates the form (the minimum fill time is off for the bench). It is
    // spent by the first enquiry, so the rest are stored as held: the bench measures the intake
    // and the store, not the outbox.
    const { token: formToken } = (await (await fetch(`${site}/api/form-token`)).json()) as {
      token: string;
    };
    const enquiries = await loadEnquiries(site, loadSeconds, formToken);

    const bytes: Bytes[] = [];
    const browser = await chromium.launch({ executablePath: chromiumPath(), args: chromiumArgs });
    try {
      for (const [name, pagePath] of Object.entries(pages))
        bytes.push(await pageBytes(browser, site, name, pagePath));
    } finally {
      await browser.close();
    }

    // Each on a server of its own, started fresh, so the figures are the uploads' alone.
    const uploads = [await measureUploadMemory("jpeg"), await measureUploadMemory("mixed")];
    const floodResult = await flood(3000);

    const results: Results = {
      lighthouse: lighthouseResults,
      lowTier,
      load: loadResults,
      enquiries,
      bytes,
      uploads,
      flood: floodResult,
      server: {
        rssAtStart,
        rssAfterLoad,
        serverLines: serverLines(),
        bundleBytes: statSync(path.join(root, "build", "server", "index.js")).size,
      },
    };
    const checked = targets(results);
    const text = report(results, checked);
    console.log(`\n${text}\n`);

    const resultsDir = path.join(root, "bench", "results");
    mkdirSync(resultsDir, { recursive: true });
    const stamp = new Date().toISOString().replace(/[:.]/g, "-");
    const json = {
      date: new Date().toISOString(),
      machine: {
        cpus: os.cpus().length,
        model: os.cpus()[0]?.model,
        memoryGiB: Math.round(os.totalmem() / 2 ** 30),
        node: process.version,
      },
      ...results,
      // The file keeps the server's memory and lines; not the bundle's size (as before).
      server: { rssAtStart, rssAfterLoad, serverLines: results.server.serverLines },
      targets: checked,
    };
    writeFileSync(path.join(resultsDir, `${stamp}.json`), `${JSON.stringify(json, null, 2)}\n`);
    writeFileSync(path.join(resultsDir, "latest.md"), `${text}\n`);
  } finally {
    server.kill("SIGTERM");
    limit?.kill("SIGTERM");
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
