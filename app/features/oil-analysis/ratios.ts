/**
 * IEC 60599:2022 gas ratios: the three basic ratios and their fault table (Table 1); CO₂/CO and
 * C₂H₂/H₂ are in other-ratios.ts.
 *
 * A ratio only means something when there is gas to speak of (IEC 60599 asks that at least one
 * gas exceed its typical value before ratios are read). A gas below the laboratory's detection
 * limit is taken as zero. Table 1 still decides when a denominator is zero: x/0 with x > 0 is
 * above every limit of the table, and 0/0 (neither gas found) is read as 0, below every limit.
 * Every comparison is exact on the reported digits (exact.ts), so a ratio of exactly 0.1 or 4 is
 * on the side the table gives it whatever the scale.
 */
import { compareRatio } from "./exact.ts";

export type RatioCase = "PD" | "D1" | "D2" | "T1" | "T2" | "T3";

export interface FaultGases {
  h2: number;
  ch4: number;
  c2h6: number;
  c2h4: number;
  c2h2: number;
}

export interface BasicRatios {
  c2h2C2h4: number;
  ch4H2: number;
  c2h4C2h6: number;
}

/**
 * One cell of the table. "ns" is the table's NS: not significant, whatever the value. Ranges
 * include both ends; "<" and ">" exclude the value: 4 is in T2's 1–4 and not in T3's "> 4".
 */
export type Condition =
  | { kind: "ns" }
  | { kind: "below"; value: number }
  | { kind: "above"; value: number }
  | { kind: "range"; low: number; high: number };

export interface RatioRow {
  case: RatioCase;
  name: string;
  c2h2C2h4: Condition;
  ch4H2: Condition;
  c2h4C2h6: Condition;
}

const ns: Condition = { kind: "ns" };
const below = (value: number): Condition => ({ kind: "below", value });
const above = (value: number): Condition => ({ kind: "above", value });
const range = (low: number, high: number): Condition => ({ kind: "range", low, high });

export const ratioSource = "IEC 60599:2022 Table 1 (basic gas ratios)";

/**
 * IEC 60599:2022 Table 1. T1's CH₄/H₂ reads "> 1 but NS" in the standard: it is usually above 1
 * but not used to decide, so it is NS here. T3's C₂H₂/C₂H₄ < 0.2 carries the standard's note that
 * a rising C₂H₂ may mean a hot spot above 1000 °C. Rows are in the standard's order.
 */
export const ratioTable: readonly RatioRow[] = [
  { case: "PD", name: "Partial discharges", c2h2C2h4: ns, ch4H2: below(0.1), c2h4C2h6: below(0.2) },
  {
    case: "D1",
    name: "Discharges of low energy",
    c2h2C2h4: above(1),
    ch4H2: range(0.1, 0.5),
    c2h4C2h6: above(1),
  },
  {
    case: "D2",
    name: "Discharges of high energy",
    c2h2C2h4: range(0.6, 2.5),
    ch4H2: range(0.1, 1),
    c2h4C2h6: above(2),
  },
  { case: "T1", name: "Thermal fault below 300 °C", c2h2C2h4: ns, ch4H2: ns, c2h4C2h6: below(1) },
  {
    case: "T2",
    name: "Thermal fault between 300 °C and 700 °C",
    c2h2C2h4: below(0.1),
    ch4H2: above(1),
    c2h4C2h6: range(1, 4),
  },
  {
    case: "T3",
    name: "Thermal fault above 700 °C",
    c2h2C2h4: below(0.2),
    ch4H2: above(1),
    c2h4C2h6: above(4),
  },
];

/**
 * Rows overlap: every PD sample also meets T1's conditions, and D1 and D2 share ground. When
 * several rows match, they are reported in this order: PD before T1 (the narrower row), D2 before
 * D1 (the more severe one), hotter thermal faults first. The first is the diagnosis; the others
 * are returned as `alsoMatches`.
 */
export const reportingOrder: readonly RatioCase[] = ["PD", "D2", "D1", "T3", "T2", "T1"];

/** A ratio as a number, or exactly as numerator and denominator (either may be zero). */
export type RatioValue = number | readonly [numerator: number, denominator: number];

