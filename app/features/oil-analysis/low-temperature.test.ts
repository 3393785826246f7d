import { describe, expect, it } from "vitest";
import { area, containing } from "#tests/support/ternary-geometry.ts";
import {
  type Corner,
  type Triangle4Zone,
  type Triangle5Zone,
  triangle4Zone,
  triangle5Zone,
} from "./low-temperature.ts";
import { triangle4Polygons, triangle5Polygons } from "./low-temperature-polygons.ts";

describe("Duval Triangle 4 (H₂, CH₄, C₂H₆)", () => {
  it.each<[Triangle4Zone, number, number, number]>([
    ["PD", 92, 8, 0.5],
    ["S", 70, 20, 10],
    ["O", 4, 40, 56],
    ["C", 20, 70, 10],
    ["ND", 30, 10, 60],
  ])("places a point inside zone %s (H₂ %s, CH₄ %s, C₂H₆ %s)", (zone, h2, ch4, c2h6) => {
    expect(triangle4Zone({ h2, ch4, c2h6 })).toBe(zone);
  });

  it.each<[string, Triangle4Zone, [number, number, number][]]>([
    [
      "2 % CH₄ with no C₂H₆ is PD",
      "PD",
      [
        [9.8, 0.2, 0],
        [98, 2, 0],
        [686, 14, 0],
        [98000, 2000, 0],
      ],
    ],
    [
      "36 % CH₄ with 10 % C₂H₆ is C",
      "C",
      [
        [5.4, 3.6, 1],
        [54, 36, 10],
        [378, 252, 70],
        [54000, 36000, 10000],
      ],
    ],
    [
      "46 % C₂H₆ with 20 % H₂ is ND",
      "ND",
      [
        [2, 3.4, 4.6],
        [20, 34, 46],
        [140, 238, 322],
        [20000, 34000, 46000],
      ],
    ],
    [
      "9 % H₂ with 40 % C₂H₆ is S, not O",
      "S",
      [
        [0.9, 5.1, 4],
        [9, 51, 40],
        [63, 357, 280],
        [9000, 51000, 40000],
      ],
    ],
  ])("on a boundary at every scale: %s", (_, zone, scaled) => {
    for (const [h2, ch4, c2h6] of scaled) expect(triangle4Zone({ h2, ch4, c2h6 })).toBe(zone);
  });

  it("has polygons that tile the triangle and agree with the limits off the boundaries", () => {
    const total = Object.values(triangle4Polygons)
      .flat()
      .reduce((sum, polygon) => sum + area(polygon), 0);
    expect(total).toBeCloseTo(5000, 9);
    for (let i = 0; i < 99; i++) {
      for (let j = 0; i + j < 99; j++) {
        const point: Corner = [i + 0.37, j + 0.41, 100 - i - j - 0.78];
        const zone = triangle4Zone({ h2: point[0], ch4: point[1], c2h6: point[2] });
        expect(containing(point, triangle4Polygons), JSON.stringify(point)).toEqual([zone]);
      }
    }
  });
});

describe("Duval Triangle 5 (CH₄, C₂H₄, C₂H₆)", () => {
  it.each<[Triangle5Zone, number, number, number]>([
    ["PD", 92, 0.5, 7.5],
    ["O", 95, 3, 2],
    ["O", 20, 5, 75],
    ["S", 60, 5, 35],
    ["T2", 70, 25, 5],
    ["C", 60, 20, 20],
    ["T3", 40, 55, 5],
    ["T3", 10, 50, 40],
    ["ND", 30, 20, 50],
  ])("places a point inside zone %s (CH₄ %s, C₂H₄ %s, C₂H₆ %s)", (zone, ch4, c2h4, c2h6) => {
    expect(triangle5Zone({ ch4, c2h4, c2h6 })).toBe(zone);
  });

  it.each<[string, Triangle5Zone, [number, number, number][]]>([
    [
      "10 % C₂H₄ with 5 % C₂H₆ is T2",
      "T2",
      [
        [8.5, 1, 0.5],
        [85, 10, 5],
        [595, 70, 35],
        [85000, 10000, 5000],
      ],
    ],
    [
      "35 % C₂H₄ with 5 % C₂H₆ is T3",
      "T3",
      [
        [6, 3.5, 0.5],
        [60, 35, 5],
        [420, 245, 35],
        [60000, 35000, 5000],
      ],
    ],
    [
      "30 % C₂H₆ with 20 % C₂H₄ is ND",
      "ND",
      [
        [5, 2, 3],
        [50, 20, 30],
        [350, 140, 210],
        [50000, 20000, 30000],
      ],
    ],
  ])("on a boundary at every scale: %s", (_, zone, scaled) => {
    for (const [ch4, c2h4, c2h6] of scaled) expect(triangle5Zone({ ch4, c2h4, c2h6 })).toBe(zone);
  });

  it("has polygons that tile the triangle and agree with the limits off the boundaries", () => {
    const total = Object.values(triangle5Polygons)
      .flat()
      .reduce((sum, polygon) => sum + area(polygon), 0);
    expect(total).toBeCloseTo(5000, 9);
    for (let i = 0; i < 99; i++) {
      for (let j = 0; i + j < 99; j++) {
        const point: Corner = [i + 0.37, j + 0.41, 100 - i - j - 0.78];
        const zone = triangle5Zone({ ch4: point[0], c2h4: point[1], c2h6: point[2] });
        expect(containing(point, triangle5Polygons), JSON.stringify(point)).toEqual([zone]);
      }
    }
  });
});
