/**
 * The inputs of the oil test and DGA interpreter: one zod schema for the form, the URL and the
 * interpreter, with the messages an engineer sees. A shared URL carries every field under a
 * short, stable query parameter (`vc`, `bdv`, `h2`, `e_h2`, …), so it refills the form exactly.
 */
import { z } from "zod";
import { type VoltageClass, voltageClasses } from "./limits";
import {
  type OlderIndex,
  olderGases,
  olderIndexes,
  olderKeys,
  olderNumberFields,
  olderOrdinals,
  olderParamPaths,
} from "./series-fields";
import { gasNames } from "./typical-gases";

export const gasKeys = ["h2", "ch4", "c2h6", "c2h4", "c2h2", "co", "co2", "o2", "n2"] as const;
export type GasKey = (typeof gasKeys)[number];

export const electrodeGapOptions = [
  { value: "2.5mm-IEC60156", label: "2.5 mm gap (IEC 60156 / IS 6792)" },
  { value: "other", label: "Another gap or method" },
] as const;

export const oltcOptions = [
  { value: "none", label: "No on-load tap changer" },
  { value: "separate", label: "OLTC in its own compartment, sealed from the main tank" },
  { value: "common", label: "OLTC whose oil communicates with the main tank" },
] as const;

export const oilTypeOptions = [
  { value: "mineral", label: "Mineral oil (IEC 60296 / IS 335)" },
  { value: "natural-ester", label: "Natural ester (IEC 62770)" },
  { value: "synthetic-ester", label: "Synthetic ester (IEC 61099)" },
] as const;

export const inhibitionOptions = [
  { value: "inhibited", label: "Inhibited (with an oxidation inhibitor)" },
  { value: "uninhibited", label: "Uninhibited" },
] as const;

export const breathingOptions = [
  { value: "free", label: "Free-breathing (conservator with a breather)" },
  { value: "sealed", label: "Sealed (nitrogen blanket, bag or bellows)" },
] as const;

export const presenceOptions = [
  { value: "none", label: "None" },
  { value: "present", label: "Present" },
] as const;

export interface NumberSpec {
  label: string;
  unit: string;
  min: number;
  max: number;
  example: string;
}

const gasSpec = (label: string): NumberSpec => ({
  label,
  unit: "µL/L",
  min: 0,
  max: 1_000_000,
  example: "25",
});

/** Every numeric field by its query parameter; the form's min and max attributes read these. */
export const numberFields = {
  mva: { label: "Rating", unit: "MVA", min: 0.01, max: 2000, example: "100" },
  age: { label: "Age", unit: "years", min: 0, max: 150, example: "15" },
  bdv: { label: "Breakdown voltage (BDV)", unit: "kV", min: 0, max: 150, example: "62" },
  h2o: { label: "Water content", unit: "mg/kg", min: 0, max: 500, example: "12" },
  t: { label: "Oil temperature at sampling", unit: "°C", min: -30, max: 120, example: "45" },
  acid: { label: "Acidity", unit: "mg KOH/g", min: 0, max: 5, example: "0.05" },
  ift: { label: "Interfacial tension (IFT)", unit: "mN/m", min: 5, max: 60, example: "32" },
  ddf: { label: "DDF (tan δ) at 90 °C", unit: "", min: 0, max: 2, example: "0.02" },
  res: { label: "Resistivity at 90 °C", unit: "GΩ·m", min: 0.01, max: 10000, example: "50" },
  col: { label: "Colour (ISO 2049)", unit: "", min: 0.5, max: 8, example: "1.5" },
  inh: { label: "Inhibitor content", unit: "% by mass", min: 0, max: 1, example: "0.25" },
  inh0: {
    label: "Inhibitor content of the new oil",
    unit: "% by mass",
    min: 0.01,
    max: 1,
    example: "0.3",
  },
  fal: { label: "2-Furfuraldehyde (2-FAL)", unit: "mg/kg", min: 0, max: 100, example: "0.5" },
  h2: gasSpec(gasNames.h2),
  ch4: gasSpec(gasNames.ch4),
  c2h6: gasSpec(gasNames.c2h6),
  c2h4: gasSpec(gasNames.c2h4),
  c2h2: gasSpec(gasNames.c2h2),
  co: gasSpec(gasNames.co),
  co2: gasSpec(gasNames.co2),
  o2: gasSpec(gasNames.o2),
  n2: gasSpec(gasNames.n2),
  e_h2: gasSpec(`${gasNames.h2} in the earlier sample`),
  e_ch4: gasSpec(`${gasNames.ch4} in the earlier sample`),
  e_c2h6: gasSpec(`${gasNames.c2h6} in the earlier sample`),
  e_c2h4: gasSpec(`${gasNames.c2h4} in the earlier sample`),
  e_c2h2: gasSpec(`${gasNames.c2h2} in the earlier sample`),
  e_co: gasSpec(`${gasNames.co} in the earlier sample`),
  e_co2: gasSpec(`${gasNames.co2} in the earlier sample`),
  e_o2: gasSpec(`${gasNames.o2} in the earlier sample`),
  e_n2: gasSpec(`${gasNames.n2} in the earlier sample`),
  ...olderNumberFields,
} as const satisfies Record<string, NumberSpec>;