function compare(value: RatioValue, limit: number): -1 | 0 | 1 {
  const [numerator, denominator] = typeof value === "number" ? [value, 1] : value;
  return compareRatio(numerator, denominator, limit);
}

export function meets(condition: Condition, value: RatioValue): boolean {
  switch (condition.kind) {
    case "ns":
      return true;
    case "below":
      return compare(value, condition.value) < 0;
    case "above":
      return compare(value, condition.value) > 0;
    case "range":
      return compare(value, condition.low) >= 0 && compare(value, condition.high) <= 0;
  }
}

/** A cell as the table prints it: "NS", "< 0.1", "> 1", "0.1–0.5". */
export function conditionText(condition: Condition): string {
  switch (condition.kind) {
    case "ns":
      return "NS";
    case "below":
      return `< ${condition.value}`;
    case "above":
      return `> ${condition.value}`;
    case "range":
      return `${condition.low}–${condition.high}`;
  }
}

/** The rows a set of ratios meets, in reporting order. */
export function matchRatioCases(ratios: Record<keyof BasicRatios, RatioValue>): RatioCase[] {
  const matched = new Set(
    ratioTable
      .filter(
        (row) =>
          meets(row.c2h2C2h4, ratios.c2h2C2h4) &&
          meets(row.ch4H2, ratios.ch4H2) &&
          meets(row.c2h4C2h6, ratios.c2h4C2h6),
      )
      .map((row) => row.case),
  );
  return reportingOrder.filter((entry) => matched.has(entry));
}

export type RatioResult =
  | { kind: "notEnoughGas"; reason: string }
  | {
      kind: "ratios";
      ratios: BasicRatios;
      /** The first matching row, or null when the ratios fit no row of the table. */
      case: RatioCase | null;
      name: string;
      alsoMatches: RatioCase[];
      note?: string;
      source: string;
    };

const gasLabels: Record<keyof FaultGases, string> = {
  h2: "H₂",
  ch4: "CH₄",
  c2h6: "C₂H₆",
  c2h4: "C₂H₄",
  c2h2: "C₂H₂",
};

/**
 * Reads the basic ratios. `typical` holds each gas's typical concentration; unless one gas is
 * above it (or `rising` says a typical rate of increase was exceeded), there is not enough gas.
 */
export function interpretRatios(
  gases: FaultGases,
  typical: FaultGases,
  options: { rising?: boolean } = {},
): RatioResult {
  const names = Object.keys(gasLabels) as (keyof FaultGases)[];
  const significant = options.rising || names.some((gas) => gases[gas] > typical[gas]);
  if (!significant) {
    return {
      kind: "notEnoughGas",
      reason: "Every fault gas is at or below its typical value, so the ratios carry no diagnosis.",
    };
  }
  const pairs = {
    c2h2C2h4: [gases.c2h2, gases.c2h4],
    ch4H2: [gases.ch4, gases.h2],
    c2h4C2h6: [gases.c2h4, gases.c2h6],
  } as const;
  const quotient = ([numerator, denominator]: readonly [number, number]) =>
    denominator > 0 ? numerator / denominator : numerator > 0 ? Number.POSITIVE_INFINITY : 0;
  const ratios: BasicRatios = {
    c2h2C2h4: quotient(pairs.c2h2C2h4),
    ch4H2: quotient(pairs.ch4H2),
    c2h4C2h6: quotient(pairs.c2h4C2h6),
  };
  const zero = (["c2h4", "h2", "c2h6"] as const).filter((gas) => !(gases[gas] > 0));
  const [first, ...others] = matchRatioCases(pairs);
  return {
    kind: "ratios",
    ratios,
    case: first ?? null,
    name: first
      ? (ratioTable.find((row) => row.case === first)?.name ?? "")
      : "The ratios fit no row of the table; read the Duval triangle instead",
    alsoMatches: others,
    ...(zero.length > 0
      ? {
          note: `${zero.map((gas) => gasLabels[gas]).join(" and ")} ${zero.length > 1 ? "are" : "is"} zero (or below detection): a ratio over zero is above every limit of Table 1, and 0/0 is read as 0.`,
        }
      : {}),
    source: ratioSource,
  };
}
