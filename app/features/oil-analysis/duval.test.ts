import { describe, expect, it } from "vitest";
import {
  classifyDuval,
  type DuvalPercentages,
  type DuvalZone,
  duvalPolygons,
  duvalZone,
  duvalZones,
  toTrianglePoint,
  zonePoints,
} from "./duval.ts";

const at = (ch4: number, c2h4: number, c2h2: number): DuvalPercentages => ({ ch4, c2h4, c2h2 });

describe("Duval Triangle 1 zones", () => {
  it.each<[DuvalZone, number, number, number]>([
    ["PD", 99, 0.5, 0.5],
    ["T1", 90, 8, 2],
    ["T2", 60, 38, 2],
    ["T3", 20, 75, 5],
    ["D1", 40, 10, 50],
    ["D2", 20, 30, 50],
    ["D2", 10, 55, 35],
    ["DT", 60, 30, 10],
    ["DT", 30, 50, 20],
  ])("places CH₄/C₂H₄/C₂H₂ inside zone %s (%s, %s, %s µL/L)", (zone, ch4, c2h4, c2h2) => {
    const result = classifyDuval({ ch4, c2h4, c2h2 });
    expect(result).toMatchObject({ kind: "zone", zone, percentages: { ch4, c2h4, c2h2 } });
  });

  it.each<[string, DuvalPercentages, DuvalZone]>([
    ["98 % CH₄ is PD", at(98, 1, 1), "PD"],
    ["just under 98 % CH₄ is T1", at(97.9, 1.1, 1), "T1"],
    ["23 % C₂H₄ with much C₂H₂ is D2", at(27, 23, 50), "D2"],
    ["just under 23 % C₂H₄ is D1", at(27.1, 22.9, 50), "D1"],
    ["13 % C₂H₂ at low C₂H₄ is D1 (C₂H₂ ≥ 13)", at(77, 10, 13), "D1"],
    ["just under 13 % C₂H₂ at low C₂H₄ is DT", at(77.1, 10, 12.9), "DT"],
    ["13 % C₂H₂ at 30 % C₂H₄ is D2", at(57, 30, 13), "D2"],
    ["just under 13 % C₂H₂ at 30 % C₂H₄ is DT", at(57.1, 30, 12.9), "DT"],
    ["40 % C₂H₄ needs C₂H₂ above 29 % for D2", at(40, 40, 20), "DT"],
    ["just under 40 % C₂H₄ with 20 % C₂H₂ is D2", at(40.1, 39.9, 20), "D2"],
    ["29 % C₂H₂ at 50 % C₂H₄ is D2", at(21, 50, 29), "D2"],
    ["just under 29 % C₂H₂ at 50 % C₂H₄ is DT", at(21.1, 50, 28.9), "DT"],
    ["50 % C₂H₄ with little C₂H₂ is T3", at(48, 50, 2), "T3"],
    ["just under 50 % C₂H₄ is T2", at(48.1, 49.9, 2), "T2"],
    ["15 % C₂H₂ at 60 % C₂H₄ is DT", at(25, 60, 15), "DT"],
    ["just under 15 % C₂H₂ at 60 % C₂H₄ is T3", at(25.1, 60, 14.9), "T3"],
    ["20 % C₂H₄ with little C₂H₂ is T2", at(78, 20, 2), "T2"],
    ["just under 20 % C₂H₄ is T1", at(78.1, 19.9, 2), "T1"],
    ["4 % C₂H₂ at 30 % C₂H₄ is DT", at(66, 30, 4), "DT"],
    ["just under 4 % C₂H₂ at 30 % C₂H₄ is T2", at(66.1, 30, 3.9), "T2"],
    ["4 % C₂H₂ at 10 % C₂H₄ is DT", at(86, 10, 4), "DT"],
    ["just under 4 % C₂H₂ at 10 % C₂H₄ is T1", at(86.1, 10, 3.9), "T1"],
  ])("boundary: %s", (_, point, zone) => {
    expect(duvalZone(point)).toBe(zone);
  });

  it("keeps exact shares exact, so a sample on a boundary lands on the documented side", () => {
    // 46 of 200 µL/L is exactly 23 % C₂H₄: D2, not D1.
    expect(classifyDuval({ ch4: 54, c2h4: 46, c2h2: 100 })).toMatchObject({
      zone: "D2",
      percentages: { ch4: 27, c2h4: 23, c2h2: 50 },
    });
    // 49 of 50 µL/L is exactly 98 % CH₄: PD.
    expect(classifyDuval({ ch4: 49, c2h4: 0.5, c2h2: 0.5 })).toMatchObject({ zone: "PD" });
  });

  it("says there is not enough gas when CH₄, C₂H₄ and C₂H₂ are all zero", () => {
    expect(classifyDuval({ ch4: 0, c2h4: 0, c2h2: 0 })).toEqual({
      kind: "notEnoughGas",
      reason: "CH₄, C₂H₄ and C₂H₂ are all zero, so there is no point to place on the triangle.",
    });
  });

  it.each<[string, { ch4: number; c2h4: number; c2h2: number }, DuvalZone, DuvalPercentages]>([
    ["methane only is PD", { ch4: 50, c2h4: 0, c2h2: 0 }, "PD", at(100, 0, 0)],
    ["ethylene only is T3", { ch4: 0, c2h4: 7, c2h2: 0 }, "T3", at(0, 100, 0)],
    ["acetylene only is D1", { ch4: 0, c2h4: 0, c2h2: 3 }, "D1", at(0, 0, 100)],
  ])("one gas only: %s", (_, gases, zone, percentages) => {
    expect(classifyDuval(gases)).toMatchObject({ kind: "zone", zone, percentages });
  });

  it("names the zone", () => {
    expect(classifyDuval({ ch4: 20, c2h4: 30, c2h2: 50 })).toEqual({
      kind: "zone",
      zone: "D2",
      name: "Discharges of high energy (arcing)",
      percentages: { ch4: 20, c2h4: 30, c2h2: 50 },
      source:
        "Duval Triangle 1 (Duval 2002; IEC 60599:2022 Annex B), zone inequalities of IEEE C57.104-2019 Table 6",
    });
  });
});

