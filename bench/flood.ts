/**
 * A flood of unique URLs (tracking parameters on prerendered pages, unknown paths, new search
 * terms) against a server of its own, with one visitor asking for /services every second
 * throughout. The flood is counted in URLs, not seconds, so a slow or busy machine sends the same
 * load as a quiet one: a first round of `roundUrls` unique URLs fills the caches and compiles the
 * code, a second round of as many again shows whether memory keeps growing.
 *
 * `npm test` floods with 2,000 URLs a round (tests/e2e/flood.spec.ts), `npm run bench` with 3,000.
 */
import type { ChildProcess } from "node:child_process";
import { mkdtempSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { freePort, spawnServer } from "#tests/e2e/spawn-server.ts";

export type FloodResult = {
  urls: number;
  /** Peak resident memory (MB) over the first round, and over both. */
  firstPeakMb: number;
  secondPeakMb: number;
  /** Statuses of the flood's answers (each 200 or 404 when all is well) and of the visitor's. */
  floodStatuses: number[];
  visitorStatuses: number[];
  /** The server's health check once the flood is over. */
  healthStatus: number;
};

function rssMb(child: ChildProcess): number {
  const status = readFileSync(`/proc/${child.pid}/status`, "utf8");
  const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
  return kb / 1024;
}

/** The n-th unique URL: a new value each time, so nothing is answered from a cache. */
function unique(n: number): string {
  const token = `${n}-${Math.random().toString(36).slice(2)}`;
  switch (n % 4) {
    case 0:
      return `/?fbclid=${token}`;
    case 1:
      return `/services?utm_source=${token}&x=${token}`;
    case 2:
      return `/no-such-page-${token}`;
    default:
      return `/services/search/${token}`;
  }
}

export async function flood(roundUrls: number): Promise<FloodResult> {
  const port = await freePort();
  const server = await spawnServer(port, {
    LOG_LEVEL: "silent",
    DATA_DIR: mkdtempSync(path.join(tmpdir(), "vps-flood-")),
  });
  try {
    const base = `http://127.0.0.1:${port}`;
    let peak = rssMb(server);
    const sampler = setInterval(() => {
      peak = Math.max(peak, rssMb(server));
    }, 250);
    const floodStatuses = new Set<number>();
    const round = async (first: number) => {
      let next = first;
      const worker = async () => {
        while (next < first + roundUrls) {
          const n = next++;
          const response = await fetch(base + unique(n), { headers: { "Accept-Encoding": "br" } });
          await response.arrayBuffer();
          floodStatuses.add(response.status);
        }
      };
      await Promise.all(Array.from({ length: 16 }, worker));
      return Math.max(peak, rssMb(server));
    };
    const visitorStatuses: number[] = [];
    let flooding = true;
    const visitor = (async () => {
      while (flooding) {
        const response = await fetch(`${base}/services`);
        await response.arrayBuffer();
        visitorStatuses.push(response.status);
        await new Promise((resolve) => setTimeout(resolve, 1000));
      }
    })();
    const firstPeakMb = await round(0);
    const secondPeakMb = await round(roundUrls);
    flooding = false;
    clearInterval(sampler);
    await visitor;
    const healthStatus = (await fetch(`${base}/healthz`)).status;
    return {
      urls: 2 * roundUrls,
      firstPeakMb,
      secondPeakMb,
      floodStatuses: [...floodStatuses].sort(),
      visitorStatuses,
      healthStatus,
    };
  } finally {
    server.kill("SIGTERM");
  }
}
