/** Lighthouse (mobile) on each benchmarked page: the median of a few runs per page. */
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import * as chromeLauncher from "chrome-launcher";
import lighthouse, { type Result } from "lighthouse";
import { chromiumArgs, chromiumPath } from "../tests/chromium.ts";

export type LighthouseResult = {
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
): Promise<LighthouseResult[]> {
  const chrome = await chromeLauncher.launch({
    chromePath: chromiumPath(),
    chromeFlags: ["--headless=new", ...chromiumArgs],
  });
  const results: LighthouseResult[] = [];
  try {
    for (const [name, pagePath] of Object.entries(pages)) {
      const runs: LighthouseResult[] = [];
      const reports: Result[] = [];
      for (let run = 0; run < lighthouseRuns; run++) {
        const result = await lighthouse(`${site}${pagePath}`, {
          port: chrome.port,
          output: "json",
          logLevel: "error",
          onlyCategories: ["performance", "accessibility", "best-practices", "seo"],
        });
        const lhr = result?.lhr;
        if (!lhr) throw new Error(`Lighthouse gave no result for ${pagePath}`);
        reports.push(lhr);
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
      if (reportDir) writeReport(reportDir, name, reports, runs);
    }
  } finally {
    chrome.kill();
  }
  return results;
}
