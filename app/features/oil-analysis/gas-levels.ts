/**
 * What a gas value means before any fault method is read: whether the laboratory can see it at
 * all, whether a change between samples is more than the laboratory's own scatter, and how far it
 * stands above the values most transformers show (IEEE C57.104-2019 status levels).
 *
 * These figures are recalled from the published tables, not read from a licensed copy while
 * writing; the comment beside each says how sure we are.
 */
import { compareRatio } from "./exact.ts";
import type { Gas } from "./typical-gases.ts";

/**
 * Detection limits a DGA laboratory is expected to reach, µL/L: IEC 60567:2011 (4th edition),
 * table of required detection limits for gases dissolved in oil. Fairly sure of H₂ 5 and the
 * hydrocarbons 1; less sure of C₂H₂ (0.5 here; some readings of the table give 1, we take the
 * lower, which counts more values as seen) and of CO and CO₂ (25 each).
 */
export const detectionLimits: Record<Gas, number> = {
  h2: 5,
  ch4: 1,
  c2h6: 1,
  c2h4: 1,
  c2h2: 0.5,
  co: 25,
  co2: 25,
};

export const detectionSource = "IEC 60567:2011, required detection limits for dissolved gases";

/** A value below the detection limit is "not detected": it is taken as zero by every method. */
export function detected(gas: Gas, value: number): boolean {
  return value >= detectionLimits[gas];
}

/**
 * The change between two analyses that is more than laboratory scatter: 15 % of the larger value
 * (the accuracy IEC 60567:2011 and CIGRE TB 409 expect at concentrations well above detection;
 * the 15 % figure is our reading of them, not a quoted number), but never less than twice the
 * detection limit, where the relative scatter of an analysis grows large. 3.0 → 3.1 µL/L of C₂H₂
 * is well inside it.
 */
export function minimumSignificantChange(gas: Gas, earlier: number, later: number): number {
  return Math.max(2 * detectionLimits[gas], 0.15 * Math.max(earlier, later));
}

export type OxygenClass = "low" | "high" | "unknown";

type Column = Record<Gas, number>;

/**
 * IEEE C57.104-2019 Table 1 (90th percentile) and Table 2 (95th percentile) gas concentrations,
 * µL/L, column "age unknown", by O₂/N₂ ≤ 0.2 (sealed, "low") and > 0.2 (free-breathing, "high").
 * The standard also gives columns by age (1–9, 10–30, > 30 years) that we do not use: we are not
 * sure enough of them, and the "age unknown" column is what the standard prescribes when the age
 * is uncertain. Fairly sure of H₂, CH₄, C₂H₂ and CO; less sure of C₂H₆, C₂H₄ and CO₂.
 */
const ieeeTable1: Record<Exclude<OxygenClass, "unknown">, Column> = {
  low: { h2: 80, ch4: 90, c2h6: 90, c2h4: 50, c2h2: 1, co: 900, co2: 9000 },
  high: { h2: 40, ch4: 20, c2h6: 15, c2h4: 50, c2h2: 2, co: 500, co2: 5000 },
};

const ieeeTable2: Record<Exclude<OxygenClass, "unknown">, Column> = {
  low: { h2: 200, ch4: 150, c2h6: 175, c2h4: 100, c2h2: 2, co: 1100, co2: 12500 },
  high: { h2: 90, ch4: 50, c2h6: 40, c2h4: 100, c2h2: 7, co: 600, co2: 7000 },
};

function column(
  table: Record<Exclude<OxygenClass, "unknown">, Column>,
  oxygen: OxygenClass,
  pick: (a: number, b: number) => number,
) {
  if (oxygen !== "unknown") return table[oxygen];
  const picked = {} as Column;
  for (const gas of Object.keys(table.low) as Gas[]) {
    picked[gas] = pick(table.low[gas], table.high[gas]);
  }
  return picked;
}

export const ieeeSource = "IEEE C57.104-2019 Tables 1 and 2 (age unknown)";

/**
 * Concentrations that call for action whatever the fault method says: ten times the Table 2 95th
 * percentile. This factor is our practice, not a figure of IEEE C57.104-2019 or IEC 60599; at
 * such levels a unit has a fault that is producing gas fast, and the zone only says which kind.
 * CO and CO₂ are left out: they accumulate over the paper's life.
 */
export const extremeFactor = 10;

export interface GasLevel {
  gas: Gas;
  detected: boolean;
  /** IEEE C57.104-2019 Table 1 and 2 values for this unit's O₂/N₂ class. */
  p90: number;
  p95: number;
  extremeAt: number;
  /** 1: ≤ 90th percentile; 2: above it; 3: above the 95th; "extreme": ≥ ten times the 95th. */
  status: 1 | 2 | 3 | "extreme";
}

export function oxygenClassOf(
  gases: { o2?: number | undefined; n2?: number | undefined },
  breathing: "free" | "sealed" | undefined,
): OxygenClass {
  const { o2, n2 } = gases;
  if (o2 !== undefined && n2 !== undefined && n2 > 0) {
    return compareRatio(o2, n2, 0.2) <= 0 ? "low" : "high";
  }
  if (breathing === "sealed") return "low";
  if (breathing === "free") return "high";
  return "unknown";
}

/**
 * With O₂/N₂ unknown, status 2 uses the lower of the two columns for each gas (the careful
 * reading: the value is watched), and status 3 and the extreme level the higher: "Act soon" and
 * "Act now whatever the zone" must not rest on a guess about the unit's breathing. H₂ at
 * 100 µL/L is above the free-breathing 95th percentile (90) but not the sealed one (200): Watch
 * until O₂/N₂ or the breathing is known.
 */
export function gasLevel(gas: Gas, value: number, oxygen: OxygenClass): GasLevel {
  const p90 = column(ieeeTable1, oxygen, Math.min)[gas];
  const p95 = column(ieeeTable2, oxygen, Math.max)[gas];
  const extremeAt = extremeFactor * column(ieeeTable2, oxygen, Math.max)[gas];
  const seen = detected(gas, value);
  const extreme = gas !== "co" && gas !== "co2" && value >= extremeAt;
  const status = !seen || value <= p90 ? 1 : extreme ? "extreme" : value > p95 ? 3 : 2;
  return { gas, detected: seen, p90, p95, extremeAt, status };
}
