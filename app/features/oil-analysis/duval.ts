/**
 * Duval Triangle 1 for mineral oil (M. Duval, IEEE Electrical Insulation Magazine 18(3), 2002;
 * IEC 60599:2022 Annex B; IEEE C57.104-2019 Table 6): the share of CH₄, C₂H₄ and C₂H₂ in their
 * sum places a sample in one of seven zones.
 *
 * Zone limits, in % of CH₄ + C₂H₄ + C₂H₂, as the inequalities of IEEE C57.104-2019 Table 6. A
 * point exactly on a boundary belongs to the zone whose inequality includes it ("≥"):
 *
 *   PD  CH₄ ≥ 98                                     (98 % CH₄ is PD)
 *   D1  C₂H₄ < 23 and C₂H₂ ≥ 13                      (13 % C₂H₂ is D1; 23 % C₂H₄ is D2)
 *   D2  23 ≤ C₂H₄ < 40 and C₂H₂ ≥ 13,
 *       or C₂H₄ ≥ 40 and C₂H₂ ≥ 29                   (the 23/13 corner and the 29 % edge are D2)
 *   T3  C₂H₄ ≥ 50 and C₂H₂ < 15                      (50 % C₂H₄ is T3; 15 % C₂H₂ is DT)
 *   T2  20 ≤ C₂H₄ < 50 and C₂H₂ < 4                  (20 % C₂H₄ is T2; 4 % C₂H₂ is DT)
 *   T1  C₂H₄ < 20 and C₂H₂ < 4, not PD
 *   DT  everything else
 *
 * The zones are tested in that order, so every point falls in exactly one, and each comparison is
 * made in exact arithmetic on the reported digits (exact.ts): a sample on a boundary lands on the
 * same side at 0.1×, 1× or 1000× the concentrations. The published polygons below draw the same
 * lines; a test checks that the two agree everywhere off the boundaries.
 */
import { type ZoneRule, zoneOf } from "./exact.ts";

export type DuvalZone = "PD" | "T1" | "T2" | "T3" | "D1" | "D2" | "DT";

export const duvalZones: readonly DuvalZone[] = ["PD", "T1", "T2", "T3", "D1", "D2", "DT"];

export const duvalZoneNames: Record<DuvalZone, string> = {
  PD: "Partial discharges",
  T1: "Thermal fault below 300 °C",
  T2: "Thermal fault between 300 °C and 700 °C",
  T3: "Thermal fault above 700 °C",
  D1: "Discharges of low energy (sparking)",
  D2: "Discharges of high energy (arcing)",
  DT: "Mixture of thermal and electrical faults",
};

export const duvalSource =
  "Duval Triangle 1 (Duval 2002; IEC 60599:2022 Annex B), zone inequalities of IEEE C57.104-2019 Table 6";

/** Which side a point on a boundary falls, in words for the page. */
export const boundaryConvention =
  "A sample exactly on a zone boundary belongs to the zone whose limit is written “at least” (≥) in IEEE C57.104-2019 Table 6: 98 % CH₄ is PD, 13 % C₂H₂ is D1 (or D2 from 23 % C₂H₄ up), 29 % C₂H₂ with 40 % C₂H₄ or more is D2, 20 % C₂H₄ is T2 and 50 % C₂H₄ is T3. Shares are compared exactly on the reported digits, so the side does not depend on the scale of the values.";

type Triangle1Gas = "ch4" | "c2h4" | "c2h2";

const triangle1Rules: readonly ZoneRule<Triangle1Gas, DuvalZone>[] = [
  { zone: "PD", when: [[["ch4", ">=", 98]]] },
  {
    zone: "D1",
    when: [
      [
        ["c2h4", "<", 23],
        ["c2h2", ">=", 13],
      ],
    ],
  },
  {
    zone: "D2",
    when: [
      [
        ["c2h4", ">=", 23],
        ["c2h4", "<", 40],
        ["c2h2", ">=", 13],
      ],
      [
        ["c2h4", ">=", 40],
        ["c2h2", ">=", 29],
      ],
    ],
  },
  {
    zone: "T3",
    when: [
      [
        ["c2h4", ">=", 50],
        ["c2h2", "<", 15],
      ],
    ],
  },
  {
    zone: "T2",
    when: [
      [
        ["c2h4", ">=", 20],
        ["c2h4", "<", 50],
        ["c2h2", "<", 4],
      ],
    ],
  },
  {
    zone: "T1",
    when: [
      [
        ["c2h4", "<", 20],
        ["c2h2", "<", 4],
      ],
    ],
  },
];

/** Percentages of CH₄ + C₂H₄ + C₂H₂; they add up to 100. */
export interface DuvalPercentages {
  ch4: number;
  c2h4: number;
  c2h2: number;
}

