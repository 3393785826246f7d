/**
 * Lighthouse (mobile) on each benchmarked page: the median of a few runs per page, with the CPU
 * slowed down to emulate a given phone on whatever machine runs it (issue 27).
 */
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import * as chromeLauncher from "chrome-launcher";
import lighthouse, { type Result } from "lighthouse";
import { chromiumArgs, chromiumPath } from "#tests/chromium.ts";

/**
 * The phones the bench emulates, by Chrome DevTools' calibration: a benchmark index (Lighthouse's
 * `environment.benchmarkIndex`, higher is faster) for a mid-tier phone (Pixel 5) and a low-tier
 * one (Moto G4 Power 2022).
 */
export const phones = {
  "mid-tier": { benchmarkIndex: 1000 },
  "low-tier": { benchmarkIndex: 264 },
} as const;

export type Phone = keyof typeof phones;

/**
 * The CPU slowdown that makes this host as fast as the phone: host index / phone index (a host
 * of index 1,050 is slowed 4× for the low-tier phone). Never below 1: a host slower than the
 * phone cannot be sped up, and its figures are then pessimistic.
 */
export function cpuSlowdown(hostIndex: number, phone: Phone): number {
  return Math.max(1, Number((hostIndex / phones[phone].benchmarkIndex).toFixed(2)));
}

export type LighthouseResult = {
  page: string;
  /** The phone emulated, the host's benchmark index and the slowdown used for it. */
  phone: Phone;
  hostIndex: number;
  cpuSlowdown: number;
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  transferBytes: number;
};

export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2
    ? (sorted[middle] ?? 0)
    : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
}

/** The median run's report (by LCP), without screenshots, as bench/results/lighthouse/<page>.json. */
function writeReport(dir: string, name: string, reports: Result[], runs: LighthouseResult[]) {
  const lcp = median(runs.map((run) => run.lcpMs));
  const index = runs.reduce(
    (best, run, i) =>
      Math.abs(run.lcpMs - lcp) < Math.abs((runs[best]?.lcpMs ?? 0) - lcp) ? i : best,
    0,
  );
  const report = structuredClone(reports[index]) as
    | (Result & { fullPageScreenshot?: unknown })
    | undefined;
  if (!report) return;
  delete report.fullPageScreenshot;
  for (const id of ["screenshot-thumbnails", "final-screenshot"]) delete report.audits[id];
  mkdirSync(dir, { recursive: true });
  writeFileSync(path.join(dir, `${name.replaceAll(" ", "-")}.json`), `${JSON.stringify(report)}\n`);
}

/**
 * `runs` Lighthouse runs of each of `pages` (name → path) on `site`, one Chromium for all. The
 * report of each page's median run (by LCP) is written whole to `reportDir`, without its
 * screenshots, so that a figure of the table can be traced to the run it came from.
 */
export async function runLighthouse(
  site: string,
  pages: Record<string, string>,
  lighthouseRuns: number,
  reportDir?: string,
  phone: Phone = "mid-tier",
): Promise<LighthouseResult[]> {
  const chrome = await chromeLauncher.launch({
    chromePath: chromiumPath(),
    chromeFlags: ["--headless=new", ...chromiumArgs],
  });
  const results: LighthouseResult[] = [];
  // The host's speed, measured by Lighthouse itself on a page that costs nothing (its own
  // figures are not kept). A shared machine's speed changes from minute to minute.
  const probeHost = async () => {
    const probe = await lighthouse(`${site}/healthz`, {
      port: chrome.port,
      output: "json",
      logLevel: "error",
      onlyCategories: ["performance"],
    });
    const index = Math.round(probe?.lhr.environment.benchmarkIndex ?? 0);
    if (!index) throw new Error("Lighthouse reported no benchmark index for this host");
    return index;
  };
  try {
    for (const [name, pagePath] of Object.entries(pages)) {
      const runs: LighthouseResult[] = [];
      const reports: Result[] = [];
      let repeated = 0;
      while (runs.length < lighthouseRuns) {
        // Calibrated just before each run. Lighthouse measures the host again as the run starts:
        // a run during which the host was a quarter faster or a fifth slower than calibrated
        // emulated another phone, and is made again (at most three times a page).
        const hostIndex = await probeHost();
        const slowdown = cpuSlowdown(hostIndex, phone);
        const result = await lighthouse(`${site}${pagePath}`, {
          port: chrome.port,
          output: "json",
          logLevel: "error",
          onlyCategories: ["performance", "accessibility", "best-practices", "seo"],
          throttling: { cpuSlowdownMultiplier: slowdown },
          // Every run is a first visit: Lighthouse empties the HTTP cache between runs but keeps
          // localStorage unless told, where an earlier run leaves the typeface's key
          // (decision 0022), so the next run would ask for the font as a returning visitor does.
          clearStorageTypes: [
            "file_systems",
            "shader_cache",
            "service_workers",
            "cache_storage",
            "local_storage",
          ],
        });
        const lhr = result?.lhr;
        if (!lhr) throw new Error(`Lighthouse gave no result for ${pagePath}`);
        const runIndex = lhr.environment.benchmarkIndex;
        const drift = runIndex / hostIndex;
        if (slowdown > 1 && (drift < 0.8 || drift > 1.25) && repeated < 3) {
          repeated += 1;
          console.log(
            `  ${name}: host index ${hostIndex} before the run, ${Math.round(runIndex)} in it: run made again`,
          );
          continue;
        }
        reports.push(lhr);
        const score = (id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
        const numeric = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
        runs.push({
          page: name,
          phone,
          hostIndex,
          cpuSlowdown: slowdown,
          performance: score("performance"),
          accessibility: score("accessibility"),
          bestPractices: score("best-practices"),
          seo: score("seo"),
          lcpMs: Math.round(numeric("largest-contentful-paint")),
          tbtMs: Math.round(numeric("total-blocking-time")),
          cls: Number(numeric("cumulative-layout-shift").toFixed(3)),
          transferBytes: Math.round(numeric("total-byte-weight")),
        });
        console.log(
          `  ${name}, ${phone} phone, run ${runs.length}: host index ${hostIndex}, CPU slowed ${slowdown}×, TBT ${runs.at(-1)?.tbtMs} ms, LCP ${runs.at(-1)?.lcpMs} ms`,
        );
        const failing = Object.values(lhr.audits).filter(
          (audit) => audit.score !== null && audit.score < 1 && audit.scoreDisplayMode === "binary",
        );
        if (runs.length === 1 && failing.length) {
          console.log(
            `  ${name}: audits not passed: ${failing.map((audit) => audit.id).join(", ")}`,
          );
        }
      }
      const pick = (key: keyof LighthouseResult) => median(runs.map((run) => Number(run[key])));
      results.push({
        page: name,
        phone,
        hostIndex: pick("hostIndex"),
        cpuSlowdown: pick("cpuSlowdown"),
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
      if (reportDir) writeReport(reportDir, `${phone}-${name}`, reports, runs);
    }
  } finally {
    chrome.kill();
  }
  return results;
}
