import { describe, expect, it } from "vitest";
import { wideColumns } from "./card-grid.tsx";

describe("columns chosen by count", () => {
  it("never leaves one card alone when a smaller column count avoids it, else keeps the most", () => {
    expect([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11].map((count) => wideColumns(count, 3))).toEqual([
      3, 3, 3, 2, 3, 3, 3, 3, 3, 2, 3,
    ]);
    expect([4, 5, 8, 9, 13].map((count) => wideColumns(count, 4))).toEqual([4, 3, 4, 3, 4]);
  });

  it("makes six or fifteen cards full rows of three rather than rows of four and a short one", () => {
    expect([6, 7, 10, 12, 15].map((count) => wideColumns(count, 4))).toEqual([3, 4, 4, 4, 3]);
  });
});
