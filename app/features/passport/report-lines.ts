/**
 * A test record's results as the lines of an issued report: parameter, value, unit, the method
 * standard it was measured by, the limit with its source and the verdict. The oil tests are judged
 * by the oil tool (IEC 60422:2013 Table 5 for the unit's category, the same judge the passport's
 * condition uses), the fault gases against the IEC 60599:2022 Table A.1 typical values, the turns
 * ratio against IEC 60076-1; everything else is reported without a verdict.
 */
import {
  type Interpretation,
  interpret,
  oilLimit,
  type VoltageClass,
  voltageClasses,
} from "#app/features/oil-analysis/public.ts";
import { maxResults, type ResultLine, type Verdict } from "#app/features/reports/public.ts";
import { type AssetForJudging, equipmentOf } from "./judge.ts";
import { formatNumber } from "./parameters.ts";
import { electricalMethods, gasLabels, gasOrder, methods } from "./report-methods.ts";
import { electricalFields, electricalKeys, type Results } from "./results.ts";

export type RecordForLines = {
  record: { sampledOn: string; samplePointKey: string; results: Results };
  asset: {
    iecCategory: string;
    hvKv: number | null;
    rating: number | null;
    ratingUnit: string;
    year: number | null;
    oltcMake: string | null;
    oilType: string;
  };
};

export type ReportLines = {
  lines: ResultLine[];
  /** Parameters left out because a report holds at most `maxResults` lines. */
  leftOut: string[];
  /** Sentences for the report's remarks: fair results, the paper's estimated DP. */
  remarks: string[];
};

const oilTypes = ["mineral", "natural-ester", "synthetic-ester"] as const;

type Banded = "bdv" | "water" | "acidity" | "ift" | "ddf" | "resistivity";

const table5 = "IEC 60422:2013 Table 5";

function categoryText(voltageClass: VoltageClass): string {
  const category = voltageClasses.find((entry) => entry.value === voltageClass)?.category ?? "";
  return `cat. ${category}`;
}

/** "Min 30 kV (IEC 60422:2013 Table 5, cat. C)": the Poor boundary, the one a pass rests on. */
function bandedLimit(property: Banded, voltageClass: VoltageClass): string {
  const limit = oilLimit(property, voltageClass);
  const [low, high] = limit.fair;
  const bound =
    limit.better === "higher" ? `Min ${formatNumber(low)}` : `Max ${formatNumber(high)}`;
  const where = property === "ift" ? "uninhibited oil" : categoryText(voltageClass);
  return `${bound}${limit.unit ? ` ${limit.unit}` : ""} (${table5}, ${where})`;
}

function verdictOf(judged: Interpretation["properties"][number] | undefined): Verdict {
  if (!judged) return "reported";
  return judged.verdict === "poor" ? "not-satisfactory" : "satisfactory";
}

type Line = ResultLine & { judged: boolean };

