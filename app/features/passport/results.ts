/**
 * What a test record holds: the oil tests and dissolved gases under the oil tool's own names
 * (its OilAnalysisInput), the electrical tests, and any other result as a name, a value and a
 * unit. Stored as JSON in `passport_test_records.results`.
 */
import type { OilAnalysisInput } from "#app/features/oil-analysis/public.ts";

export type OilResults = OilAnalysisInput["oil"];
export type GasResults = OilAnalysisInput["gases"];

export const electricalFields = {
  ir60: {
    short: "IR 60 s",
    label: "Insulation resistance (IR), 60 s, HV to LV+earth",
    unit: "MΩ",
    min: 0,
    max: 10_000_000,
  },
  pi: {
    short: "PI",
    label: "Polarisation index (PI), IR 10 min / 1 min",
    unit: "",
    min: 0.1,
    max: 20,
  },
  wrHv: {
    short: "R (HV)",
    label: "Winding resistance, HV, highest phase",
    unit: "mΩ",
    min: 0,
    max: 10_000_000,
  },
  wrLv: {
    short: "R (LV)",
    label: "Winding resistance, LV, highest phase",
    unit: "mΩ",
    min: 0,
    max: 10_000_000,
  },
  ratioDev: {
    short: "Ratio deviation",
    label: "Turns ratio, largest deviation from nameplate",
    unit: "%",
    min: -100,
    max: 100,
  },
  capPf: {
    short: "Capacitance",
    label: "Capacitance, HV to LV+earth",
    unit: "pF",
    min: 0,
    max: 10_000_000,
  },
  tanDelta: {
    short: "tan δ",
    label: "Dissipation factor (tan δ) of the winding insulation",
    unit: "%",
    min: 0,
    max: 100,
  },
} as const;

export type ElectricalKey = keyof typeof electricalFields;
export const electricalKeys = Object.keys(electricalFields) as ElectricalKey[];

export type OtherResult = { name: string; value: number; unit: string };

export type Results = {
  oil: OilResults;
  gases: GasResults;
  electrical: Partial<Record<ElectricalKey, number>>;
  other: OtherResult[];
};

const oilMeasures = [
  "bdvKv",
  "waterMgKg",
  "acidityMgKoh",
  "iftMnM",
  "ddf90",
  "resistivityGohmM90",
  "colour",
  "inhibitorPct",
  "sediment",
  "sludge",
] as const;

/** Which kinds of test a record holds, for its due dates. */
export function testKindsOf(results: Results) {
  return {
    oil: oilMeasures.some((key) => results.oil[key] !== undefined),
    dga: Object.values(results.gases).some((value) => value !== undefined),
    furan: results.oil.furanMgKg !== undefined,
    electrical:
      Object.values(results.electrical).some((value) => value !== undefined) ||
      results.other.length > 0,
  };
}

export function parseResults(json: string): Results {
  const value = JSON.parse(json) as Partial<Results>;
  return {
    oil: value.oil ?? {},
    gases: value.gases ?? {},
    electrical: value.electrical ?? {},
    other: value.other ?? [],
  };
}
