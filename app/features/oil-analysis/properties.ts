/**
 * The oil's own tests judged against their limits: BDV, water (corrected to 20 °C), acidity, IFT,
 * DDF, resistivity, colour, sediment and sludge.
 */
import { compareRatio } from "./exact.ts";
import { formatValue, withUnit } from "./format.ts";
import {
  type BandedLimit,
  type BandedProperty,
  judge,
  limitText,
  oilLimit,
  type Verdict,
} from "./limits.ts";
import {
  colourLimit,
  contaminationLimits,
  inhibitorLimit,
  waterCorrection,
} from "./limits-other.ts";
import type { OilAnalysisInput } from "./schema.ts";

/** The three-band properties, with sediment and sludge (present or absent) and the paper (2-FAL). */
export type JudgedProperty = BandedProperty | "sediment" | "sludge" | "paper";

export interface PropertyJudgement {
  property: JudgedProperty;
  name: string;
  /** The value judged: for water, the value at 20 °C when a correction was applied. */
  value: number | "none" | "present";
  unit: string;
  verdict: Verdict;
  limit: string;
  source: string;
  note: string;
  /** Water only: the value as measured and the correction applied to it, if any. */
  measured?: { value: number; sampleTempC?: number; factor?: number; text: string };
}

function banded(limit: BandedLimit, value: number): PropertyJudgement {
  return {
    property: limit.property,
    name: limit.name,
    value,
    unit: limit.unit,
    verdict: judge(limit, value),
    limit: limitText(limit),
    source: limit.source,
    note: limit.note,
  };
}

function judgeWater(input: OilAnalysisInput): PropertyJudgement | undefined {
  const { waterMgKg, oilTempC } = input.oil;
  if (waterMgKg === undefined) return undefined;
  const limit = oilLimit("water", input.equipment.voltageClass);
  if (
    oilTempC !== undefined &&
    oilTempC >= waterCorrection.minC &&
    oilTempC <= waterCorrection.maxC
  ) {
    const factor = waterCorrection.factor(oilTempC);
    const atTwenty = waterMgKg * factor;
    return {
      ...banded(limit, atTwenty),
      measured: {
        value: waterMgKg,
        sampleTempC: oilTempC,
        factor,
        text: `Measured ${withUnit(waterMgKg, "mg/kg")} at ${formatValue(oilTempC)} °C, which is ${withUnit(atTwenty, "mg/kg")} at 20 °C (${waterCorrection.source}).`,
      },
    };
  }
  const why =
    oilTempC === undefined
      ? "No sampling temperature was entered, so the value is judged as measured; the limits assume water corrected to 20 °C per IEC 60422:2013 Annex A."
      : `The sample was taken at ${formatValue(oilTempC)} °C, outside the ${waterCorrection.minC}–${waterCorrection.maxC} °C range where we apply the IEC 60422:2013 Annex A correction, so the value is judged as measured; the limits assume water corrected to 20 °C.`;
  return {
    ...banded(limit, waterMgKg),
    measured: {
      value: waterMgKg,
      ...(oilTempC === undefined ? {} : { sampleTempC: oilTempC }),
      text: why,
    },
  };
}

/** What the tool says about an ester: IEC 60422 and its limits are for mineral oil only. */
export const esterNotice =
  "This tool's limits (IEC 60422, IS 1866) and its DGA methods (IEC 60599 typical values, Duval Triangle 1, the basic ratios) are for mineral oil. Natural and synthetic esters have their own: IEC 62975 for natural esters in service, and Duval's triangles for esters. We do not judge ester samples here; send the report to us and an engineer will read it.";