/** The query parameters in form order, each with where its value sits in the input object. */
export const paramPaths = {
  vc: ["equipment", "voltageClass"],
  mva: ["equipment", "ratingMva"],
  age: ["equipment", "ageYears"],
  oltc: ["equipment", "oltc"],
  br: ["equipment", "breathing"],
  oil: ["oil", "oilType"],
  ino: ["oil", "inhibition"],
  bdv: ["oil", "bdvKv"],
  gap: ["oil", "electrodeGap"],
  h2o: ["oil", "waterMgKg"],
  t: ["oil", "oilTempC"],
  acid: ["oil", "acidityMgKoh"],
  ift: ["oil", "iftMnM"],
  ddf: ["oil", "ddf90"],
  res: ["oil", "resistivityGohmM90"],
  col: ["oil", "colour"],
  sed: ["oil", "sediment"],
  slu: ["oil", "sludge"],
  inh: ["oil", "inhibitorPct"],
  inh0: ["oil", "inhibitorNewPct"],
  fal: ["oil", "furanMgKg"],
  d: ["sampleDate"],
  h2: ["gases", "h2"],
  ch4: ["gases", "ch4"],
  c2h6: ["gases", "c2h6"],
  c2h4: ["gases", "c2h4"],
  c2h2: ["gases", "c2h2"],
  co: ["gases", "co"],
  co2: ["gases", "co2"],
  o2: ["gases", "o2"],
  n2: ["gases", "n2"],
  e_d: ["earlier", "sampleDate"],
  e_h2: ["earlier", "gases", "h2"],
  e_ch4: ["earlier", "gases", "ch4"],
  e_c2h6: ["earlier", "gases", "c2h6"],
  e_c2h4: ["earlier", "gases", "c2h4"],
  e_c2h2: ["earlier", "gases", "c2h2"],
  e_co: ["earlier", "gases", "co"],
  e_co2: ["earlier", "gases", "co2"],
  e_o2: ["earlier", "gases", "o2"],
  e_n2: ["earlier", "gases", "n2"],
  ...olderParamPaths,
} as const satisfies Record<string, readonly string[]>;

export type ParamName = keyof typeof paramPaths;
export const paramOrder = Object.keys(paramPaths) as ParamName[];

const dayMs = 86_400_000;

/** Days since 1970-01-01 of a real YYYY-MM-DD date, or undefined (2025-02-30 is not one). */
export function dayNumber(value: string): number | undefined {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return undefined;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const time = Date.UTC(year, month - 1, day);
  const date = new Date(time);
  const real =
    date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
  return real ? time / dayMs : undefined;
}

function clean(value: unknown): string {
  return typeof value === "string" ? value.trim() : "";
}

const blankToUndefined = (value: unknown): unknown => {
  if (typeof value !== "string") return value;
  const text = value.trim();
  return text === "" ? undefined : text;
};

const plainNumber = /^[-+]?(?:\d+\.?\d*|\.\d+)(?:e[-+]?\d+)?$/i;
// Thousands separators as typed in India (1,00,000) or elsewhere (100,000); never a decimal comma.
const groupedNumber = /^\d{1,3}(?:(?:,\d{3})+|(?:,\d{2})*,\d{3})(?:\.\d+)?$/;

/** A number typed in a form or a URL: empty is missing; anything else that is not one is NaN. */
function toNumber(value: unknown): unknown {
  if (typeof value === "number") return value;
  const text = clean(value).replace(/\s+/g, "");
  if (text === "") return undefined;
  if (plainNumber.test(text)) return Number(text);
  if (groupedNumber.test(text)) return Number(text.replace(/,/g, ""));
  return Number.NaN;
}

