/**
 * npm run bench: builds the production site (the npm script does that first), starts it, and
 * measures side by side in one run: Lighthouse (mobile) on five pages, throughput and latency
 * of pages against a bare node:http server answering the same bytes (the limit), the bytes each
 * page sends, and accepted enquiries per second. Prints a table and writes JSON to bench/results/.
 */
import { type ChildProcess, spawn } from "node:child_process";
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
import autocannon from "autocannon";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { chromiumArgs, chromiumPath } from "../tests/chromium.ts";
import { serverArgs } from "../tests/e2e/spawn-server.ts";

const root = path.resolve(import.meta.dirname, "..");
const sitePort = 3400;
const limitPort = 3401;
const site = `http://127.0.0.1:${sitePort}`;
const lighthouseRuns = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3);
const loadSeconds = Number(process.env.BENCH_SECONDS ?? 10);

const pages = {
  home: "/",
  services: "/services",
  details: "/services/details/oil-temperature-indicator",
  contact: "/contact",
  search: "/services/search/oil",
};

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2
    ? (sorted[middle] ?? 0)
    : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
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

// ---------------------------------------------------------------------------------------------
// Lighthouse
// ---------------------------------------------------------------------------------------------

type LighthouseResult = {
  page: string;
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  transferBytes: number;
};

async function runLighthouse(): Promise<LighthouseResult[]> {
  const chrome = await chromeLauncher.launch({
    chromePath: chromiumPath(),
    chromeFlags: ["--headless=new", ...chromiumArgs],
  });
  const results: LighthouseResult[] = [];
  try {
    for (const [name, pagePath] of Object.entries(pages)) {
      const runs: LighthouseResult[] = [];
      for (let run = 0; run < lighthouseRuns; run++) {
        const result = await lighthouse(`${site}${pagePath}`, {
          port: chrome.port,
          output: "json",
          logLevel: "error",
          onlyCategories: ["performance", "accessibility", "best-practices", "seo"],
        });
        const lhr = result?.lhr;
        if (!lhr) throw new Error(`Lighthouse gave no result for ${pagePath}`);
        const score = (id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
        const numeric = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
        runs.push({
          page: name,
          performance: score("performance"),
          accessibility: score("accessibility"),
          bestPractices: score("best-practices"),
          seo: score("seo"),
          lcpMs: Math.round(numeric("largest-contentful-paint")),
          tbtMs: Math.round(numeric("total-blocking-time")),
          cls: Number(numeric("cumulative-layout-shift").toFixed(3)),
          transferBytes: Math.round(numeric("total-byte-weight")),
        });
        const failing = Object.values(lhr.audits).filter(
          (audit) => audit.score !== null && audit.score < 1 && audit.scoreDisplayMode === "binary",
        );
        if (run === 0 && failing.length) {
          console.log(
            `  ${name}: audits not passed: ${failing.map((audit) => audit.id).join(", ")}`,
          );
        }
      }
      const pick = (key: keyof LighthouseResult) => median(runs.map((run) => Number(run[key])));
      results.push({
        page: name,
        performance: pick("performance"),
        accessibility: pick("accessibility"),
        bestPractices: pick("bestPractices"),
        seo: pick("seo"),
        lcpMs: pick("lcpMs"),
        tbtMs: pick("tbtMs"),
        cls: pick("cls"),
        transferBytes: pick("transferBytes"),
      });
      console.log(`  lighthouse ${name}: ${JSON.stringify(results.at(-1))}`);
    }
  } finally {
    chrome.kill();
  }
  return results;
}

// ---------------------------------------------------------------------------------------------
// Throughput and latency
// ---------------------------------------------------------------------------------------------

type LoadResult = {
  target: string;
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  non2xx: number;
  errors: number;
};

async function load(
  target: string,
  url: string,
  options: Partial<autocannon.Options> = {},
): Promise<LoadResult> {
  const result = await autocannon({
    url,
    connections: 50,
    duration: loadSeconds,
    headers: { "accept-encoding": "br, gzip" },
    ...options,
  });
  const summary = {
    target,
    requestsPerSecond: Math.round(result.requests.average),
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors,
  };
  console.log(`  load ${target}: ${JSON.stringify(summary)}`);
  return summary;
}

// ---------------------------------------------------------------------------------------------
// Bytes
// ---------------------------------------------------------------------------------------------

type Bytes = { page: string; html: number; css: number; js: number; images: number; total: number };

async function compressedSize(url: string): Promise<number> {
  const response = await fetch(url, { headers: { "accept-encoding": "br" } });
  const body = await response.arrayBuffer();
  // fetch decodes the body; the header says what went over the wire.
  return Number(response.headers.get("content-length") ?? body.byteLength);
}

async function pageBytes(name: string, pagePath: string): Promise<Bytes> {
  const url = `${site}${pagePath}`;
  const html = await (await fetch(url)).text();
  const css = [...html.matchAll(/<link rel="stylesheet" href="([^"]+)"/g)].map(
    (match) => match[1] as string,
  );
  const js = [
    ...new Set([
      ...[...html.matchAll(/<link rel="modulepreload" href="([^"]+)"/g)].map(
        (match) => match[1] as string,
      ),
      ...[...html.matchAll(/import\("([^"]+\.js)"\)/g)].map((match) => match[1] as string),
    ]),
  ];
  // Pictures the browser fetches at once: not lazy, and not hidden behind a click.
  const images = [...html.matchAll(/<img [^>]*src="([^"]+)"[^>]*>/g)]
    .filter((match) => !match[0].includes('loading="lazy"'))
    .map((match) => match[1] as string);
  const fonts = [...html.matchAll(/<link rel="preload" href="([^"]+\.woff2)"/g)].map(
    (match) => match[1] as string,
  );
  const sum = async (list: string[]) =>
    (await Promise.all(list.map((item) => compressedSize(new URL(item, site).toString())))).reduce(
      (a, b) => a + b,
      0,
    );
  const result = {
    page: name,
    html: await compressedSize(url),
    css: await sum(css),
    js: await sum(js),
    images: await sum(images),
    total: 0,
  };
  result.total = result.html + result.css + result.js + result.images + (await sum(fonts));
  console.log(`  bytes ${name}: ${JSON.stringify(result)}`);
  return result;
}

