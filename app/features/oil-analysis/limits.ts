/**
 * The oil-quality limits the interpreter judges against, each with the table and edition it
 * comes from (the gas values are in typical-gases.ts).
 *
 * Oil quality: IEC 60422:2013 (4th edition) Table 5, recommended action limits for mineral
 * insulating oils in service. IS 1866:2017 is that standard adopted by BIS without deviation
 * (its national foreword says "identical with IEC 60422:2013"), so the limits are the same; the
 * superseded IS 1866:2000 followed IEC 60422:1989 with single "permissible limits", and older
 * Indian test reports still quote it.
 *
 * IEC 60422 has since been revised (IEC 60422:2024, 5th edition). We have not compared these
 * limits with the 2024 table, so every limit cites the 2013 table it was taken from; the page says
 * so. IS 1866:2017 still follows the 2013 edition.
 *
 * These numbers come from the published tables as we know them, not from a licensed copy read
 * while writing this file. Where we are less sure of a number, the comment beside it says so.
 * Check them against your copy before relying on a borderline verdict.
 */

export type VoltageClass = "le72.5" | "72.5-170" | "gt170";
export type Verdict = "good" | "fair" | "poor";

/**
 * IEC 60422:2013 Table 1 equipment categories for power transformers and reactors: O (≥ 400 kV)
 * and A (> 170 kV and < 400 kV) share the limits used here, B is > 72.5 kV to 170 kV, and C is
 * up to 72.5 kV. Category A also covers a unit of any voltage whose continuity of supply is vital,
 * so such a unit should be entered as "> 170 kV".
 */
export const voltageClasses = [
  { value: "le72.5", label: "Up to 72.5 kV", category: "C" },
  { value: "72.5-170", label: "Above 72.5 kV, up to 170 kV", category: "B" },
  { value: "gt170", label: "Above 170 kV", category: "O and A" },
] as const satisfies readonly { value: VoltageClass; label: string; category: string }[];

export function categoryOf(voltageClass: VoltageClass): string {
  return voltageClasses.find((entry) => entry.value === voltageClass)?.category ?? "";
}

export type BandedProperty =
  | "bdv"
  | "water"
  | "acidity"
  | "ift"
  | "ddf"
  | "resistivity"
  | "colour"
  | "inhibitor";

/**
 * A limit with three bands. `fair` holds the Fair band with both ends included, so a value on a
 * printed boundary is Fair: Table 5 writes BDV as "> 60 / 50 to 60 / < 50" and water as
 * "< 15 / 15 to 20 / > 20", which puts 60 kV, 50 kV, 15 mg/kg and 20 mg/kg in Fair.
 */
export interface BandedLimit {
  property: BandedProperty;
  name: string;
  unit: string;
  better: "higher" | "lower";
  fair: readonly [low: number, high: number];
  source: string;
  note: string;
}

type Bands = Record<Exclude<BandedProperty, "colour" | "inhibitor">, readonly [number, number]>;

