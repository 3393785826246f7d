/** The benchmark's report: the targets it checks and the Markdown tables it prints and saves. */
import os from "node:os";
import type { Bytes } from "./bytes.ts";
import type { FloodResult } from "./flood.ts";
import type { LighthouseResult } from "./lighthouse.ts";
import type { LoadResult } from "./load.ts";
import type { UploadMemory } from "./upload-memory.ts";

export type Results = {
  /** The mid-tier phone's runs, and the low-tier phone's (lighthouse.ts, phones). */
  lighthouse: LighthouseResult[];
  lowTier: LighthouseResult[];
  load: Record<
    "prerendered" | "limit" | "search" | "searchCold" | "notFound" | "health",
    LoadResult
  >;
  enquiries: LoadResult;
  bytes: Bytes[];
  server: { rssAtStart: number; rssAfterLoad: number; serverLines: number; bundleBytes: number };
  uploads: UploadMemory[];
  flood: FloodResult;
};

export type Target = { target: string; met: boolean; measured: string };

export const kb = (bytes: number) => (bytes / 1024).toFixed(1);

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

/** Each target the site is held to, whether this run met it and what it measured. */
export function targets({
  lighthouse,
  lowTier,
  load,
  enquiries,
  bytes,
  uploads,
  flood,
}: Results): Target[] {
  const ratio = (result: LoadResult) =>
    Number((result.requestsPerSecond / load.limit.requestsPerSecond).toFixed(2));
  return [
    {
      target: "photo uploads: RSS peak < 400 MB, < 300 MB after 30 s idle",
      met: uploads.every((run) => run.peakMb < 400 && run.idleMb < 300),
      measured: uploads
        .map((run) => `${run.mix} peak ${run.peakMb} MB, idle ${run.idleMb} MB`)
        .join("; "),
    },
    {
      target:
        "a flood of unique URLs: RSS < 384 MB, the second round < 20 MB over the first, every answer 200 or 404, the visitor answered",
      // The same checks as tests/e2e/flood.spec.ts: memory, the flood's and the visitor's
      // answers, and the health check after it.
      met:
        flood.secondPeakMb < 384 &&
        flood.secondPeakMb < flood.firstPeakMb + 20 &&
        flood.floodStatuses.every((status) => status === 200 || status === 404) &&
        flood.visitorStatuses.length > 0 &&
        flood.visitorStatuses.every((status) => status === 200) &&
        flood.healthStatus === 200,
      measured: `${flood.urls} URLs: peak ${flood.firstPeakMb.toFixed(0)} MB after the first half, ${flood.secondPeakMb.toFixed(0)} MB after all; flood answers ${flood.floodStatuses.join("/")}; the visitor's ${flood.visitorStatuses.length} answers ${[...new Set(flood.visitorStatuses)].join("/")}; health ${flood.healthStatus}`,
    },
    {
      target: "mid-tier phone: Lighthouse 100 in all four categories on every page",
      met: lighthouse.every(
        (r) =>
          r.performance === 100 &&
          r.accessibility === 100 &&
          r.bestPractices === 100 &&
          r.seo === 100,
      ),
      measured: lighthouse
        .map((r) => `${r.page} ${r.performance}/${r.accessibility}/${r.bestPractices}/${r.seo}`)
        .join(", "),
    },
    {
      target: "prerendered page ≥ 0.9 of the limit",
      met: ratio(load.prerendered) >= 0.9,
      measured: String(ratio(load.prerendered)),
    },
    {
      target: "search page ≥ 0.3 of the limit",
      met: ratio(load.search) >= 0.3,
      measured: String(ratio(load.search)),
    },
    {
      target: "404 ≥ 0.3 of the limit",
      met: ratio(load.notFound) >= 0.3,
      measured: String(ratio(load.notFound)),
    },
    {
      target: "mid-tier phone: LCP ≤ 1.2 s, CLS ≤ 0.01, TBT ≤ 50 ms on every page",
      met: lighthouse.every((r) => r.lcpMs <= 1200 && r.cls <= 0.01 && r.tbtMs <= 50),
      measured: lighthouse.map((r) => `${r.page} ${r.lcpMs}/${r.cls}/${r.tbtMs}`).join(", "),
    },
    {
      target: "low-tier phone: performance ≥ 95, TBT ≤ 200 ms, LCP ≤ 1.2 s on every page",
      met:
        lowTier.length > 0 &&
        lowTier.every((r) => r.performance >= 95 && r.tbtMs <= 200 && r.lcpMs <= 1200),
      measured: lowTier.map((r) => `${r.page} ${r.performance}/${r.tbtMs}/${r.lcpMs}`).join(", "),
    },
    {
      target: "JS transferred before the page settles ≤ 110 KB (brotli) on every page",
      met: bytes.every((entry) => entry.js <= 110 * 1024),
      measured: bytes.map((entry) => `${entry.page} ${kb(entry.js)}`).join(", "),
    },
    {
      target: "total ≤ 250 KB on every page",
      met: bytes.every((entry) => entry.total <= 250 * 1024),
      measured: bytes.map((entry) => `${entry.page} ${kb(entry.total)}`).join(", "),
    },
    {
      target: "enquiries ≥ 300/s, p99 < 100 ms",
      met: enquiries.requestsPerSecond >= 300 && enquiries.p99Ms < 100 && enquiries.non2xx === 0,
      measured: `${enquiries.requestsPerSecond}/s, p99 ${enquiries.p99Ms} ms, non-2xx ${enquiries.non2xx}`,
    },
  ];
}