// ---------------------------------------------------------------------------------------------

function table(headers: string[], rows: (string | number)[][]): string {
  const cells = [headers, ...rows.map((row) => row.map(String))];
  const widths = headers.map((_, column) =>
    Math.max(...cells.map((row) => (row[column] ?? "").length)),
  );
  const line = (row: string[]) =>
    `| ${row.map((cell, column) => cell.padEnd(widths[column] ?? 0)).join(" | ")} |`;
  return [
    line(headers),
    `|${widths.map((width) => "-".repeat(width + 2)).join("|")}|`,
    ...cells.slice(1).map(line),
  ].join("\n");
}

const kb = (bytes: number) => (bytes / 1024).toFixed(1);

function rssMb(child: ChildProcess): number {
  const status = readFileSync(`/proc/${child.pid}/status`, "utf8");
  return Math.round(Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024);
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
  const dataDir = mkdtempSync(path.join(os.tmpdir(), "vps-bench-"));
  const server = startProcess(serverArgs, {
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
    const lighthouseResults = await runLighthouse();

    const prerendered = await load("prerendered /services", `${site}${pages.services}`);
    const limitResult = await load(
      "limit: same bytes from node:http",
      `http://127.0.0.1:${limitPort}/`,
    );
    const search = await load("server-rendered search", `${site}${pages.search}`);
    let searchCounter = 0;
    const searchCold = await load("search, a new keyword each time", `${site}${pages.search}`, {
      requests: [
        {
          setupRequest: (request) => {
            searchCounter += 1;
            request.path = `/services/search/oil${searchCounter}`;
            return request;
          },
        },
      ],
    });
    const notFound = await load("404", `${site}/no-such-page`);
    const health = await load("/healthz", `${site}/healthz`);

    const rssAfterLoad = rssMb(server);
    // One token for the run: it dates the form, and the minimum fill time is off for the bench.
    const { token: formToken } = (await (await fetch(`${site}/api/form-token`)).json()) as {
      token: string;
    };
    let counter = 0;
    const enquiries = await load("POST /api/enquiries", `${site}/api/enquiries?kind=contact`, {
      connections: 20,
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      requests: [
        {
          method: "POST",
          setupRequest: (request) => {
            counter += 1;
            request.body = new URLSearchParams({
              firstName: "Bench",
              lastName: `Visitor ${counter}`,
              email: `bench${counter}@example.in`,
              phone: "987-654-3210",
              service: "service",
              message: `Benchmark enquiry ${counter}: oil filtration for a 1 MVA transformer.`,
              idempotencyKey: `bench-${process.pid}-${counter}-abcdef`,
              formToken,
            }).toString();
            return request;
          },
        },
      ],
    });

    const bytes = [];
    for (const [name, pagePath] of Object.entries(pages))
      bytes.push(await pageBytes(name, pagePath));

    const ratio = (result: LoadResult) =>
      Number((result.requestsPerSecond / limitResult.requestsPerSecond).toFixed(2));
    const home = bytes.find((entry) => entry.page === "home");
    const targets = [
      {
        target: "Lighthouse 100 in all four categories on every page",
        met: lighthouseResults.every(
          (r) =>
            r.performance === 100 &&
            r.accessibility === 100 &&
            r.bestPractices === 100 &&
            r.seo === 100,
        ),
        measured: lighthouseResults
          .map((r) => `${r.page} ${r.performance}/${r.accessibility}/${r.bestPractices}/${r.seo}`)
          .join(", "),
      },
      {
        target: "prerendered page ≥ 0.9 of the limit",
        met: ratio(prerendered) >= 0.9,
        measured: String(ratio(prerendered)),
      },
      {
        target: "search page ≥ 0.3 of the limit",
        met: ratio(search) >= 0.3,
        measured: String(ratio(search)),
      },
      {
        target: "404 ≥ 0.3 of the limit",
        met: ratio(notFound) >= 0.3,
        measured: String(ratio(notFound)),
      },
      {
        target: "home first-visit JS ≤ 130 KB",
        met: (home?.js ?? Infinity) <= 130 * 1024,
        measured: `${kb(home?.js ?? 0)} KB`,
      },
      {
        target: "home total ≤ 300 KB",
        met: (home?.total ?? Infinity) <= 300 * 1024,
        measured: `${kb(home?.total ?? 0)} KB`,
      },
      {
        target: "enquiries ≥ 300/s, p99 < 100 ms",
        met: enquiries.requestsPerSecond >= 300 && enquiries.p99Ms < 100 && enquiries.non2xx === 0,
        measured: `${enquiries.requestsPerSecond}/s, p99 ${enquiries.p99Ms} ms, non-2xx ${enquiries.non2xx}`,
      },
    ];

    const report = [
      `Measured ${new Date().toISOString().slice(0, 16).replace("T", " ")} UTC on ${os.cpus().length} × ${os.cpus()[0]?.model ?? "CPU"}, ${Math.round(os.totalmem() / 2 ** 30)} GiB, Node ${process.version}`,
      "",
      table(
        [
          "Lighthouse (mobile, median of 3)",
          "Perf",
          "A11y",
          "BP",
          "SEO",
          "LCP ms",
          "TBT ms",
          "CLS",
          "KB",
        ],
        lighthouseResults.map((r) => [
          r.page,
          r.performance,
          r.accessibility,
          r.bestPractices,
          r.seo,
          r.lcpMs,
          r.tbtMs,
          r.cls,
          kb(r.transferBytes),
        ]),
      ),
      "",
      table(
        ["Load (50 connections, 10 s)", "req/s", "p50 ms", "p99 ms", "ratio to limit"],
        [prerendered, limitResult, search, searchCold, notFound, health].map((r) => [
          r.target,
          r.requestsPerSecond,
          r.p50Ms,
          r.p99Ms,
          ratio(r),
        ]),
      ),
      "",
      table(
        ["Bytes sent (brotli), KB", "HTML", "CSS", "JS", "images", "total"],
        bytes.map((b) => [b.page, kb(b.html), kb(b.css), kb(b.js), kb(b.images), kb(b.total)]),
      ),
      "",
      table(
        ["Enquiries (20 connections, stored durably)", "accepted/s", "p50 ms", "p99 ms", "non-2xx"],
        [
          [
            enquiries.target,
            enquiries.requestsPerSecond,
            enquiries.p50Ms,
            enquiries.p99Ms,
            enquiries.non2xx,
          ],
        ],
      ),
      "",
      table(
        ["Server", "measured"],
        [
          ["RSS after start, MB", rssAtStart],
          ["RSS after the load runs, MB", rssAfterLoad],
          ["hand-written server code (server/, without tests), lines", serverLines()],
          [
            "server bundle (build/server/index.js), KB",
            kb(statSync(path.join(root, "build", "server", "index.js")).size),
          ],
        ],
      ),
      "",
      table(
        ["Target", "met", "measured"],
        targets.map((t) => [t.target, t.met ? "yes" : "NO", t.measured]),
      ),
    ].join("\n");
    console.log(`\n${report}\n`);

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
      lighthouse: lighthouseResults,
      load: { prerendered, limit: limitResult, search, searchCold, notFound, health },
      enquiries,
      bytes,
      server: { rssAtStart, rssAfterLoad, serverLines: serverLines() },
      targets,
    };
    writeFileSync(path.join(resultsDir, `${stamp}.json`), `${JSON.stringify(json, null, 2)}\n`);
    writeFileSync(path.join(resultsDir, "latest.md"), `${report}\n`);
  } finally {
    server.kill("SIGTERM");
    limit?.kill("SIGTERM");
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
