import { describe, expect, it } from "vitest";
import { nearest, snapPositions } from "./snap-carousel.ts";

describe("snapPositions", () => {
  it("gives each item's left edge when every item can reach the start", () => {
    expect(snapPositions([0, 400, 800, 1200, 1600], 1600)).toEqual([0, 400, 800, 1200, 1600]);
  });

  it("stops at the end of the strip: three of five in view leave three places", () => {
    // Items 300 px wide with a 20 px gap in a 940 px strip: 1580 - 940 = 640 px to scroll.
    expect(snapPositions([0, 320, 640, 960, 1280], 640)).toEqual([0, 320, 640]);
  });

  it("has one place when everything fits", () => {
    expect(snapPositions([0, 320, 640], 0)).toEqual([0]);
  });
});

describe("nearest", () => {
  it("picks the closest place, the first on a tie", () => {
    expect(nearest([0, 400, 800], 0)).toBe(0);
    expect(nearest([0, 400, 800], 590)).toBe(1);
    expect(nearest([0, 400, 800], 610)).toBe(2);
    expect(nearest([0, 400, 800], 200)).toBe(0);
    expect(nearest([], 120)).toBe(0);
  });
});