const table5: Record<VoltageClass, Bands> = {
  gt170: {
    // BDV (IEC 60156, 2.5 mm gap): Good > 60, Fair 50–60, Poor < 50 kV. Sure.
    bdv: [50, 60],
    // Water at 20 °C: Good < 15, Fair 15–20, Poor > 20 mg/kg. Fairly sure.
    water: [15, 20],
    // Acidity: Good < 0.10, Fair 0.10–0.15, Poor > 0.15 mg KOH/g. Fairly sure.
    acidity: [0.1, 0.15],
    // IFT, inhibited oil: Good > 28, Fair 22–28, Poor < 22 mN/m. Uninhibited oil: see iftBands.
    ift: [22, 28],
    // DDF at 90 °C: Good < 0.10, Fair 0.10–0.20, Poor > 0.20. Fairly sure.
    ddf: [0.1, 0.2],
    // Resistivity at 90 °C: Good > 10, Fair 3–10, Poor < 3 GΩ·m. Less sure.
    resistivity: [3, 10],
  },
  "72.5-170": {
    bdv: [40, 50], // Good > 50, Fair 40–50, Poor < 40 kV. Sure.
    water: [20, 30], // Good < 20, Fair 20–30, Poor > 30 mg/kg. Fairly sure.
    acidity: [0.1, 0.2], // Good < 0.10, Fair 0.10–0.20, Poor > 0.20. Fairly sure.
    ift: [22, 28], // as above. Less sure.
    ddf: [0.1, 0.5], // Good < 0.10, Fair 0.10–0.50, Poor > 0.50. Less sure.
    resistivity: [0.2, 3], // Good > 3, Fair 0.2–3, Poor < 0.2 GΩ·m. Less sure.
  },
  "le72.5": {
    bdv: [30, 40], // Good > 40, Fair 30–40, Poor < 30 kV. Sure.
    water: [30, 40], // Good < 30, Fair 30–40, Poor > 40 mg/kg. Fairly sure.
    acidity: [0.15, 0.3], // Good < 0.15, Fair 0.15–0.30, Poor > 0.30. Fairly sure.
    ift: [22, 28], // as above. Less sure.
    ddf: [0.1, 0.5], // Good < 0.10, Fair 0.10–0.50, Poor > 0.50. Less sure.
    resistivity: [0.2, 3], // Good > 3, Fair 0.2–3, Poor < 0.2 GΩ·m. Less sure.
  },
};

const sameInIs1866 =
  "IS 1866:2017 is identical with IEC 60422:2013, so the limit is the same. Reports that quote the superseded IS 1866:2000 use single pass/fail limits and may differ.";

const propertyText: Record<
  Exclude<BandedProperty, "colour" | "inhibitor">,
  { name: string; unit: string; better: "higher" | "lower"; extra: string }
> = {
  bdv: {
    name: "Breakdown voltage (BDV)",
    unit: "kV",
    better: "higher",
    extra: "The limits assume the IEC 60156 (IS 6792) cell with a 2.5 mm gap.",
  },
  water: {
    name: "Water content",
    unit: "mg/kg",
    better: "lower",
    extra: "The limits apply to water content corrected to 20 °C (IEC 60422:2013 Annex A).",
  },
  acidity: { name: "Acidity", unit: "mg KOH/g", better: "lower", extra: "" },
  ift: {
    name: "Interfacial tension (IFT)",
    unit: "mN/m",
    better: "higher",
    extra: "",
  },
  ddf: {
    name: "Dielectric dissipation factor (DDF, tan δ) at 90 °C",
    unit: "",
    better: "lower",
    extra: "",
  },
  resistivity: { name: "Resistivity at 90 °C", unit: "GΩ·m", better: "higher", extra: "" },
};

export type Inhibition = "inhibited" | "uninhibited";

/**
 * IEC 60422:2013 Table 5 IFT, the same for every category: inhibited oil Good > 28, Fair 22–28,
 * Poor < 22 mN/m; uninhibited oil Good > 25, Fair 20–25, Poor < 20 mN/m. Less sure of the
 * uninhibited figures.
 */
export const iftBands: Record<Inhibition, readonly [number, number]> = {
  inhibited: [22, 28],
  uninhibited: [20, 25],
};

export const table5Source = "IEC 60422:2013 Table 5";

/**
 * The IEC 60422:2013 Table 5 limit of one property for one voltage class. IFT depends on whether
 * the oil is inhibited; when that is not stated, it is judged as uninhibited oil, the usual
 * IS 335 oil in Indian service, and the note says so.
 */
export function oilLimit(
  property: Exclude<BandedProperty, "colour" | "inhibitor">,
  voltageClass: VoltageClass,
  inhibition?: Inhibition,
): BandedLimit {
  const about = propertyText[property];
  const ift = property === "ift";
  const iftNote = !ift
    ? ""
    : inhibition === "inhibited"
      ? "The limits are those for inhibited oil."
      : inhibition === "uninhibited"
        ? "The limits are those for uninhibited oil."
        : "The oil was not stated to be inhibited, so the limits for uninhibited oil are used; inhibited oil has stricter ones (Good > 28 mN/m).";
  return {
    property,
    name: about.name,
    unit: about.unit,
    better: about.better,
    fair: ift ? iftBands[inhibition ?? "uninhibited"] : table5[voltageClass][property],
    source: `${table5Source}, equipment category ${categoryOf(voltageClass)}${ift ? `, ${inhibition ?? "uninhibited"} oil` : ""}`,
    note: [about.extra, iftNote, sameInIs1866].filter(Boolean).join(" "),
  };
}

