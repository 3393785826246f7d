/**
 * Duval Pentagon 2 (M. Duval and L. Lamarre, "The Duval Pentagon: a new complementary tool for
 * the interpretation of dissolved gas analysis in transformers", IEEE Electrical Insulation
 * Magazine 30(6), 2014; CIGRE TB 771:2019). The same five axes and the same centroid as Pentagon 1
 * (pentagon.ts); only the thermal zones differ. Where Pentagon 1 has T1, T2 and T3 by temperature,
 * Pentagon 2 says what is being heated: O overheating (below about 250 °C), C possible
 * carbonisation of paper, T3-H a thermal fault above 700 °C in oil only. PD, D1, D2 and S are those
 * of Pentagon 1.
 *
 * The corners of O, C and T3-H are the published coordinates (in % of the axis length, y upwards),
 * as carried alike by several independent open-source implementations; we have not had the paper
 * in hand to check them. A centroid on a shared edge belongs to the first zone in the order
 * PD, D1, D2, T3-H, C, O, S, as in Pentagon 1.
 */
import {
  insidePolygon,
  type PentagonGas,
  pentagonCentroid,
  pentagonPolygons,
  pentagonZoneNames,
  type XY,
} from "./pentagon.ts";

export type Pentagon2Zone = "PD" | "D1" | "D2" | "T3-H" | "C" | "O" | "S";

export const pentagon2Zones: readonly Pentagon2Zone[] = ["PD", "D1", "D2", "T3-H", "C", "O", "S"];

export const pentagon2ZoneNames: Record<Pentagon2Zone, string> = {
  PD: pentagonZoneNames.PD,
  D1: pentagonZoneNames.D1,
  D2: pentagonZoneNames.D2,
  "T3-H": "Thermal fault above 700 °C in oil only",
  C: "Possible carbonisation of paper (a thermal fault above about 300 °C)",
  O: "Overheating below about 250 °C",
  S: pentagonZoneNames.S,
};

export const pentagon2Source =
  "Duval Pentagon 2 (Duval and Lamarre, IEEE Electrical Insulation Magazine 30(6), 2014)";

const xy = (x: number, y: number): XY => ({ x, y });

export const pentagon2Polygons: Record<Pentagon2Zone, readonly XY[]> = {
  PD: pentagonPolygons.PD,
  D1: pentagonPolygons.D1,
  D2: pentagonPolygons.D2,
  "T3-H": [xy(0, -3), xy(24.3, -30), xy(23.5, -32.4), xy(2.5, -32.4), xy(-3.5, -3)],
  C: [xy(-3.5, -3), xy(2.5, -32.4), xy(-21.5, -32.4), xy(-11, -8)],
  O: [
    xy(-3.5, -3),
    xy(-11, -8),
    xy(-21.5, -32.4),
    xy(-23.5, -32.4),
    xy(-35, 3.1),
    xy(0, 1.5),
    xy(0, -3),
  ],
  S: pentagonPolygons.S,
};

export function pentagon2ZoneAt(point: XY): Pentagon2Zone | undefined {
  return pentagon2Zones.find((zone) => insidePolygon(point, pentagon2Polygons[zone]));
}

export type Pentagon2Result =
  | { kind: "zone"; zone: Pentagon2Zone; name: string; centroid: XY; source: string }
  | { kind: "notEnoughGas"; reason: string };

export function classifyPentagon2(gases: Record<PentagonGas, number>): Pentagon2Result {
  const centroid = pentagonCentroid(gases);
  const zone = centroid ? pentagon2ZoneAt(centroid) : undefined;
  if (!centroid || !zone) {
    return {
      kind: "notEnoughGas",
      reason: centroid
        ? "The centroid falls outside every zone of the pentagon."
        : "No two neighbouring axes of the pentagon both carry gas, so its outline has no area and no centroid to place.",
    };
  }
  return { kind: "zone", zone, name: pentagon2ZoneNames[zone], centroid, source: pentagon2Source };
}