/** Lighthouse's figures, a row per phone and page, with the CPU slowdown each was run with. */
export function lighthouseTable(results: LighthouseResult[]): string {
  return table(
    [
      "Lighthouse (mobile)",
      "phone",
      "CPU ×",
      "Perf",
      "A11y",
      "BP",
      "SEO",
      "LCP ms",
      "TBT ms",
      "CLS",
      "KB",
    ],
    results.map((r) => [
      r.page,
      r.phone,
      `${r.cpuSlowdown} (host ${r.hostIndex})`,
      r.performance,
      r.accessibility,
      r.bestPractices,
      r.seo,
      r.lcpMs,
      r.tbtMs,
      r.cls,
      kb(r.transferBytes),
    ]),
  );
}

/** The Markdown report: one table per measurement, then the targets. */
export function report(results: Results, checked: Target[]): string {
  const { lighthouse, lowTier, load, enquiries, bytes, server } = results;
  const ratio = (result: LoadResult) =>
    Number((result.requestsPerSecond / load.limit.requestsPerSecond).toFixed(2));
  return [
    `Measured ${new Date().toISOString().slice(0, 16).replace("T", " ")} UTC on ${os.cpus().length} × ${os.cpus()[0]?.model ?? "CPU"}, ${Math.round(os.totalmem() / 2 ** 30)} GiB, Node ${process.version}`,
    "",
    lighthouseTable([...lighthouse, ...lowTier]),
    "",
    table(
      ["Load (50 connections, 10 s)", "req/s", "p50 ms", "p99 ms", "ratio to limit"],
      [load.prerendered, load.limit, load.search, load.searchCold, load.notFound, load.health].map(
        (r) => [r.target, r.requestsPerSecond, r.p50Ms, r.p99Ms, ratio(r)],
      ),
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
        ["RSS after start, MB", server.rssAtStart],
        ["RSS after the load runs, MB", server.rssAfterLoad],
        ["hand-written server code (server/, without tests), lines", server.serverLines],
        ["server bundle (build/server/index.js), KB", kb(server.bundleBytes)],
      ],
    ),
    "",
    table(
      ["Target", "met", "measured"],
      checked.map((t) => [t.target, t.met ? "yes" : "NO", t.measured]),
    ),
  ].join("\n");
}
