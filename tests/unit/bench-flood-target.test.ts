/** The bench's flood target holds the flood to what tests/e2e/flood.spec.ts holds it to. */
import { describe, expect, test } from "vitest";
import type { FloodResult } from "../../bench/flood.ts";
import { type Results, targets } from "../../bench/report.ts";

const rate = { requestsPerSecond: 1 };
const others = {
  lighthouse: [],
  lowTier: [],
  load: { limit: rate, prerendered: rate, search: rate, notFound: rate },
  enquiries: { requestsPerSecond: 0, p99Ms: 0, non2xx: 0 },
  bytes: [],
  uploads: [],
  server: { rssAtStart: 0, rssAfterLoad: 0, serverLines: 0, bundleBytes: 0 },
} as unknown as Omit<Results, "flood">;

const good: FloodResult = {
  urls: 6000,
  firstPeakMb: 150,
  secondPeakMb: 155,
  floodStatuses: [200, 404],
  visitorStatuses: [200, 200, 200],
  healthStatus: 200,
};

function floodTarget(flood: FloodResult) {
  return targets({ ...others, flood }).find((target) => target.target.startsWith("a flood"));
}

describe("the bench's flood target", () => {
  test("is met by a flood answered 200 and 404 within the memory limits", () => {
    expect(floodTarget(good)?.met).toBe(true);
    expect(floodTarget(good)?.measured).toBe(
      "6000 URLs: peak 150 MB after the first half, 155 MB after all; flood answers 200/404; the visitor's 3 answers 200; health 200",
    );
  });

  test.each([
    ["a flood answered 500", { floodStatuses: [200, 404, 500] }],
    ["a visitor never answered", { visitorStatuses: [] }],
    ["a visitor answered 503", { visitorStatuses: [200, 503] }],
    ["a failed health check", { healthStatus: 503 }],
    ["memory grown 25 MB in the second round", { secondPeakMb: 175 }],
  ])("is not met by %s", (_name, change) => {
    expect(floodTarget({ ...good, ...change })?.met).toBe(false);
  });
});
