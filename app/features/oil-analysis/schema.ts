/**
 * The inputs of the oil test and DGA interpreter: one zod schema for the form, the URL and the
 * interpreter, with the messages an engineer sees. A shared URL carries every field under a
 * short, stable query parameter (`vc`, `bdv`, `h2`, `e_h2`, …), so it refills the form exactly.
 */
import { z } from "zod";
import {
  breathingOptions,
  electrodeGapOptions,
  type GasKey,
  inhibitionOptions,
  type NumberSpec,
  numberFields,
  oilTypeOptions,
  oltcOptions,
  type ParamName,
  paramOrder,
  paramPaths,
  presenceOptions,
  samplePointOptions,
} from "./fields.ts";
import { type VoltageClass, voltageClasses } from "./limits.ts";
import { checkDates, checkOlderDates, dropEmptyEarlier, type Fields } from "./sample-dates.ts";
import { choice, date, measured, oltcChoice, optionalChoice } from "./schema-values.ts";
import { type OlderIndex, olderGases, olderOrdinals } from "./series-fields.ts";

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
    samplePoint: optionalChoice(
      valuesOf(samplePointOptions),
      "Choose where the sample was drawn: the main tank or the OLTC compartment",
    ),
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
      if (data.samplePoint === "oltc" && data.equipment.oltc === "none") {
        ctx.addIssue({
          code: "custom",
          path: ["samplePoint"],
          message:
            "A unit with no on-load tap changer has no OLTC compartment to sample: choose the main tank, or say above that it has an OLTC",
        });
      }
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