export function judgeProperties(input: OilAnalysisInput) {
  const { oil, equipment } = input;
  const properties: PropertyJudgement[] = [];
  const skipped: { property: JudgedProperty; reason: string }[] = [];
  if (oil.oilType === "natural-ester" || oil.oilType === "synthetic-ester") {
    return { properties, skipped, paper: undefined };
  }
  if (oil.bdvKv !== undefined) {
    if (oil.electrodeGap === "other") {
      skipped.push({
        property: "bdv",
        reason: `A BDV of ${withUnit(oil.bdvKv, "kV")} measured with another gap or method cannot be compared with the IEC 60422 limits, which assume the IEC 60156 cell with a 2.5 mm gap.`,
      });
    } else {
      properties.push(banded(oilLimit("bdv", equipment.voltageClass), oil.bdvKv));
    }
  }
  const water = judgeWater(input);
  if (water) properties.push(water);
  const numeric = [
    ["acidity", oil.acidityMgKoh],
    ["ift", oil.iftMnM],
    ["ddf", oil.ddf90],
    ["resistivity", oil.resistivityGohmM90],
  ] as const;
  for (const [property, value] of numeric) {
    if (value !== undefined)
      properties.push(banded(oilLimit(property, equipment.voltageClass, oil.inhibition), value));
  }
  if (oil.colour !== undefined) properties.push(banded(colourLimit, oil.colour));
  for (const property of ["sediment", "sludge"] as const) {
    const value = oil[property];
    if (value === undefined) continue;
    const about = contaminationLimits[property];
    properties.push({
      property,
      name: about.name,
      value,
      unit: "",
      verdict: value === "present" ? "poor" : "good",
      limit: about.limit,
      source: about.source,
      note: about.note,
    });
  }
  const inhibitor = judgeInhibitor(input, skipped);
  if (inhibitor) properties.push(inhibitor);
  return { properties, skipped, paper: paperOf(oil.furanMgKg) };
}

function judgeInhibitor(
  input: OilAnalysisInput,
  skipped: { property: JudgedProperty; reason: string }[],
): PropertyJudgement | undefined {
  const { inhibitorPct, inhibitorNewPct, inhibition } = input.oil;
  if (inhibitorPct === undefined) return undefined;
  if (inhibition === "uninhibited") {
    skipped.push({
      property: "inhibitor",
      reason:
        "An inhibitor content was entered for an oil stated to be uninhibited; check which oil is in the unit.",
    });
    return undefined;
  }
  if (inhibitorNewPct === undefined) {
    skipped.push({
      property: "inhibitor",
      reason: `An inhibitor content of ${withUnit(inhibitorPct, "% by mass")} is judged against the new oil's content (IEC 60422:2013 Table 5): enter that too, from the oil's supply certificate.`,
    });
    return undefined;
  }
  const share = (inhibitorPct * 100) / inhibitorNewPct;
  // The share is judged exactly on the digits: 0.18 of 0.3 is 60 %, Fair, not 60.00000000000001 %.
  const [low, high] = inhibitorLimit.fair;
  const verdict: Verdict =
    compareRatio(inhibitorPct, inhibitorNewPct, high / 100) > 0
      ? "good"
      : compareRatio(inhibitorPct, inhibitorNewPct, low / 100) < 0
        ? "poor"
        : "fair";
  return {
    ...banded(inhibitorLimit, share),
    verdict,
    measured: {
      value: inhibitorPct,
      text: `${withUnit(inhibitorPct, "% by mass")} of ${withUnit(inhibitorNewPct, "% by mass")} in the new oil: ${formatValue(share)} % remains.`,
    },
  };
}

export interface PaperEstimate {
  furanMgKg: number;
  dp?: number;
  text: string;
  source: string;
}

export const chendongSource =
  "Chendong's relation, DP = (1.51 − log₁₀ 2-FAL[mg/kg]) / 0.0035 (Xue Chendong, 1991)";

/**
 * Degree of polymerisation of the paper estimated from 2-FAL by Chendong's relation. It was fitted
 * on mineral-oil units with ordinary kraft paper; thermally upgraded paper makes far less 2-FAL,
 * so the estimate then reads too high. The bands in words are common practice, not a standard's
 * limits: above about 700 the paper is sound; 250 is often taken as the end of its reliable life,
 * 200 as the end of its mechanical life.
 */
export function paperOf(furanMgKg: number | undefined): PaperEstimate | undefined {
  if (furanMgKg === undefined) return undefined;
  if (!(furanMgKg > 0)) {
    return {
      furanMgKg,
      text: "No 2-FAL was found, so the paper's DP cannot be estimated from it: the paper shows no measurable ageing by this test.",
      source: chendongSource,
    };
  }
  const dp = (1.51 - Math.log10(furanMgKg)) / 0.0035;
  const shown = Math.round(dp);
  const text =
    dp > 700
      ? `Estimated DP ${shown}: the paper is sound.`
      : dp > 450
        ? `Estimated DP ${shown}: the paper has aged moderately.`
        : dp > 250
          ? `Estimated DP ${shown}: the paper has aged markedly; plan for its remaining life.`
          : `Estimated DP ${shown}: at or near the end of the paper's reliable life (about 250, with 200 the end of its mechanical life).`;
  return {
    furanMgKg,
    dp,
    text: `${text} The estimate assumes ordinary kraft paper; with thermally upgraded paper it reads too high.`,
    source: chendongSource,
  };
}
