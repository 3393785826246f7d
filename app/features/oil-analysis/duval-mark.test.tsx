import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, test } from "vitest";
import { duvalZones, toTrianglePoint, zonePoints } from "./duval.ts";
import { DuvalMark, markSample, markZones } from "./duval-mark.tsx";
import { zoneFills } from "./duval-triangle.tsx";

const side = 360;
const round = (value: number) => Math.round(value * 10) / 10;

describe("the Duval mark, written out", () => {
  test("has the zones of Duval Triangle 1, in order, with the triangle's fills", () => {
    expect(markZones.map(({ zone }) => zone)).toEqual([...duvalZones]);
    for (const { zone, fill, points } of markZones) {
      expect(points).toBe(zonePoints(zone, side));
      expect(fill).toBe(zoneFills[zone]);
    }
  });

  test("places its sample where the geometry puts CH₄ 22 %, C₂H₄ 41 %, C₂H₂ 37 %", () => {
    const point = toTrianglePoint({ ch4: 22, c2h4: 41, c2h2: 37 }, side);
    expect(markSample).toEqual({ cx: round(point.x), cy: round(point.y) });
  });

  test("frames the whole triangle with a margin of 4", () => {
    const height = (side * Math.sqrt(3)) / 2;
    expect(renderToStaticMarkup(<DuvalMark />)).toContain(
      `viewBox="-4 -4 ${side + 8} ${round(height + 8)}"`,
    );
  });
});