const numberFormat = new Intl.NumberFormat("en-IN", { maximumFractionDigits: 6 });

function withUnit(value: number, unit: string): string {
  const shown = numberFormat.format(value).replace(/^-/, "−");
  if (!unit) return shown;
  return unit === "°C" ? `${shown} °C` : `${shown} ${unit}`;
}

/** A label inside a sentence: "hydrogen (H₂)", but "DDF (tan δ)" keeps its capitals. */
function inSentence(label: string): string {
  return /^[A-Z][a-z]/.test(label) ? label.charAt(0).toLowerCase() + label.slice(1) : label;
}

function measured(spec: NumberSpec) {
  const { label, unit, min, max, example } = spec;
  const notANumber = `Enter ${inSentence(label)} as a number${unit ? ` in ${unit}` : ""}, for example ${example}`;
  const tooHigh = `${label} must be at most ${withUnit(max, unit)}: check the value and its unit`;
  let rule = z.number(notANumber);
  if (min >= 0) rule = rule.min(0, `${label} cannot be negative`);
  rule =
    min > 0
      ? rule.min(min, `${label} must be at least ${withUnit(min, unit)}`)
      : rule.min(min, `${label} must be between ${withUnit(min, unit)} and ${withUnit(max, unit)}`);
  return z.preprocess(toNumber, rule.max(max, tooHigh).optional());
}

function choice<const T extends readonly [string, ...string[]]>(values: T, message: string) {
  return z.preprocess(clean, z.enum(values, message));
}

function optionalChoice<const T extends readonly [string, ...string[]]>(
  values: T,
  message: string,
) {
  return z.preprocess(blankToUndefined, z.enum(values, message).optional());
}

/**
 * Links shared before the OLTC question had three answers carry oltc=1 (shares the main tank's
 * oil) or oltc=0 (separate compartment, or no OLTC at all). 1 still means "common"; 0 cannot say
 * whether there is an OLTC, so it is read as not stated.
 */
function oltcChoice(value: unknown): unknown {
  const text = clean(value).toLowerCase();
  if (["", "0", "no", "false", "off"].includes(text)) return undefined;
  return ["1", "yes", "true", "on"].includes(text) ? "common" : text;
}

function date(which: string) {
  const message = `Enter the date of ${which} as YYYY-MM-DD, for example 2025-03-14`;
  return z.preprocess(
    blankToUndefined,
    z
      .string(message)
      .refine((value) => dayNumber(value) !== undefined, message)
      .optional(),
  );
}

function gasShape(earlier: boolean) {
  const field = (gas: GasKey) =>
    measured(numberFields[earlier ? (`e_${gas}` as const) : gas] as NumberSpec);
  return {
    h2: field("h2"),
    ch4: field("ch4"),
    c2h6: field("c2h6"),
    c2h4: field("c2h4"),
    c2h2: field("c2h2"),
    co: field("co"),
    co2: field("co2"),
    o2: field("o2"),
    n2: field("n2"),
  };
}

const voltageClassValues = voltageClasses.map((entry) => entry.value) as [
  VoltageClass,
  ...VoltageClass[],
];

const valuesOf = <const T extends readonly { value: string }[]>(options: T) =>
  options.map((option) => option.value) as unknown as [T[number]["value"], ...T[number]["value"][]];

const equipmentSchema = z.object({
  voltageClass: choice(voltageClassValues, "Choose the voltage class of the transformer"),
  ratingMva: measured(numberFields.mva),
  ageYears: measured(numberFields.age),
  oltc: z.preprocess(
    oltcChoice,
    z
      .enum(
        valuesOf(oltcOptions),
        "Say whether the unit has an on-load tap changer (OLTC) and whether its oil communicates with the main tank",
      )
      .optional(),
  ),
  breathing: optionalChoice(
    valuesOf(breathingOptions),
    "Choose whether the conservator is free-breathing or sealed",
  ),
});