/** Twice the signed area of a polygon in (%C₂H₄, %C₂H₂), an affine image of the triangle. */
function area(corners: readonly DuvalPercentages[]): number {
  let sum = 0;
  corners.forEach((corner, index) => {
    const next = corners[(index + 1) % corners.length] as DuvalPercentages;
    sum += corner.c2h4 * next.c2h2 - next.c2h4 * corner.c2h2;
  });
  return Math.abs(sum) / 2;
}

function inside(point: DuvalPercentages, corners: readonly DuvalPercentages[]): boolean {
  let crossings = 0;
  corners.forEach((a, index) => {
    const b = corners[(index + 1) % corners.length] as DuvalPercentages;
    if (a.c2h2 > point.c2h2 !== b.c2h2 > point.c2h2) {
      const x = a.c2h4 + ((point.c2h2 - a.c2h2) * (b.c2h4 - a.c2h4)) / (b.c2h2 - a.c2h2);
      if (point.c2h4 < x) crossings++;
    }
  });
  return crossings % 2 === 1;
}

describe("the published zone polygons", () => {
  it("give every corner as shares that add up to 100", () => {
    for (const zone of duvalZones) {
      for (const corner of duvalPolygons[zone]) {
        expect(corner.ch4 + corner.c2h4 + corner.c2h2).toBe(100);
      }
    }
  });

  it("have the areas worked out by hand, and tile the whole triangle", () => {
    // In (%C₂H₄, %C₂H₂) the whole triangle is (0,0), (100,0), (0,100): area 5000.
    expect(area(duvalPolygons.PD)).toBe(2); // (0,0), (2,0), (0,2)
    expect(area(duvalPolygons.T2)).toBe(120); // a 30 × 4 rectangle
    expect(area(duvalPolygons.T3)).toBe(637.5); // trapezoid (50 + 35) / 2 × 15
    expect(area(duvalPolygons.D1)).toBe(1736.5); // trapezoid (87 + 64) / 2 × 23
    const total = duvalZones.reduce((sum, zone) => sum + area(duvalPolygons[zone]), 0);
    expect(total).toBeCloseTo(5000, 9);
  });

  it("agree with the zone limits at every point of a 1 % grid off the boundaries", () => {
    // Offsets of 0.3, 0.1 and 0.6 keep every grid point off the 98, 4/13/15/29 and 20/23/40/50 lines.
    let checked = 0;
    for (let i = 0; i < 100; i++) {
      for (let j = 0; i + j < 99; j++) {
        const point = at(i + 0.3, 99.6 - i - j, j + 0.1);
        const containing = duvalZones.filter((zone) => inside(point, duvalPolygons[zone]));
        expect(containing, JSON.stringify(point)).toEqual([duvalZone(point)]);
        checked++;
      }
    }
    expect(checked).toBe(4950);
  });
});

describe("drawing the triangle", () => {
  const height = 86.60254037844386; // 100 · √3 / 2

  it.each<[string, DuvalPercentages, number, number]>([
    ["100 % CH₄ at the top corner", at(100, 0, 0), 50, 0],
    ["100 % C₂H₄ at the bottom right", at(0, 100, 0), 100, height],
    ["100 % C₂H₂ at the bottom left", at(0, 0, 100), 0, height],
    ["half CH₄, half C₂H₄ halfway down the right side", at(50, 50, 0), 75, height / 2],
    ["half C₂H₄, half C₂H₂ in the middle of the base", at(0, 50, 50), 50, height],
    ["raw concentrations, scaled to their sum", at(200, 0, 0), 50, 0],
  ])("puts %s", (_, point, x, y) => {
    const drawn = toTrianglePoint(point, 100);
    expect(drawn.x).toBeCloseTo(x, 9);
    expect(drawn.y).toBeCloseTo(y, 9);
  });

  it("gives a zone's corners as an SVG points attribute", () => {
    // (100,0,0) → (50, 0); (98,2,0) → (51, 1.73); (98,0,2) → (49, 1.73)
    expect(zonePoints("PD", 100)).toBe("50,0 51,1.73 49,1.73");
  });

  it("refuses a point with nothing in it", () => {
    expect(() => toTrianglePoint(at(0, 0, 0), 100)).toThrow(RangeError);
  });
});
