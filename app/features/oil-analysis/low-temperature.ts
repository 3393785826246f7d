/**
 * Duval Triangles 4 and 5 for mineral oil (M. Duval, "The Duval Triangle for load tap changers,
 * non-mineral oils and low temperature faults in transformers", IEEE Electrical Insulation
 * Magazine 24(6), 2008). They are read only after Triangle 1, to look closer at what it found:
 * Triangle 4 (H₂, CH₄, C₂H₆) after PD, T1 or T2, Triangle 5 (CH₄, C₂H₄, C₂H₆) after T2 or T3.
 * Their zones: PD partial discharges; S stray gassing of the oil; O overheating below 250 °C;
 * C possible carbonisation of paper; T2, T3 thermal faults; ND not determined.
 *
 * The zone limits are written from our recollection of Duval's figures and checked against one
 * independent open-source implementation, not against the paper or IEC 60599 itself. Less sure:
 * Triangle 4's ND limit (46 % C₂H₆; one reading gives 44 %) and Triangle 5's 14 % C₂H₆ lines
 * (one reading gives 15 % for PD). The side a boundary point falls on is our convention, not a
 * published inequality: a lower limit belongs to its zone ("≥"). The page says all this, and these
 * triangles never change the condition: they add detail to Triangle 1's reading.
 */
import { type ZoneRule, zoneOf } from "./exact.ts";

export type Triangle4Zone = "PD" | "S" | "O" | "C" | "ND";
export type Triangle5Zone = "PD" | "S" | "O" | "C" | "T2" | "T3" | "ND";

export const lowTemperatureZoneNames = {
  PD: "Corona partial discharges",
  S: "Stray gassing of the oil",
  O: "Overheating below 250 °C",
  C: "Possible carbonisation of paper",
  T2: "Thermal fault between 300 °C and 700 °C",
  T3: "Thermal fault above 700 °C",
  ND: "Not determined",
} as const satisfies Record<Triangle5Zone, string>;

// The zone limits of Triangles 4 and 5 below were written from Duval's published figures without
// a copy of the paper at hand; Triangle 4's ND limit (46 or 44 % CH4) and Triangle 5's 14 % lines
// are the least certain. Check them against the paper before relying on a boundary case.
export const triangle4Source =
  "Duval Triangle 4 (M. Duval, IEEE Electrical Insulation Magazine 24(6), 2008)";
export const triangle5Source =
  "Duval Triangle 5 (M. Duval, IEEE Electrical Insulation Magazine 24(6), 2008)";

type T4Gas = "h2" | "ch4" | "c2h6";
type T5Gas = "ch4" | "c2h4" | "c2h6";

const triangle4Rules: readonly ZoneRule<T4Gas, Triangle4Zone>[] = [
  {
    zone: "PD",
    when: [
      [
        ["ch4", ">=", 2],
        ["ch4", "<", 15],
        ["c2h6", "<", 1],
      ],
    ],
  },
  {
    zone: "O",
    when: [
      [
        ["h2", "<", 9],
        ["c2h6", ">=", 30],
      ],
    ],
  },
  {
    zone: "ND",
    when: [
      [
        ["h2", ">=", 9],
        ["c2h6", ">=", 46],
      ],
    ],
  },
  {
    zone: "C",
    when: [
      [
        ["ch4", ">=", 36],
        ["c2h6", "<", 24],
      ],
      [
        ["h2", "<", 15],
        ["c2h6", ">=", 24],
        ["c2h6", "<", 30],
      ],
    ],
  },
];

const triangle5Rules: readonly ZoneRule<T5Gas, Triangle5Zone>[] = [
  {
    zone: "PD",
    when: [
      [
        ["c2h4", "<", 1],
        ["c2h6", ">=", 2],
        ["c2h6", "<", 14],
      ],
    ],
  },
  {
    zone: "O",
    when: [
      [
        ["c2h4", "<", 10],
        ["c2h6", "<", 14],
      ],
      [
        ["c2h4", "<", 10],
        ["c2h6", ">=", 54],
      ],
    ],
  },
  { zone: "S", when: [[["c2h4", "<", 10]]] },
  {
    zone: "T2",
    when: [
      [
        ["c2h4", "<", 35],
        ["c2h6", "<", 12],
      ],
    ],
  },
  {
    zone: "ND",
    when: [
      [
        ["c2h4", "<", 35],
        ["c2h6", ">=", 30],
      ],
    ],
  },
  {
    zone: "C",
    when: [
      [
        ["c2h4", "<", 50],
        ["c2h6", ">=", 12],
        ["c2h6", "<", 14],
      ],
      [
        ["c2h4", "<", 70],
        ["c2h6", ">=", 14],
        ["c2h6", "<", 30],
      ],
    ],
  },
];

/** The zone of Triangle 4; S is what is left once the others are excluded. */
export function triangle4Zone(gases: Record<T4Gas, number>): Triangle4Zone {
  return zoneOf(triangle4Rules, "S", gases);
}

/**
 * The zone of Triangle 5. The rules are tested in order, so each one only needs the limits its
 * predecessors leave open (T2 is C₂H₄ from 10 % once PD, O and S are excluded); T3 is what is left.
 */
export function triangle5Zone(gases: Record<T5Gas, number>): Triangle5Zone {
  return zoneOf(triangle5Rules, "T3", gases);
}

/** A corner as (top, bottom left, bottom right) percentages. */
export type Corner = readonly [number, number, number];

/** Triangle 4 drawn with H₂ at the top, CH₄ bottom left, C₂H₆ bottom right. */