const oilSchema = z.object({
  oilType: optionalChoice(valuesOf(oilTypeOptions), "Choose the kind of insulating liquid"),
  inhibition: optionalChoice(
    valuesOf(inhibitionOptions),
    "Say whether the oil is inhibited or uninhibited",
  ),
  bdvKv: measured(numberFields.bdv),
  electrodeGap: optionalChoice(
    valuesOf(electrodeGapOptions),
    "Choose the electrode gap used for the BDV test",
  ),
  waterMgKg: measured(numberFields.h2o),
  oilTempC: measured(numberFields.t),
  acidityMgKoh: measured(numberFields.acid),
  iftMnM: measured(numberFields.ift),
  ddf90: measured(numberFields.ddf),
  resistivityGohmM90: measured(numberFields.res),
  colour: measured(numberFields.col),
  sediment: optionalChoice(valuesOf(presenceOptions), "Say whether sediment was found"),
  sludge: optionalChoice(valuesOf(presenceOptions), "Say whether precipitable sludge was found"),
  inhibitorPct: measured(numberFields.inh),
  inhibitorNewPct: measured(numberFields.inh0),
  furanMgKg: measured(numberFields.fal),
});

const gasesSchema = z.object(gasShape(false));

type Fields = Record<string, unknown>;

function hasValues(group: unknown): boolean {
  if (typeof group !== "object" || group === null) return false;
  return Object.values(group).some((value) =>
    typeof value === "object" ? hasValues(value) : value !== undefined,
  );
}

/** Rates need both dates, and the earlier sample must come first. */
function checkDates(data: Fields, ctx: z.RefinementCtx<Fields>) {
  const earlier = (data.earlier ?? {}) as Fields;
  const current = typeof data.sampleDate === "string" ? dayNumber(data.sampleDate) : undefined;
  const before = typeof earlier.sampleDate === "string" ? dayNumber(earlier.sampleDate) : undefined;
  if (hasValues(earlier.gases)) {
    if (earlier.sampleDate === undefined) {
      ctx.addIssue({
        code: "custom",
        path: ["earlier", "sampleDate"],
        message:
          "Enter the date of the earlier sample, so that rates of increase can be worked out",
      });
    }
    if (data.sampleDate === undefined) {
      ctx.addIssue({
        code: "custom",
        path: ["sampleDate"],
        message: "Enter the date of this sample, so that rates of increase can be worked out",
      });
    }
  }
  if (current !== undefined && before !== undefined && before >= current) {
    ctx.addIssue({
      code: "custom",
      path: ["earlier", "sampleDate"],
      message: `The earlier sample must be dated before this sample (${data.sampleDate})`,
    });
  }
}

/** Each older sample with gases needs its own date, before this sample's and unlike the others. */
function checkOlderDates(data: Fields, ctx: z.RefinementCtx<Fields>) {
  const current = typeof data.sampleDate === "string" ? dayNumber(data.sampleDate) : undefined;
  const earlier = (data.earlier ?? {}) as Fields;
  const seen = new Set<string>(typeof earlier.sampleDate === "string" ? [earlier.sampleDate] : []);
  for (const index of olderIndexes) {
    const sample = (data[`earlier${index}`] ?? {}) as Fields;
    const path = [`earlier${index}`, "sampleDate"];
    const which = `the ${olderOrdinals[index]} earlier sample`;
    if (!hasValues(sample.gases)) continue;
    if (typeof sample.sampleDate !== "string") {
      ctx.addIssue({ code: "custom", path, message: `Enter the date of ${which}` });
      continue;
    }
    const day = dayNumber(sample.sampleDate);
    if (current !== undefined && day !== undefined && day >= current) {
      ctx.addIssue({
        code: "custom",
        path,
        message: `${which.charAt(0).toUpperCase()}${which.slice(1)} must be dated before this sample (${data.sampleDate})`,
      });
    } else if (seen.has(sample.sampleDate)) {
      ctx.addIssue({
        code: "custom",
        path,
        message: `Another earlier sample is dated ${sample.sampleDate}: each sample needs its own date`,
      });
    }
    seen.add(sample.sampleDate);
  }
  if (current === undefined && olderKeys.some((key) => hasValues((data[key] as Fields)?.gases))) {
    ctx.addIssue({
      code: "custom",
      path: ["sampleDate"],
      message: "Enter the date of this sample, so that rates of increase can be worked out",
    });
  }
}

/** An earlier sample with nothing in it is no earlier sample: one shape for one meaning. */
function dropEmptyEarlier<T extends Fields>(data: T): T {
  const rest: Fields = { ...data };
  for (const key of ["earlier", ...olderKeys]) {
    if (rest[key] !== undefined && !hasValues(rest[key])) delete rest[key];
  }
  return rest as T;
}

