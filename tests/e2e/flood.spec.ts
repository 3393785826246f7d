/**
 * A flood of unique URLs (tracking parameters on prerendered pages, unknown paths, new search
 * terms) must not grow the server without bound, and a normal visitor is still answered
 * throughout. The flood is counted in URLs, not seconds, so a slow or busy machine sends the same
 * load as a quiet one: a first round of FLOOD_URLS unique URLs fills the caches and compiles the
 * code, a second round of as many again may then add at most 20 MB to the first round's peak,
 * and the peak stays under a fixed ceiling.
 */
import type { ChildProcess } from "node:child_process";
import { mkdtempSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { expect, test } from "./fixtures.ts";
import { freePort, spawnServer } from "./spawn-server.ts";

const roundUrls = Number(process.env.FLOOD_URLS ?? 3000);
const ceilingMb = 384;
const levellingMb = 20;

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

test("a flood of unique URLs keeps the server under its memory ceiling", async () => {
  // Two rounds take about a minute on a quiet two-core machine; a busy one may take several times that.
  test.setTimeout(600_000);
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
    const round = async (first: number) => {
      let next = first;
      const worker = async () => {
        while (next < first + roundUrls) {
          const n = next++;
          const response = await fetch(base + unique(n), { headers: { "Accept-Encoding": "br" } });
          await response.arrayBuffer();
          expect([200, 404]).toContain(response.status);
        }
      };
      await Promise.all(Array.from({ length: 16 }, worker));
      return Math.max(peak, rssMb(server));
    };
    const visitorAnswers: number[] = [];
    let flooding = true;
    const visitor = (async () => {
      while (flooding) {
        const response = await fetch(`${base}/services`);
        await response.arrayBuffer();
        visitorAnswers.push(response.status);
        await new Promise((resolve) => setTimeout(resolve, 1000));
      }
    })();
    const firstPeak = await round(0);
    const secondPeak = await round(roundUrls);
    flooding = false;
    clearInterval(sampler);
    await visitor;
    console.log(
      `flood: ${2 * roundUrls} unique URLs, peak RSS ${firstPeak.toFixed(0)} MB after the first ${roundUrls}, ${secondPeak.toFixed(0)} MB after all`,
    );
    expect(secondPeak).toBeLessThan(firstPeak + levellingMb);
    expect(secondPeak).toBeLessThan(ceilingMb);
    expect(visitorAnswers.length).toBeGreaterThan(0);
    expect(new Set(visitorAnswers)).toEqual(new Set([200]));
    expect((await fetch(`${base}/healthz`)).status).toBe(200);
  } finally {
    server.kill("SIGTERM");
  }
});
