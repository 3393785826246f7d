/**
 * The test record form, read on the server: the dates, the sample point and the laboratory, the
 * oil tests and gases checked by the oil tool's own schema (the same ranges and messages as
 * /tools/oil-analysis, under the same field names), the electrical tests and other results.
 * Pasted laboratory lines fill the fields left empty.
 */
import {
  type ParamName,
  parseOilAnalysisParams,
  type VoltageClass,
} from "#app/features/oil-analysis/public.ts";
import { dayNumber, dayWithin, firstFormDay } from "#app/lib/calendar-day.ts";
import { dayInIndia } from "#app/lib/india-day.ts";
import { typedNumber } from "#app/lib/typed-number.ts";
import { samplePoints, valuesOf } from "./options.ts";
import { readPasted, resultSpec } from "./paste.ts";
import {
  type ElectricalKey,
  electricalFields,
  electricalKeys,
  type OtherResult,
  type Results,
} from "./results.ts";

export const oilParams = ["bdv", "h2o", "t", "acid", "ift", "ddf", "res", "col", "fal"] as const;
export const gasParams = ["h2", "ch4", "c2h6", "c2h4", "c2h2", "co", "co2", "o2", "n2"] as const;
export const maxOtherResults = 30;

export type RecordValues = Record<string, string>;

export type NewRecord = {
  sampledOn: string;
  testedOn: string | null;
  samplePoint: string;
  laboratory: string | null;
  labSampleNo: string | null;
  results: Results;
};

export type RecordParse =
  | { ok: true; record: NewRecord }
  | {
      ok: false;
      fieldErrors: Record<string, string>;
      values: RecordValues;
      /** Set when pasted lines filled the form, to be checked before it is saved. */
      filled?: string;
    };

const text = (value: string | undefined, max: number) => (value ?? "").trim().slice(0, max);

function readOther(raw: string, errors: Record<string, string>): OtherResult[] {
  const other: OtherResult[] = [];
  const lines = raw.split(/\r\n?|\n/).filter((line) => line.trim() !== "");
  if (lines.length > maxOtherResults) {
    errors.other = `Enter at most ${maxOtherResults} other results`;
    return other;
  }
  lines.forEach((line, index) => {
    const [name = "", value = "", unit = ""] = line.split("|").map((part) => part.trim());
    const number = typedNumber(value);
    if (!name || name.length > 80 || value === "" || !Number.isFinite(number) || unit.length > 20) {
      errors.other ??= `Line ${index + 1}: write each result as name | value | unit, for example Core insulation resistance | 850 | MΩ`;
      return;
    }
    other.push({ name, value: number, unit });
  });
  return other;
}

/** The form with the pasted results in the fields left empty, to be checked before saving. */
function fillFromPaste(values: RecordValues): RecordParse {
  const pasted = readPasted(values.paste ?? "");
  const problems = [...pasted.problems];
  let read = 0;
  for (const [name, value] of Object.entries(pasted.values)) {
    const typed = values[name]?.trim();
    if (!typed) {
      values[name] = value;
      read += 1;
    } else if (typedNumber(typed) !== typedNumber(value))
      problems.push(
        `${resultSpec(name).label} was already typed as ${typed}: the pasted ${value} is not used`,
      );
  }
  values.paste = pasted.unread.join("\n");
  return {
    ok: false,
    fieldErrors: problems.length ? { paste: problems.join("; ") } : {},
    values,
    filled:
      read === 0
        ? "No pasted line was read into the fields: nothing is saved."
        : `${read === 1 ? "One result" : `${read} results`} read from the pasted lines into the fields below: check them, then save. Nothing is saved yet.`,
  };
}

export function readRecordForm(
  fields: RecordValues,
  asset: { voltageClass: VoltageClass; oilType: string },
  today = dayInIndia(),
): RecordParse {
  const values: RecordValues = { ...fields };
  if (values.paste?.trim()) return fillFromPaste(values);
  const errors: Record<string, string> = {};
  // A day from 1950 to today in India: a sample dated 9999 would make every test overdue.
  const sampledOn = text(values.sampledOn, 10);
  if (dayNumber(sampledOn) === undefined)
    errors.sampledOn = "Enter the date the oil was sampled as YYYY-MM-DD";
  else if (!dayWithin(sampledOn, firstFormDay, today))
    errors.sampledOn = "Enter the date the oil was sampled: a day from 1950 to today";
  const testedOn = text(values.testedOn, 10) || null;
  if (testedOn !== null && dayNumber(testedOn) === undefined)
    errors.testedOn = "Enter the test date as YYYY-MM-DD";
  else if (testedOn !== null && !errors.sampledOn && testedOn < sampledOn)
    errors.testedOn = "The test date cannot be before the sample date";
  else if (testedOn !== null && testedOn > today)
    errors.testedOn = "The test date cannot be after today";
  const samplePoint = text(values.samplePoint, 20);
  if (!valuesOf(samplePoints).includes(samplePoint as never))
    errors.samplePoint = "Choose where the sample was taken";

  const params = new URLSearchParams({ vc: asset.voltageClass, oil: asset.oilType });
  if (!errors.sampledOn) params.set("d", sampledOn);
  for (const name of [...oilParams, ...gasParams])
    if (values[name]?.trim()) params.set(name, values[name]);
  const oil = parseOilAnalysisParams(params);
  if (!oil.ok)
    for (const [name, message] of Object.entries(oil.fieldErrors))
      if (
        (oilParams as readonly string[]).includes(name) ||
        (gasParams as readonly string[]).includes(name)
      )
        errors[name as ParamName] = message;

  const electrical: Partial<Record<ElectricalKey, number>> = {};
  for (const key of electricalKeys) {
    const raw = values[key]?.trim();
    if (!raw) continue;
    const spec = electricalFields[key];
    const number = typedNumber(raw);
    if (Number.isNaN(number) || number < spec.min || number > spec.max)
      errors[key] =
        `Enter ${spec.label.charAt(0).toLowerCase()}${spec.label.slice(1)} as a number between ${spec.min} and ${spec.max}${spec.unit ? ` ${spec.unit}` : ""}`;
    else electrical[key] = number;
  }
  const other = readOther(values.other ?? "", errors);

  if (Object.keys(errors).length > 0 || !oil.ok) return { ok: false, fieldErrors: errors, values };
  const { oilType: _type, ...measured } = oil.data.oil;
  const results: Results = { oil: measured, gases: oil.data.gases, electrical, other };
  const empty =
    Object.values(measured).every((v) => v === undefined) &&
    Object.values(results.gases).every((v) => v === undefined) &&
    Object.keys(electrical).length === 0 &&
    other.length === 0;
  if (empty) return { ok: false, fieldErrors: { form: "Enter at least one result" }, values };
  return {
    ok: true,
    record: {
      sampledOn,
      testedOn,
      samplePoint,
      laboratory: text(values.laboratory, 120) || null,
      labSampleNo: text(values.labSampleNo, 60) || null,
      results,
    },
  };
}
