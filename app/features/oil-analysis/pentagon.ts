/**
 * Duval Pentagon 1 (M. Duval and L. Lamarre, "The Duval Pentagon: a new complementary tool for
 * the interpretation of dissolved gas analysis in transformers", IEEE Electrical Insulation
 * Magazine 30(6), 2014). Each of the five hydrocarbon gases and hydrogen is placed on its own axis
 * at its share of the five; the centroid of the irregular pentagon those points make falls in one
 * of seven zones. S is stray gassing of the oil, a zone Triangle 1 does not have.
 *
 * The zone corners below are the coordinates published in that paper (in % of the axis length,
 * y upwards); we checked them against one independent open-source implementation. Unlike the
 * triangle's zones, the pentagon's are drawn shapes whose edges are not limits on gas shares, and
 * the axes sit at irrational angles, so no decimal boundary sample exists to decide exactly: a
 * centroid on a shared edge belongs to the first zone in the order PD, D1, D2, T3, T2, T1, S.
 */

export type PentagonZone = "PD" | "D1" | "D2" | "T3" | "T2" | "T1" | "S";
export type PentagonGas = "h2" | "c2h2" | "c2h4" | "ch4" | "c2h6";

export const pentagonZoneNames: Record<PentagonZone, string> = {
  PD: "Partial discharges",
  D1: "Discharges of low energy (sparking)",
  D2: "Discharges of high energy (arcing)",
  T3: "Thermal fault above 700 °C",
  T2: "Thermal fault between 300 °C and 700 °C",
  T1: "Thermal fault below 300 °C",
  S: "Stray gassing of the oil (below about 200 °C)",
};

export const pentagonSource =
  "Duval Pentagon 1 (Duval and Lamarre, IEEE Electrical Insulation Magazine 30(6), 2014)";

/** The axes in drawing order, clockwise from the top, with their angle in degrees. */
export const pentagonAxes: readonly { gas: PentagonGas; degrees: number; label: string }[] = [
  { gas: "h2", degrees: 90, label: "H₂" },
  { gas: "c2h2", degrees: 18, label: "C₂H₂" },
  { gas: "c2h4", degrees: -54, label: "C₂H₄" },
  { gas: "ch4", degrees: -126, label: "CH₄" },
  { gas: "c2h6", degrees: 162, label: "C₂H₆" },
];

export interface XY {
  x: number;
  y: number;
}

const xy = (x: number, y: number): XY => ({ x, y });

export const pentagonZones: readonly PentagonZone[] = ["PD", "D1", "D2", "T3", "T2", "T1", "S"];

export const pentagonPolygons: Record<PentagonZone, readonly XY[]> = {
  PD: [xy(0, 33), xy(-1, 33), xy(-1, 24.5), xy(0, 24.5)],
  D1: [xy(0, 40), xy(38, 12), xy(32, -6.1), xy(4, 16), xy(0, 1.5)],
  D2: [xy(4, 16), xy(32, -6.1), xy(24.3, -30), xy(0, -3), xy(0, 1.5)],
  T3: [xy(0, -3), xy(24.3, -30), xy(23.5, -32.4), xy(1, -32.4), xy(-6, -4)],
  T2: [xy(-6, -4), xy(1, -32.4), xy(-22.5, -32.4)],
  T1: [xy(-6, -4), xy(-22.5, -32.4), xy(-23.5, -32.4), xy(-35, 3.1), xy(0, 1.5), xy(0, -3)],
  S: [
    xy(0, 1.5),
    xy(-35, 3.1),
    xy(-38, 12.4),
    xy(0, 40),
    xy(0, 33),
    xy(-1, 33),
    xy(-1, 24.5),
    xy(0, 24.5),
  ],
};

/** The centroid of the pentagon the five shares make, or undefined when it has no area. */
export function pentagonCentroid(gases: Record<PentagonGas, number>): XY | undefined {
  const total = pentagonAxes.reduce((sum, axis) => sum + gases[axis.gas], 0);
  if (!(total > 0)) return undefined;
  const corners = pentagonAxes.map(({ gas, degrees }) => {
    const share = (gases[gas] * 100) / total;
    const radians = (degrees * Math.PI) / 180;
    return xy(share * Math.cos(radians), share * Math.sin(radians));
  });
  let area = 0;
  let cx = 0;
  let cy = 0;
  corners.forEach((a, index) => {
    const b = corners[(index + 1) % corners.length] as XY;
    const cross = a.x * b.y - b.x * a.y;
    area += cross;
    cx += (a.x + b.x) * cross;
    cy += (a.y + b.y) * cross;
  });
  // No area when no two neighbouring axes both carry gas: the outline runs out and back along
  // single axes, and there is no centroid to place.
  if (Math.abs(area) < 1e-9) return undefined;
  return xy(cx / (3 * area), cy / (3 * area));
}

const tolerance = 1e-9;

function onSegment(point: XY, a: XY, b: XY): boolean {
  const cross = (b.x - a.x) * (point.y - a.y) - (b.y - a.y) * (point.x - a.x);
  if (Math.abs(cross) > tolerance * Math.hypot(b.x - a.x, b.y - a.y)) return false;
  const dot = (point.x - a.x) * (b.x - a.x) + (point.y - a.y) * (b.y - a.y);
  return dot >= -tolerance && dot <= (b.x - a.x) ** 2 + (b.y - a.y) ** 2 + tolerance;
}

/** Inside the polygon, or on its edge. */
export function insidePolygon(point: XY, corners: readonly XY[]): boolean {
  let crossings = 0;
  for (let index = 0; index < corners.length; index++) {
    const a = corners[index] as XY;
    const b = corners[(index + 1) % corners.length] as XY;
    if (onSegment(point, a, b)) return true;
    if (a.y > point.y !== b.y > point.y) {
      const x = a.x + ((point.y - a.y) * (b.x - a.x)) / (b.y - a.y);
      if (point.x < x) crossings++;
    }
  }
  return crossings % 2 === 1;
}

export function pentagonZoneAt(point: XY): PentagonZone | undefined {
  return pentagonZones.find((zone) => insidePolygon(point, pentagonPolygons[zone]));
}

export type PentagonResult =
  | { kind: "zone"; zone: PentagonZone; name: string; centroid: XY; source: string }
  | { kind: "notEnoughGas"; reason: string };

export function classifyPentagon(gases: Record<PentagonGas, number>): PentagonResult {
  const centroid = pentagonCentroid(gases);
  if (!centroid) {
    return {
      kind: "notEnoughGas",
      reason:
        "No two neighbouring axes of the pentagon both carry gas, so its outline has no area and no centroid to place.",
    };
  }
  const zone = pentagonZoneAt(centroid);
  if (!zone) {
    return {
      kind: "notEnoughGas",
      reason: "The centroid falls outside every zone of the pentagon.",
    };
  }
  return { kind: "zone", zone, name: pentagonZoneNames[zone], centroid, source: pentagonSource };
}
