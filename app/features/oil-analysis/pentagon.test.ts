import { describe, expect, it } from "vitest";
import { interpret } from "./interpret.ts";
import {
  classifyPentagon,
  type PentagonZone,
  pentagonCentroid,
  pentagonZoneAt,
  type XY,
} from "./pentagon.ts";
import type { OilAnalysisInput } from "./schema.ts";

const none = { h2: 0, ch4: 0, c2h6: 0, c2h4: 0, c2h2: 0 };

describe("Duval Pentagon 1", () => {
  // Each point checked by hand against the zone's edges (see the comments).
  it.each<[PentagonZone, XY]>([
    ["PD", { x: -0.5, y: 28 }], // inside the rectangle x −1…0, y 24.5…33
    ["D1", { x: 15, y: 15 }], // above the D1/D2 edge (y 7.3 at x 15), below the rim (28.9)
    ["D2", { x: 15, y: -10 }], // below 7.3, above the D2/T3 edge (−19.7 at x 15)
    ["T3", { x: 10, y: -28 }], // below the D2/T3 edge (−14.1), right of the T2 edge (−0.1)
    ["T2", { x: -8, y: -25 }], // between the edges at x −0.8 and −18.2 at y −25
    ["T1", { x: -25, y: -10 }], // left of the T2 edge (−9.5), right of the rim (−30.8)
    ["S", { x: -15, y: 15 }], // above the T1/S edge (2.2 at x −15), below the rim (29.1)
  ])("places a centroid inside zone %s", (zone, point) => {
    expect(pentagonZoneAt(point)).toBe(zone);
  });

  it.each<[string, Partial<typeof none>, XY, PentagonZone]>([
    // H₂ at (0, 50), C₂H₆ at 50·(cos 162°, sin 162°) = (−47.553, 15.451), the rest at the
    // centre: a triangle with centroid (−15.851, 21.817), below the rim (28.5 there): S.
    ["H₂ and C₂H₆ alike", { h2: 50, c2h6: 50 }, { x: -15.851, y: 21.817 }, "S"],
    // C₂H₂ at (47.553, 15.451), C₂H₄ at (29.389, −40.451): centroid (25.647, −8.333): D2.
    ["C₂H₂ and C₂H₄ alike", { c2h2: 50, c2h4: 50 }, { x: 25.647, y: -8.333 }, "D2"],
    // CH₄ and C₂H₄ mirror each other: centroid (0, −26.967): T3.
    ["CH₄ and C₂H₄ alike", { ch4: 7, c2h4: 7 }, { x: 0, y: -26.967 }, "T3"],
  ])("%s", (_, gases, centroid, zone) => {
    const result = classifyPentagon({ ...none, ...gases });
    expect(result).toMatchObject({ kind: "zone", zone });
    const found = result.kind === "zone" ? result.centroid : { x: Number.NaN, y: Number.NaN };
    expect(found.x).toBeCloseTo(centroid.x, 3);
    expect(found.y).toBeCloseTo(centroid.y, 3);
  });

  it("has no centroid for a single gas, or for gases on axes that are not neighbours", () => {
    expect(pentagonCentroid({ ...none, h2: 100 })).toBeUndefined();
    expect(pentagonCentroid({ ...none, h2: 50, ch4: 50 })).toBeUndefined();
    expect(classifyPentagon({ ...none, h2: 100 }).kind).toBe("notEnoughGas");
  });

  it("is read only with significant gases, and its disagreement with Triangle 1 is said", () => {
    const input = {
      equipment: { voltageClass: "gt170", oltc: "none" },
      oil: {},
      gases: { h2: 40, ch4: 5, c2h6: 3, c2h4: 2, c2h2: 0.2 },
    } as OilAnalysisInput;
    expect(interpret(input).pentagon.kind).toBe("notEnoughGas");
    // H₂ and C₂H₆ lead (S on the pentagon, near the case above); CH₄ 100 of 101: PD on Triangle 1.
    input.gases = { h2: 500, ch4: 100, c2h6: 500, c2h4: 1, c2h2: 0 };
    const result = interpret(input);
    expect(result.duval).toMatchObject({ zone: "PD" });
    expect(result.pentagon).toMatchObject({ zone: "S" });
    expect(result.disagreement).toContain(
      "The methods disagree: Duval Triangle 1 gives PD, Duval Pentagon 1 gives S",
    );
  });
});