export type DuvalResult =
  | {
      kind: "zone";
      zone: DuvalZone;
      name: string;
      percentages: DuvalPercentages;
      source: string;
      /** Which gases below the detection limit were taken as zero. */
      note?: string;
    }
  | { kind: "notEnoughGas"; reason: string; percentages?: DuvalPercentages };

/**
 * The zone of a point given as percentages or as concentrations (only proportions count), decided
 * exactly on the digits of the values (see the table above).
 */
export function duvalZone({ ch4, c2h4, c2h2 }: DuvalPercentages): DuvalZone {
  return zoneOf(triangle1Rules, "DT", { ch4, c2h4, c2h2 });
}

/** Each gas's share of the three, for display and drawing; the zone is decided by duvalZone. */
export function duvalPercentages(gases: {
  ch4: number;
  c2h4: number;
  c2h2: number;
}): DuvalPercentages | undefined {
  const total = gases.ch4 + gases.c2h4 + gases.c2h2;
  if (!(total > 0)) return undefined;
  return {
    ch4: (gases.ch4 * 100) / total,
    c2h4: (gases.c2h4 * 100) / total,
    c2h2: (gases.c2h2 * 100) / total,
  };
}

/** Classifies concentrations (µL/L). With no CH₄, C₂H₄ or C₂H₂ at all there is no point to place. */
export function classifyDuval(gases: { ch4: number; c2h4: number; c2h2: number }): DuvalResult {
  if ([gases.ch4, gases.c2h4, gases.c2h2].some((value) => !(value >= 0))) {
    return { kind: "notEnoughGas", reason: "CH₄, C₂H₄ and C₂H₂ must be zero or more." };
  }
  const percentages = duvalPercentages(gases);
  if (!percentages) {
    return {
      kind: "notEnoughGas",
      reason: "CH₄, C₂H₄ and C₂H₂ are all zero, so there is no point to place on the triangle.",
    };
  }
  const zone = duvalZone(gases);
  return { kind: "zone", zone, name: duvalZoneNames[zone], percentages, source: duvalSource };
}

const p = (ch4: number, c2h4: number, c2h2: number): DuvalPercentages => ({ ch4, c2h4, c2h2 });

/** The published zone polygons, as (%CH₄, %C₂H₄, %C₂H₂) corners in drawing order. */
export const duvalPolygons: Record<DuvalZone, readonly DuvalPercentages[]> = {
  PD: [p(100, 0, 0), p(98, 2, 0), p(98, 0, 2)],
  T1: [p(98, 2, 0), p(80, 20, 0), p(76, 20, 4), p(96, 0, 4), p(98, 0, 2)],
  T2: [p(80, 20, 0), p(50, 50, 0), p(46, 50, 4), p(76, 20, 4)],
  T3: [p(50, 50, 0), p(0, 100, 0), p(0, 85, 15), p(35, 50, 15)],
  D1: [p(0, 0, 100), p(0, 23, 77), p(64, 23, 13), p(87, 0, 13)],
  D2: [p(0, 23, 77), p(0, 71, 29), p(31, 40, 29), p(47, 40, 13), p(64, 23, 13)],
  DT: [
    p(96, 0, 4),
    p(87, 0, 13),
    p(47, 40, 13),
    p(31, 40, 29),
    p(0, 71, 29),
    p(0, 85, 15),
    p(35, 50, 15),
    p(46, 50, 4),
  ],
};

export interface Point {
  x: number;
  y: number;
}

/**
 * Where a point sits in an equilateral triangle of side `size` drawn in SVG coordinates (y down):
 * 100 % CH₄ at the top corner (size/2, 0), 100 % C₂H₂ at the bottom left (0, h) and 100 % C₂H₄
 * at the bottom right (size, h), with h = size·√3/2, as the triangle is usually drawn. The three
 * values are scaled to their sum, so raw concentrations work too.
 */
export function toTrianglePoint({ ch4, c2h4, c2h2 }: DuvalPercentages, size: number): Point {
  const total = ch4 + c2h4 + c2h2;
  if (!(total > 0)) throw new RangeError("A triangle point needs a positive total");
  const height = (size * Math.sqrt(3)) / 2;
  return {
    x: (size * (ch4 / 2 + c2h4)) / total,
    y: (height * (c2h4 + c2h2)) / total,
  };
}

/** The corners of a zone as an SVG `points` attribute, for a triangle of side `size`. */
export function zonePoints(zone: DuvalZone, size: number): string {
  return duvalPolygons[zone]
    .map((corner) => {
      const { x, y } = toTrianglePoint(corner, size);
      return `${round(x)},${round(y)}`;
    })
    .join(" ");
}

function round(value: number): number {
  return Math.round(value * 100) / 100;
}