/**
 * IEC 60422:2013 Table 5, oxidation inhibitor (inhibited oil only), as a share of the new oil's
 * content: Good > 60 %, Fair 40–60 %, Poor < 40 %. Fairly sure.
 */
export const inhibitorLimit: BandedLimit = {
  property: "inhibitor",
  name: "Oxidation inhibitor remaining",
  unit: "% of new",
  better: "higher",
  fair: [40, 60],
  source: `${table5Source}, inhibitor content (inhibited oil), all categories`,
  note: "Measured by IEC 60666 as % by mass and judged as a share of the new oil's content.",
};

/**
 * IEC 60422:2013 Table 5 gives colour no numeric limit: it reads colour with appearance, acidity
 * and IFT. To still say something about an ISO 2049 number, we grade it with the widely published
 * colour classification of in-service oil (new 0.5–1.0, service-aged up to 2.5, marginal 2.5–4.0,
 * bad above 4.0, on the ASTM D1500 scale that ISO 2049 numbers match). It is shown, never used on
 * its own to call for action.
 */
export const colourLimit: BandedLimit = {
  property: "colour",
  name: "Colour (ISO 2049)",
  unit: "",
  better: "lower",
  fair: [2.5, 4],
  source:
    "Common service-oil colour grading (ASTM D1500 / ISO 2049 scale); IEC 60422:2013 Table 5 sets no numeric colour limit",
  note: "Neither IEC 60422:2013 nor IS 1866:2017 grades the colour number; a dark or quickly darkening oil is read together with acidity and IFT.",
};

/** Good, Fair or Poor; the Fair band includes both of its ends. */
export function judge(limit: BandedLimit, value: number): Verdict {
  const [low, high] = limit.fair;
  if (limit.better === "higher") return value > high ? "good" : value < low ? "poor" : "fair";
  return value < low ? "good" : value > high ? "poor" : "fair";
}

function show(value: number, unit: string): string {
  return unit ? `${value} ${unit}` : String(value);
}

/** The three bands in words, for example "Good > 60 kV; Fair 50–60 kV; Poor < 50 kV". */
export function limitText(limit: BandedLimit): string {
  const [low, high] = limit.fair;
  const fair = `Fair ${low}–${show(high, limit.unit)}`;
  return limit.better === "higher"
    ? `Good > ${show(high, limit.unit)}; ${fair}; Poor < ${show(low, limit.unit)}`
    : `Good < ${show(low, limit.unit)}; ${fair}; Poor > ${show(high, limit.unit)}`;
}

/** Sediment and precipitable sludge: IEC 60422:2013 Table 5 asks for none. */
export const contaminationLimits = {
  sediment: {
    name: "Sediment",
    limit: "Good: no sediment; Poor: sediment present",
    source: "IEC 60422:2013 Table 5 (sediment and sludge), all categories",
    note: `Sediment calls for filtering (reconditioning) the oil. ${sameInIs1866}`,
  },
  sludge: {
    name: "Precipitable sludge",
    limit: "Good: no precipitable sludge; Poor: sludge present",
    source: "IEC 60422:2013 Table 5 (sediment and sludge), all categories",
    note: `Precipitable sludge calls for reclaiming or replacing the oil. ${sameInIs1866}`,
  },
} as const;

/** IEC 60422:2013 Annex A: water content at 20 °C = f × measured, f = 2.24 · e^(−0.04 · ts). */
export const waterCorrection = {
  source: "IEC 60422:2013 Annex A, f = 2.24·e^(−0.04·ts)",
  /**
   * We apply the formula to samples taken between 20 °C and 70 °C, the usual sampling range it
   * was fitted for; outside it the value is judged as measured, and the result says so.
   */
  minC: 20,
  maxC: 70,
  factor(sampleTempC: number): number {
    return 2.24 * Math.exp(-0.04 * sampleTempC);
  },
} as const;