function olderSample(index: OlderIndex) {
  const gases = Object.fromEntries(
    olderGases.map((gas) => [gas, measured(numberFields[`e${index}_${gas}`])]),
  ) as Record<(typeof olderGases)[number], ReturnType<typeof measured>>;
  return z
    .object({
      sampleDate: date(`the ${olderOrdinals[index]} earlier sample`),
      gases: z.object(gases).prefault({}),
    })
    .optional();
}

export const oilAnalysisSchema = z
  .object({
    equipment: equipmentSchema.prefault({ voltageClass: undefined }),
    oil: oilSchema.prefault({}),
    sampleDate: date("this sample"),
    gases: gasesSchema.prefault({}),
    earlier: z
      .object({
        sampleDate: date("the earlier sample"),
        gases: z.object(gasShape(true)).prefault({}),
      })
      .optional(),
    earlier2: olderSample(2),
    earlier3: olderSample(3),
    earlier4: olderSample(4),
    earlier5: olderSample(5),
  })
  .superRefine(
    (data, ctx) => {
      checkDates(data, ctx as unknown as z.RefinementCtx<Fields>);
      checkOlderDates(data, ctx as unknown as z.RefinementCtx<Fields>);
    },
    { when: () => true },
  )
  .transform(dropEmptyEarlier);

export type OilAnalysisInput = z.output<typeof oilAnalysisSchema>;
export type GasValues = OilAnalysisInput["gases"];

export type OilAnalysisResult =
  | { ok: true; data: OilAnalysisInput }
  | { ok: false; fieldErrors: Partial<Record<ParamName, string>>; summary: string[] };

const paramByPath = new Map<string, ParamName>(
  paramOrder.map((name) => [paramPaths[name].join("."), name]),
);

function paramOf(path: readonly PropertyKey[]): ParamName | undefined {
  for (let length = path.length; length > 0; length--) {
    const name = paramByPath.get(path.slice(0, length).map(String).join("."));
    if (name) return name;
  }
  // A whole group that is not an object (only possible when called with odd input).
  return path[0] === "equipment" ? "vc" : undefined;
}

/** Checks an input object (numbers or form strings); errors are keyed by query parameter. */
export function validateOilAnalysis(input: unknown): OilAnalysisResult {
  const result = oilAnalysisSchema.safeParse(input ?? {});
  if (result.success) return { ok: true, data: result.data };
  const first = new Map<ParamName, string>();
  for (const issue of result.error.issues) {
    const name = paramOf(issue.path);
    if (name && !first.has(name)) first.set(name, issue.message);
  }
  const fieldErrors: Partial<Record<ParamName, string>> = {};
  for (const name of paramOrder) {
    const message = first.get(name);
    if (message !== undefined) fieldErrors[name] = message;
  }
  return { ok: false, fieldErrors, summary: Object.values(fieldErrors) };
}

/** The raw text of every known parameter present in a query string (the form's values). */
export function paramValues(params: URLSearchParams): Partial<Record<ParamName, string>> {
  const values: Partial<Record<ParamName, string>> = {};
  for (const name of paramOrder) {
    const value = params.get(name);
    if (value !== null && value.trim() !== "") values[name] = value;
  }
  return values;
}

/** True when the query string holds at least one of the interpreter's fields. */
export function hasOilAnalysisParams(params: URLSearchParams): boolean {
  return Object.keys(paramValues(params)).length > 0;
}

/** Reads the interpreter's inputs from a URL's query string (a GET form or a shared link). */
export function parseOilAnalysisParams(params: URLSearchParams): OilAnalysisResult {
  const raw: Fields = {};
  for (const [name, value] of Object.entries(paramValues(params))) {
    let target = raw;
    const path = paramPaths[name as ParamName];
    for (const key of path.slice(0, -1)) {
      target[key] ??= {};
      target = target[key] as Fields;
    }
    target[path[path.length - 1] as string] = value;
  }
  return validateOilAnalysis(raw);
}

function valueAt(input: OilAnalysisInput, path: readonly string[]): unknown {
  let value: unknown = input;
  for (const key of path) {
    if (typeof value !== "object" || value === null) return undefined;
    value = (value as Fields)[key];
  }
  return value;
}

/** The query string that reproduces an input: fields in form order, empty ones left out. */
export function toOilAnalysisParams(input: OilAnalysisInput): URLSearchParams {
  const params = new URLSearchParams();
  for (const name of paramOrder) {
    const value = valueAt(input, paramPaths[name]);
    if (value === undefined) continue;
    params.set(name, typeof value === "boolean" ? (value ? "1" : "0") : String(value));
  }
  return params;
}
