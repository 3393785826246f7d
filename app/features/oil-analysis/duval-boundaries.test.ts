import { describe, expect, it } from "vitest";
import { type DuvalZone, duvalZone } from "./duval.ts";
import { comparePercent, compareRatio, onCommonScale, scaledOf } from "./exact.ts";

const scales = [0.1, 1, 7, 1000] as const;

/** Each row: the concentrations at scale 1, written out for every scale by hand below. */
const boundaryCases: [
  string,
  DuvalZone,
  Record<(typeof scales)[number], [number, number, number]>,
][] = [
  [
    "50 % C₂H₄, no C₂H₂ is T3 (C₂H₄ ≥ 50)",
    "T3",
    { 0.1: [5, 5, 0], 1: [50, 50, 0], 7: [350, 350, 0], 1000: [50000, 50000, 0] },
  ],
  [
    "13 % C₂H₂, no C₂H₄ is D1 (C₂H₂ ≥ 13)",
    "D1",
    { 0.1: [8.7, 0, 1.3], 1: [87, 0, 13], 7: [609, 0, 91], 1000: [87000, 0, 13000] },
  ],
  [
    "the corner 23 % C₂H₄, 13 % C₂H₂ is D2",
    "D2",
    { 0.1: [6.4, 2.3, 1.3], 1: [64, 23, 13], 7: [448, 161, 91], 1000: [64000, 23000, 13000] },
  ],
  [
    "the edge 29 % C₂H₂ at 45 % C₂H₄ is D2",
    "D2",
    { 0.1: [2.6, 4.5, 2.9], 1: [26, 45, 29], 7: [182, 315, 203], 1000: [26000, 45000, 29000] },
  ],
  [
    "98 % CH₄ (34.3 and 0.7) is PD",
    "PD",
    { 0.1: [3.43, 0.07, 0], 1: [34.3, 0.7, 0], 7: [240.1, 4.9, 0], 1000: [34300, 700, 0] },
  ],
  [
    "98 % CH₄ (98 and 2) is PD",
    "PD",
    { 0.1: [9.8, 0.2, 0], 1: [98, 2, 0], 7: [686, 14, 0], 1000: [98000, 2000, 0] },
  ],
  [
    "20 % C₂H₄ with 2 % C₂H₂ is T2 (C₂H₄ ≥ 20)",
    "T2",
    { 0.1: [7.8, 2, 0.2], 1: [78, 20, 2], 7: [546, 140, 14], 1000: [78000, 20000, 2000] },
  ],
  [
    "4 % C₂H₂ at 10 % C₂H₄ is DT (C₂H₂ < 4 for T1)",
    "DT",
    { 0.1: [8.6, 1, 0.4], 1: [86, 10, 4], 7: [602, 70, 28], 1000: [86000, 10000, 4000] },
  ],
  [
    "15 % C₂H₂ at 60 % C₂H₄ is DT (C₂H₂ < 15 for T3)",
    "DT",
    { 0.1: [2.5, 6, 1.5], 1: [25, 60, 15], 7: [175, 420, 105], 1000: [25000, 60000, 15000] },
  ],
  [
    "40 % C₂H₄ with 20 % C₂H₂ is DT (needs 29 % C₂H₂ from 40 % C₂H₄)",
    "DT",
    { 0.1: [4, 4, 2], 1: [40, 40, 20], 7: [280, 280, 140], 1000: [40000, 40000, 20000] },
  ],
];

describe("Duval Triangle 1 on its boundaries, at every scale", () => {
  for (const [name, zone, byScale] of boundaryCases) {
    it.each(scales)(`${name}: ×%s`, (scale) => {
      const [ch4, c2h4, c2h2] = byScale[scale];
      expect(duvalZone({ ch4, c2h4, c2h2 })).toBe(zone);
    });
  }
});

describe("exact arithmetic", () => {
  it("reads the reported digits", () => {
    expect(scaledOf(34.3)).toEqual({ digits: 343n, exponent: -1 });
    expect(scaledOf(0.07)).toEqual({ digits: 7n, exponent: -2 });
    expect(scaledOf(1e-7)).toEqual({ digits: 1n, exponent: -7 });
    expect(scaledOf(50000)).toEqual({ digits: 50000n, exponent: 0 });
    expect(onCommonScale([34.3, 0.7, 0])).toEqual([343n, 7n, 0n]);
  });

  it("compares shares and ratios exactly", () => {
    // 34.3 of 35 is exactly 98 %, although 34.3 / 35 * 100 is 97.99999999999999 in floating point.
    expect(comparePercent(343n, 350n, 98)).toBe(0);
    expect(comparePercent(1n, 3n, 33.3)).toBe(1);
    expect(compareRatio(0.3, 0.1, 3)).toBe(0);
    expect(compareRatio(5, 0, 1000)).toBe(1);
    expect(compareRatio(0, 0, 0.1)).toBe(-1);
  });
});
