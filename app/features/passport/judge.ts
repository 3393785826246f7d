/**
 * A unit's condition, read by the oil tool's interpreter from every sample of its main tank:
 * interpretSeries reads the latest sample in full and fits the gases' rates by least squares
 * through all of them (three or more samples give a line, not a two-point slope).
 */
import {
  type Condition,
  conditionLabels,
  type Interpretation,
  interpretSeries,
  type OilAnalysisInput,
  type UnitSample,
  type VoltageClass,
} from "#app/features/oil-analysis/public.ts";
import type { Results } from "./results.ts";

export type AssetForJudging = {
  iec_category: string;
  hv_kv: number | null;
  rating: number | null;
  rating_unit: string;
  year: number | null;
  oltc_make: string | null;
};

export type RecordForJudging = { sampled_on: string; sample_point: string; results: Results };

/**
 * The interpreter's voltage class: categories O and A use the limits above 170 kV (A also covers
 * a unit of any voltage whose supply is vital, IEC 60422:2013 Table 1); otherwise the HV winding
 * decides, and without it the category (B: above 72.5 kV, C to E: up to 72.5 kV).
 */
export function voltageClassOf(asset: AssetForJudging): VoltageClass {
  if (asset.iec_category === "O" || asset.iec_category === "A") return "gt170";
  if (asset.hv_kv !== null) {
    if (asset.hv_kv > 170) return "gt170";
    return asset.hv_kv > 72.5 ? "72.5-170" : "le72.5";
  }
  return asset.iec_category === "B" ? "72.5-170" : "le72.5";
}

export function equipmentOf(asset: AssetForJudging, today: string): OilAnalysisInput["equipment"] {
  const mva =
    asset.rating === null
      ? undefined
      : asset.rating_unit === "MVA"
        ? asset.rating
        : asset.rating / 1000;
  const year = Number(today.slice(0, 4));
  return {
    voltageClass: voltageClassOf(asset),
    ratingMva: mva !== undefined && mva >= 0.01 ? mva : undefined,
    ageYears: asset.year !== null && asset.year <= year ? year - asset.year : undefined,
    // Whether an OLTC's oil communicates with the main tank is not recorded: left unstated.
    oltc: asset.oltc_make ? undefined : "none",
    breathing: undefined,
  };
}

/**
 * The main tank's samples, one per day: an oil test and a DGA recorded separately from the same
 * day's sample are one sample to the interpreter. An OLTC or bushing sample is not a point on the
 * tank's trend.
 */
export function samplesOf(records: readonly RecordForJudging[]): UnitSample[] {
  const byDay = new Map<string, UnitSample>();
  for (const record of records) {
    if (record.sample_point !== "main-tank") continue;
    const before = byDay.get(record.sampled_on);
    byDay.set(record.sampled_on, {
      sampleDate: record.sampled_on,
      gases: { ...before?.gases, ...definedOnly(record.results.gases) },
      oil: { ...before?.oil, ...definedOnly(record.results.oil) },
    });
  }
  return [...byDay.values()];
}

function definedOnly<T extends object>(values: T): Partial<T> {
  return Object.fromEntries(
    Object.entries(values).filter(([, value]) => value !== undefined),
  ) as Partial<T>;
}

export type Judgement = {
  condition: Condition;
  label: string;
  reason: string;
  interpretation?: Interpretation;
};

export function judgeAsset(
  asset: AssetForJudging,
  records: readonly RecordForJudging[],
  today: string,
): Judgement {
  const interpretation = interpretSeries(equipmentOf(asset, today), samplesOf(records));
  if (!interpretation)
    return {
      condition: "not-judged",
      label: conditionLabels["not-judged"],
      reason: "No oil sample from the main tank has been recorded yet.",
    };
  const { condition, reason } = interpretation.overall;
  return { condition, label: conditionLabels[condition], reason, interpretation };
}
