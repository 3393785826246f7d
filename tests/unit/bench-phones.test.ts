import { describe, expect, it } from "vitest";
import { cpuSlowdown } from "../../bench/lighthouse.ts";

describe("the bench's CPU slowdown for each phone", () => {
  it("is the host's benchmark index over the phone's", () => {
    // Issue 27's two hosts: index 1,050 (2 cores) and about 3,300.
    expect(cpuSlowdown(1050, "low-tier")).toBe(3.98);
    expect(cpuSlowdown(1050, "mid-tier")).toBe(1.05);
    expect(cpuSlowdown(3300, "mid-tier")).toBe(3.3);
    expect(cpuSlowdown(3300, "low-tier")).toBe(12.5);
  });

  it("never speeds a host up that is slower than the phone", () => {
    expect(cpuSlowdown(800, "mid-tier")).toBe(1);
  });
});
