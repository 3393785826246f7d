/**
 * The oil-quality limits the interpreter judges against, each with the table and edition it
 * comes from (the gas values are in typical-gases.ts; inhibitor, colour, sediment and sludge and
 * the water correction in limits-other.ts).
 *
 * Editions. The figures are those of IEC 60422:2013 (4th edition) Table 5, recommended action
 * limits for mineral insulating oils in service. IS 1866:2017 is that edition adopted by BIS
 * without deviation (its national foreword: "identical with IEC 60422:2013"), so every figure
 * here is also the IS 1866:2017 figure. The superseded IS 1866:2000 followed IEC 60422:1989 with
 * single "permissible limits"; older Indian test reports still quote it.
 *
 * IEC 60422:2024 (5th edition) replaced the 2013 edition. We could not read the 2024 text itself
 * while writing this; we compared every figure with an independent transcription of its Table 5
 * (a public open-source oil-analysis project, standards/iec60422_table5.py, found by search; not
 * an authority). Where that transcription gives the same figure the comment says "2024: same
 * (transcription)"; no figure below is confirmed against the 2024 text, and the page says so.
 * Where the transcription differs, the 2013 figure is kept (it is also India's IS 1866:2017
 * figure) and the difference is written beside it. Until BIS adopts the 2024 edition, IS 1866:2017
 * differs from the IEC text exactly where 2024 changed a figure.
 */

export type VoltageClass = "le72.5" | "72.5-170" | "gt170";
export type Verdict = "good" | "fair" | "poor";

/**
 * IEC 60422:2013 Table 1 equipment categories for power transformers and reactors: O (≥ 400 kV)
 * and A (> 170 kV and < 400 kV) share the limits used here, B is > 72.5 kV to 170 kV, and C is
 * up to 72.5 kV. Category A also covers a unit of any voltage whose continuity of supply is vital,
 * so such a unit should be entered as "> 170 kV". The 2024 transcription has categories A, B and
 * C with the same limits (O appears merged into A; not confirmed).
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

// Every figure: IEC 60422:2013 Table 5 = IS 1866:2017 Table 5; "2024" is the IEC 60422:2024
// Table 5 transcription described above, never the 2024 text itself.
const table5: Record<VoltageClass, Bands> = {
  gt170: {
    // BDV (IEC 60156, 2.5 mm gap): Good > 60, Fair 50–60, Poor < 50 kV. 2024: same (transcription).
    bdv: [50, 60],
    // Water at 20 °C: Good < 15, Fair 15–20, Poor > 20 mg/kg. 2024: same (transcription).
    water: [15, 20],
    // Acidity: Good < 0.10, Fair 0.10–0.15, Poor > 0.15 mg KOH/g. 2024: same (transcription).
    acidity: [0.1, 0.15],
    // IFT: not used (the same for every category; see iftBands).
    ift: [22, 28],
    // DDF at 90 °C: Good < 0.10, Fair 0.10–0.20, Poor > 0.20. 2024: same (transcription).
    ddf: [0.1, 0.2],
    // Resistivity at 90 °C: Good > 10, Fair 3–10, Poor < 3 GΩ·m. 2024: same (transcription).
    resistivity: [3, 10],
  },
  "72.5-170": {
    bdv: [40, 50], // Good > 50, Fair 40–50, Poor < 40 kV. 2024: same (transcription).
    water: [20, 30], // Good < 20, Fair 20–30, Poor > 30 mg/kg. 2024: same (transcription).
    acidity: [0.1, 0.2], // Good < 0.10, Fair 0.10–0.20, Poor > 0.20. 2024: same (transcription).
    ift: [22, 28], // not used (see iftBands).
    ddf: [0.1, 0.5], // Good < 0.10, Fair 0.10–0.50, Poor > 0.50. 2024: same (transcription).
    resistivity: [0.2, 3], // Good > 3, Fair 0.2–3, Poor < 0.2 GΩ·m. 2024: same (transcription).
  },
  "le72.5": {
    bdv: [30, 40], // Good > 40, Fair 30–40, Poor < 30 kV. 2024: same (transcription).
    water: [30, 40], // Good < 30, Fair 30–40, Poor > 40 mg/kg. 2024: same (transcription).
    acidity: [0.15, 0.3], // Good < 0.15, Fair 0.15–0.30, Poor > 0.30. 2024: same (transcription).
    ift: [22, 28], // not used (see iftBands).
    ddf: [0.1, 0.5], // Good < 0.10, Fair 0.10–0.50, Poor > 0.50. 2024: same (transcription).
    resistivity: [0.2, 3], // Good > 3, Fair 0.2–3, Poor < 0.2 GΩ·m. 2024: same (transcription).
  },
};

export const sameInIs1866 =
  "IS 1866:2017 is identical with IEC 60422:2013, so the limit is the same. IEC 60422:2024 has replaced the 2013 edition; we have not confirmed this limit against its text. Reports that quote the superseded IS 1866:2000 use single pass/fail limits and may differ.";

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
 * IEC 60422:2013 Table 5 IFT (= IS 1866:2017), the same for every category: inhibited oil
 * Good > 28, Fair 22–28, Poor < 22 mN/m; uninhibited oil Good > 25, Fair 20–25, Poor < 20 mN/m
 * (less sure of the uninhibited figures). 2024: the transcription gives one band for all oils,
 * Good > 28, Fair 20–28, Poor < 20 mN/m, calling IFT a routine test for inhibited oil only. Not
 * confirmed; the 2013 figures are kept, and where they differ (an uninhibited oil at 25 to
 * 28 mN/m is Fair by the transcription, Good here; an inhibited oil at 20 to 22 mN/m is Fair by
 * it, Poor here) IS 1866:2017 and IEC 60422:2013 agree with the figures here.
 */
export const iftBands: Record<Inhibition, readonly [number, number]> = {
  inhibited: [22, 28],
  uninhibited: [20, 25],
};

export const table5Source = "IEC 60422:2013 Table 5 (IS 1866:2017)";

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