/** The report's lines for one test record, judged ones kept first when there are too many. */
export function reportLinesOf(input: RecordForLines): ReportLines {
  const { results } = input.record;
  const asset: AssetForJudging = {
    iec_category: input.asset.iecCategory,
    hv_kv: input.asset.hvKv,
    rating: input.asset.rating,
    rating_unit: input.asset.ratingUnit,
    year: input.asset.year,
    oltc_make: input.asset.oltcMake,
  };
  const equipment = equipmentOf(asset, input.record.sampledOn);
  const oilType = oilTypes.find((type) => type === input.asset.oilType) ?? "mineral";
  const mineral = oilType === "mineral";
  const reading = interpret({
    equipment,
    oil: { ...results.oil, oilType },
    sampleDate: input.record.sampledOn,
    gases: results.gases,
    ...(input.record.samplePointKey === "oltc" ? { samplePoint: "oltc" as const } : {}),
  });
  const judged = (property: string) => reading.properties.find((p) => p.property === property);
  const lines: Line[] = [];
  const fair: string[] = [];
  let paper: string | undefined;
  const add = (parameter: string, value: number | string, unit: string, method: string) => {
    const line: Line = {
      parameter,
      value: typeof value === "number" ? formatNumber(value) : value,
      unit,
      method,
      limit: "",
      verdict: "reported",
      judged: false,
    };
    lines.push(line);
    return line;
  };
  const judge = (line: Line, property: string, limit: string) => {
    const found = judged(property);
    if (!found) return;
    line.limit = limit;
    line.verdict = verdictOf(found);
    line.judged = true;
    if (found.verdict === "fair") fair.push(line.parameter);
  };
  const vc = equipment.voltageClass;
  const { oil } = results;
  const banded: [Banded, number | undefined, string, string, string][] = [
    ["bdv", oil.bdvKv, "Breakdown voltage (BDV)", "kV", methods.bdv],
    ["water", oil.waterMgKg, "Water content", "mg/kg", methods.water],
    ["acidity", oil.acidityMgKoh, "Acidity", "mg KOH/g", methods.acidity],
    ["ift", oil.iftMnM, "Interfacial tension (IFT)", "mN/m", methods.ift],
    ["ddf", oil.ddf90, "Dissipation factor (tan δ) at 90 °C", "", methods.ddf],
    ["resistivity", oil.resistivityGohmM90, "Resistivity at 90 °C", "GΩ·m", methods.resistivity],
  ];
  for (const [property, value, label, unit, method] of banded) {
    if (value === undefined) continue;
    const gapOther = property === "bdv" && oil.electrodeGap === "other";
    const line = add(label, value, unit, gapOther ? methods.bdvOther : method);
    judge(line, property, bandedLimit(property, vc));
  }
  if (oil.colour !== undefined)
    judge(
      add("Colour", oil.colour, "", methods.colour),
      "colour",
      "Max 4 (service-oil grading; no IEC 60422 limit)",
    );
  for (const [property, label] of [
    ["sediment", "Sediment"],
    ["sludge", "Precipitable sludge"],
  ] as const) {
    const value = oil[property];
    if (value === undefined) continue;
    const line = add(label, value === "present" ? "Present" : "None", "", methods.contamination);
    judge(line, property, `None (${table5})`);
  }
  if (oil.inhibitorPct !== undefined) {
    // IEC 60422 sets the limit as a share of the new oil's content: it is judged (and printed)
    // only when that content is known, in the same unit as the result.
    const line = add("Oxidation inhibitor", oil.inhibitorPct, "% by mass", methods.inhibitor);
    const newOil = oil.inhibitorNewPct;
    if (newOil !== undefined)
      judge(
        line,
        "inhibitor",
        `Min ${formatNumber(newOil * 0.4)} % by mass: 40 % of the new oil's ${formatNumber(newOil)} % (${table5})`,
      );
  }
  if (oil.furanMgKg !== undefined) {
    add("2-Furfuraldehyde (2-FAL)", oil.furanMgKg, "mg/kg", methods.furan);
    paper = reading.paper?.text;
  }
  const aboveTypical: string[] = [];
  for (const gas of gasOrder) {
    const value = results.gases[gas];
    if (value === undefined) continue;
    const line = add(gasLabels[gas], value, "µL/L", methods.gas);
    // Typical values are for the main tank's oil of a mineral-oil unit (IEC 60599:2022 Annex A).
    // A typical value is not a limit: above it IEC 60599 asks for closer watching (sample again
    // sooner, look at the rate), not for a verdict of failure. Such a gas prints "Reported only"
    // beside its typical value, and the remarks name it and say what follows.
    const check = reading.gases.find((entry) => entry.gas === gas);
    if (!check || !mineral || input.record.samplePointKey !== "main-tank") continue;
    line.limit = `Typical ≤ ${formatNumber(check.typical)} (IEC 60599:2022 Table A.1)`;
    line.verdict = check.above ? "reported" : "satisfactory";
    if (check.above) aboveTypical.push(line.parameter);
    line.judged = true;
  }
  for (const key of electricalKeys) {
    const value = results.electrical[key];
    if (value === undefined) continue;
    const field = electricalFields[key];
    const line = add(field.label, value, field.unit, electricalMethods[key]);
    if (key === "ratioDev") {
      // IEC 60076-1:2011 Table 1: the no-load ratio on the principal tapping within ±0.5 % of the
      // declared ratio (or a tenth of the measured impedance, if smaller: not known here).
      line.limit = "Within ±0.5 % (IEC 60076-1:2011 Table 1)";
      line.verdict = Math.abs(value) <= 0.5 ? "satisfactory" : "not-satisfactory";
      line.judged = true;
    }
  }
  for (const other of results.other) add(other.name, other.value, other.unit, "");
  const remarks = [
    ...(fair.length
      ? [`Fair by ${table5} (satisfactory, to be tested again sooner): ${fair.join(", ")}.`]
      : []),
    ...(aboveTypical.length
      ? [
          `Above the typical values of IEC 60599:2022 Table A.1, which are not limits: ${aboveTypical.join(", ")}. Sample again sooner and judge by the rate of increase.`,
        ]
      : []),
    ...(paper ? [paper] : []),
  ];
  return { ...trimmed(lines), remarks };
}

function trimmed(lines: Line[]): Omit<ReportLines, "remarks"> {
  const keep = new Set<Line>(
    [...lines.filter((line) => line.judged), ...lines.filter((line) => !line.judged)].slice(
      0,
      maxResults,
    ),
  );
  return {
    lines: lines.filter((line) => keep.has(line)).map(({ judged: _judged, ...line }) => line),
    leftOut: lines.filter((line) => !keep.has(line)).map((line) => line.parameter),
  };
}
