/**
 * Duval Triangle 2, for the oil of an on-load tap changer's compartment (M. Duval, "The Duval
 * Triangle for load tap changers, non-mineral oils and low temperature faults in transformers",
 * IEEE Electrical Insulation Magazine 24(6), 2008; the same triangle is reproduced in IEEE
 * C57.139-2015, the guide to DGA of load tap changers). Like Triangle 1 it places a sample by the
 * shares of CH₄, C₂H₄ and C₂H₂ in their sum, but its zones say whether the gases are those of a
 * tap changer's normal switching (N) or of a fault in it.
 *
 * Zone limits, in % of CH₄ + C₂H₄ + C₂H₂:
 *
 *   N   2 ≤ CH₄ < 19 and 6 ≤ C₂H₄ < 23            normal operation
 *   D1  C₂H₄ < 6 and CH₄ < 19, or CH₄ < 2 and C₂H₄ < 23
 *                                                abnormal arcing D1
 *   X1  CH₄ ≥ 19 and C₂H₄ < 23                    abnormal arcing D1 or thermal fault in progress
 *   T3  C₂H₄ ≥ 50 and C₂H₂ < 15                   severe thermal fault T3 (heavy coking)
 *   T2  23 ≤ C₂H₄ < 50 and C₂H₂ < 15              severe thermal fault T2 (coking)
 *   X3  C₂H₄ ≥ 23 and C₂H₂ ≥ 15                   fault T2–T3 in progress, or heavy arcing D2
 *
 * The limits (2, 19 % CH₄; 6, 23, 50 % C₂H₄; 15 % C₂H₂) are those of Duval's figure as carried by
 * an independent open-source implementation (github.com/ToniMellin/dga-diagtool,
 * diagnostic/duval_triangle_2.py), whose zone corners agree with them; we have not had the 2008
 * paper or IEEE C57.139 in hand to check them, so treat a sample within a percent of a limit
 * with care. IEC 60599:2022 does not carry this triangle. Neither source writes the limits as
 * inequalities, so the side a boundary point falls on is our convention, the same as Triangle 1's
 * in IEEE C57.104-2019 Table 6: a lower limit belongs to its zone ("≥"), so 23 % C₂H₄ is T2 or
 * X3, 19 % CH₄ is X1 and 15 % C₂H₂ is X3. Comparisons are exact on the reported digits (exact.ts).
 */
import { type ZoneRule, zoneOf } from "./exact.ts";
import type { Corner } from "./low-temperature.ts";

export type Triangle2Zone = "N" | "D1" | "X1" | "T2" | "T3" | "X3";

export const triangle2Zones: readonly Triangle2Zone[] = ["N", "D1", "X1", "T2", "T3", "X3"];

export const triangle2ZoneNames: Record<Triangle2Zone, string> = {
  N: "Normal operation of the tap changer",
  D1: "Abnormal arcing of low energy (D1)",
  X1: "Abnormal arcing (D1) or a thermal fault in progress",
  T2: "Severe thermal fault, 300 °C to 700 °C (coking of the contacts)",
  T3: "Severe thermal fault above 700 °C (heavy coking)",
  X3: "A thermal fault (T2 or T3) in progress, or heavy arcing (D2)",
};

export const triangle2Source =
  "Duval Triangle 2 for OLTC compartments (M. Duval, IEEE Electrical Insulation Magazine 24(6), 2008; IEEE C57.139-2015)";

type Triangle2Gas = "ch4" | "c2h4" | "c2h2";

const triangle2Rules: readonly ZoneRule<Triangle2Gas, Triangle2Zone>[] = [
  {
    zone: "N",
    when: [
      [
        ["ch4", ">=", 2],
        ["ch4", "<", 19],
        ["c2h4", ">=", 6],
        ["c2h4", "<", 23],
      ],
    ],
  },
  {
    zone: "D1",
    when: [
      [
        ["ch4", "<", 19],
        ["c2h4", "<", 6],
      ],
      [
        ["ch4", "<", 2],
        ["c2h4", "<", 23],
      ],
    ],
  },
  { zone: "X1", when: [[["c2h4", "<", 23]]] },
  {
    zone: "T3",
    when: [
      [
        ["c2h4", ">=", 50],
        ["c2h2", "<", 15],
      ],
    ],
  },
  { zone: "T2", when: [[["c2h2", "<", 15]]] },
];

/** The zone of a point given as concentrations or percentages; X3 is what is left. */
export function triangle2Zone(gases: Record<Triangle2Gas, number>): Triangle2Zone {
  return zoneOf(triangle2Rules, "X3", gases);
}

/**
 * The zones as corners (CH₄ at the top, C₂H₂ bottom left, C₂H₄ bottom right, in % of the three),
 * for drawing; a test checks that they agree with the inequalities above off the boundaries.
 */
export const triangle2Polygons: Record<Triangle2Zone, readonly (readonly Corner[])[]> = {
  N: [
    [
      [19, 58, 23],
      [19, 75, 6],
      [2, 92, 6],
      [2, 75, 23],
    ],
  ],
  D1: [
    [
      [0, 100, 0],
      [19, 81, 0],
      [19, 75, 6],
      [2, 92, 6],
      [2, 75, 23],
      [0, 77, 23],
    ],
  ],
  X1: [
    [
      [100, 0, 0],
      [19, 81, 0],
      [19, 58, 23],
      [77, 0, 23],
    ],
  ],
  T2: [
    [
      [77, 0, 23],
      [62, 15, 23],
      [35, 15, 50],
      [50, 0, 50],
    ],
  ],
  T3: [
    [
      [50, 0, 50],
      [35, 15, 50],
      [0, 15, 85],
      [0, 0, 100],
    ],
  ],
  X3: [
    [
      [62, 15, 23],
      [0, 77, 23],
      [0, 15, 85],
    ],
  ],
};
