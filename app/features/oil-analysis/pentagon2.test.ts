import { describe, expect, it } from "vitest";
import {
  classifyPentagon,
  type PentagonGas,
  pentagonCentroid,
  pentagonPolygons,
  type XY,
} from "./pentagon.ts";
import {
  classifyPentagon2,
  type Pentagon2Zone,
  pentagon2Polygons,
  pentagon2ZoneAt,
} from "./pentagon2.ts";

function area(corners: readonly XY[]): number {
  let sum = 0;
  corners.forEach((a, index) => {
    const b = corners[(index + 1) % corners.length] as XY;
    sum += a.x * b.y - b.x * a.y;
  });
  return Math.abs(sum) / 2;
}

/** H₂ alone, C₂H₂ = C₂H₆ and C₂H₄ = CH₄: axes that mirror each other, so the centroid has x = 0. */
const mirrored = (h2: number, side: number, low: number): Record<PentagonGas, number> => ({
  h2,
  c2h2: side,
  c2h6: side,
  c2h4: low,
  ch4: low,
});

describe("Duval Pentagon 2", () => {
  // Each point checked by hand against the zone's edges (see the comments).
  it.each<[Pentagon2Zone, XY]>([
    ["PD", { x: -0.5, y: 28 }], // inside the rectangle x −1…0, y 24.5…33
    ["D1", { x: 15, y: 15 }], // as in Pentagon 1
    ["D2", { x: 15, y: -10 }], // as in Pentagon 1
    ["T3-H", { x: 10, y: -28 }], // right of the C/T3-H edge (x 1.6 at y −28), below D2
    ["C", { x: -8, y: -25 }], // between the edges at x 1.0 and −18.3 at y −25
    ["O", { x: -25, y: -10 }], // right of the rim (−30.8), left of the C edge (−11.9)
    ["O", { x: -15, y: 0 }], // below the O/S edge (y 2.2 at x −15)
    ["S", { x: -15, y: 15 }], // above it, below the rim
  ])("places a centroid inside zone %s", (zone, point) => {
    expect(pentagon2ZoneAt(point)).toBe(zone);
  });

  it("covers the same pentagon as Pentagon 1, zone for zone where they share zones", () => {
    const total = (polygons: Record<string, readonly XY[]>) =>
      Object.values(polygons).reduce((sum, corners) => sum + area(corners), 0);
    expect(total(pentagon2Polygons)).toBeCloseTo(total(pentagonPolygons), 9);
    // T1 + T2 + T3 of Pentagon 1 are O + C + T3-H of Pentagon 2.
    const thermal1 =
      area(pentagonPolygons.T1) + area(pentagonPolygons.T2) + area(pentagonPolygons.T3);
    const thermal2 =
      area(pentagon2Polygons.O) + area(pentagon2Polygons.C) + area(pentagon2Polygons["T3-H"]);
    expect(thermal2).toBeCloseTo(thermal1, 9);
  });

  it("reads C₂H₄ and CH₄ alike as T3 on Pentagon 1 and C on Pentagon 2", () => {
    // Centroid (0, −26.967), worked out in pentagon.test.ts; the C/T3-H edge crosses that height
    // at x = −3.5 + 6 × 23.967 / 29.4 = 1.39, so the centroid is left of it, in C.
    const gases = { h2: 0, c2h2: 0, c2h6: 0, c2h4: 7, ch4: 7 };
    expect(classifyPentagon(gases)).toMatchObject({ zone: "T3" });
    expect(classifyPentagon2(gases)).toMatchObject({ zone: "C" });
  });

  it("has no centroid for a single gas", () => {
    expect(classifyPentagon2({ h2: 100, c2h2: 0, c2h6: 0, c2h4: 0, ch4: 0 }).kind).toBe(
      "notEnoughGas",
    );
  });
});

// The zone edges on the vertical axis (x = 0) are the only ones a decimal sample can reach
// exactly: mirrored gases put the centroid on it. Such a centroid belongs to the first zone in
// each pentagon's order (PD, D1, D2, …), whatever the scale of the values.
describe("Duval Pentagons 1 and 2 on the edges along x = 0, at every scale", () => {
  it.each<[string, "PD" | "D1" | "D2", [number, number, number][]]>([
    [
      "H₂ 90, the rest 3: centroid (0, 28.26) on the edge of PD and D1 is PD",
      "PD",
      [
        [9, 0.3, 0.3],
        [90, 3, 3],
        [630, 21, 21],
        [90000, 3000, 3000],
      ],
    ],
    [
      "H₂ 60, the rest 10: centroid (0, 16.24) on the edge of D1 and S is D1",
      "D1",
      [
        [6, 1, 1],
        [60, 10, 10],
        [420, 70, 70],
        [60000, 10000, 10000],
      ],
    ],
    [
      "all five alike: centroid (0, 0) on the edge of D2 and T1 (Pentagon 1) or O (Pentagon 2) is D2",
      "D2",
      [
        [2, 2, 2],
        [20, 20, 20],
        [140, 140, 140],
        [20000, 20000, 20000],
      ],
    ],
  ])("%s", (_, zone, scaled) => {
    for (const [h2, side, low] of scaled) {
      const gases = mirrored(h2, side, low);
      expect(Math.abs(pentagonCentroid(gases)?.x ?? 1)).toBeLessThan(1e-12);
      expect(classifyPentagon(gases)).toMatchObject({ zone });
      expect(classifyPentagon2(gases)).toMatchObject({ zone });
    }
  });

  it("places a point just off the edge on its own side", () => {
    // A little more C₂H₂ than C₂H₆ moves the centroid right, into D1; a little less, into S.
    expect(classifyPentagon({ h2: 60, c2h2: 10.1, c2h6: 9.9, c2h4: 10, ch4: 10 })).toMatchObject({
      zone: "D1",
    });
    expect(classifyPentagon({ h2: 60, c2h2: 9.9, c2h6: 10.1, c2h4: 10, ch4: 10 })).toMatchObject({
      zone: "S",
    });
    expect(classifyPentagon2({ h2: 20, c2h2: 19.9, c2h6: 20.1, c2h4: 20, ch4: 20 })).toMatchObject({
      zone: "O",
    });
  });
});
