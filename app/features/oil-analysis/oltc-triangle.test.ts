import { describe, expect, it } from "vitest";
import { area, inside } from "#tests/support/ternary-geometry.ts";
import type { Corner } from "./low-temperature.ts";
import { type Triangle2Zone, triangle2Polygons, triangle2Zone } from "./oltc-triangle.ts";

describe("Duval Triangle 2 (OLTC compartments)", () => {
  it.each<[Triangle2Zone, number, number, number]>([
    ["N", 10, 15, 75],
    ["D1", 10, 3, 87],
    ["D1", 1, 15, 84],
    ["X1", 40, 10, 50],
    ["X1", 80, 5, 15],
    ["T2", 55, 35, 10],
    ["T3", 20, 70, 10],
    ["X3", 20, 40, 40],
  ])("places a point inside zone %s (CH₄ %s, C₂H₄ %s, C₂H₂ %s)", (zone, ch4, c2h4, c2h2) => {
    expect(triangle2Zone({ ch4, c2h4, c2h2 })).toBe(zone);
  });

  // Each row: the same proportions at 0.1×, 1×, 7× and 1000×, written out by hand.
  it.each<[string, Triangle2Zone, [number, number, number][]]>([
    [
      "2 % CH₄ at 10 % C₂H₄ is N (CH₄ ≥ 2)",
      "N",
      [
        [0.2, 1, 8.8],
        [2, 10, 88],
        [14, 70, 616],
        [2000, 10000, 88000],
      ],
    ],
    [
      "19 % CH₄ at 10 % C₂H₄ is X1 (CH₄ ≥ 19)",
      "X1",
      [
        [1.9, 1, 7.1],
        [19, 10, 71],
        [133, 70, 497],
        [19000, 10000, 71000],
      ],
    ],
    [
      "6 % C₂H₄ at 10 % CH₄ is N (C₂H₄ ≥ 6)",
      "N",
      [
        [1, 0.6, 8.4],
        [10, 6, 84],
        [70, 42, 588],
        [10000, 6000, 84000],
      ],
    ],
    [
      "23 % C₂H₄ with 5 % C₂H₂ is T2 (C₂H₄ ≥ 23)",
      "T2",
      [
        [7.2, 2.3, 0.5],
        [72, 23, 5],
        [504, 161, 35],
        [72000, 23000, 5000],
      ],
    ],
    [
      "23 % C₂H₄ with 40 % C₂H₂ is X3 (C₂H₄ ≥ 23)",
      "X3",
      [
        [3.7, 2.3, 4],
        [37, 23, 40],
        [259, 161, 280],
        [37000, 23000, 40000],
      ],
    ],
    [
      "50 % C₂H₄ with 5 % C₂H₂ is T3 (C₂H₄ ≥ 50)",
      "T3",
      [
        [4.5, 5, 0.5],
        [45, 50, 5],
        [315, 350, 35],
        [45000, 50000, 5000],
      ],
    ],
    [
      "15 % C₂H₂ at 30 % C₂H₄ is X3 (C₂H₂ ≥ 15)",
      "X3",
      [
        [5.5, 3, 1.5],
        [55, 30, 15],
        [385, 210, 105],
        [55000, 30000, 15000],
      ],
    ],
    [
      "15 % C₂H₂ at 60 % C₂H₄ is X3, not T3",
      "X3",
      [
        [2.5, 6, 1.5],
        [25, 60, 15],
        [175, 420, 105],
        [25000, 60000, 15000],
      ],
    ],
    [
      "the corner 19 % CH₄, 23 % C₂H₄ is X3 (C₂H₄ ≥ 23 wins over CH₄ ≥ 19)",
      "X3",
      [
        [1.9, 2.3, 5.8],
        [19, 23, 58],
        [133, 161, 406],
        [19000, 23000, 58000],
      ],
    ],
    [
      "19 % CH₄ at 3 % C₂H₄ is X1, not D1 (CH₄ ≥ 19)",
      "X1",
      [
        [1.9, 0.3, 7.8],
        [19, 3, 78],
        [133, 21, 546],
        [19000, 3000, 78000],
      ],
    ],
    [
      "23 % C₂H₄ at 1 % CH₄ is X3, not D1 (C₂H₄ ≥ 23)",
      "X3",
      [
        [0.1, 2.3, 7.6],
        [1, 23, 76],
        [7, 161, 532],
        [1000, 23000, 76000],
      ],
    ],
    [
      "exactly 2 % CH₄ with no C₂H₄ (0.7 and 34.3 µL/L) is D1 (C₂H₄ < 6)",
      "D1",
      [
        [0.07, 0, 3.43],
        [0.7, 0, 34.3],
        [4.9, 0, 240.1],
        [700, 0, 34300],
      ],
    ],
  ])("on a boundary at every scale: %s", (_, zone, scaled) => {
    for (const [ch4, c2h4, c2h2] of scaled) expect(triangle2Zone({ ch4, c2h4, c2h2 })).toBe(zone);
  });

  it.each<[string, Triangle2Zone, number, number, number]>([
    ["just under 2 % CH₄ is D1", "D1", 1.9, 10, 88.1],
    ["just under 19 % CH₄ is N", "N", 18.9, 10, 71.1],
    ["just under 6 % C₂H₄ is D1", "D1", 10, 5.9, 84.1],
    ["just under 23 % C₂H₄ at 72 % CH₄ is X1", "X1", 72.1, 22.9, 5],
    ["just under 50 % C₂H₄ is T2", "T2", 45.1, 49.9, 5],
    ["just under 15 % C₂H₂ is T2", "T2", 55.1, 30, 14.9],
  ])("next to a boundary: %s", (_, zone, ch4, c2h4, c2h2) => {
    expect(triangle2Zone({ ch4, c2h4, c2h2 })).toBe(zone);
  });

  it("has polygons that tile the triangle and agree with the limits off the boundaries", () => {
    const total = Object.values(triangle2Polygons)
      .flat()
      .reduce((sum, polygon) => sum + area(polygon), 0);
    expect(total).toBeCloseTo(5000, 9);
    for (let i = 0; i < 99; i++) {
      for (let j = 0; i + j < 99; j++) {
        // Corners are [CH₄, C₂H₂, C₂H₄], the drawing order: top, bottom left, bottom right.
        const point: Corner = [i + 0.37, j + 0.41, 100 - i - j - 0.78];
        const zone = triangle2Zone({ ch4: point[0], c2h2: point[1], c2h4: point[2] });
        const found = (Object.keys(triangle2Polygons) as Triangle2Zone[]).filter((name) =>
          triangle2Polygons[name].some((polygon) => inside(point, polygon)),
        );
        expect(found, JSON.stringify(point)).toEqual([zone]);
      }
    }
  });
});
