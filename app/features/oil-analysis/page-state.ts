/**
 * What the page shows for the text in its fields: nothing yet, the messages of the fields to
 * correct, or the reading. The loader and the browser run the same function on the same text, so
 * a shared link, a form sent without JavaScript and a visitor typing all see the same reading.
 */
import { longDay } from "#app/lib/calendar-day.ts";
import { dayInIndia } from "#app/lib/india-day.ts";
import type { OilAnalysisExample } from "./examples.ts";
import { type ParamName, paramOrder } from "./fields.ts";
import { type Interpretation, interpret } from "./interpret.ts";
import { type OilAnalysisInput, parseOilAnalysisParams, toOilAnalysisParams } from "./schema.ts";

/** The text of each field, keyed by its query parameter, as typed or as the URL carries it. */
export type FormValues = Partial<Record<ParamName, string>>;

/** No number or date is longer; a longer value is cut rather than echoed back whole. */
export const maxValueLength = 40;

// Control characters never belong in a number, a date or a choice.
// biome-ignore lint/suspicious/noControlCharactersInRegex: this pattern exists to remove them
const controlCharacters = /[\u0000-\u001F\u007F-\u009F]/g;

function cleanValue(value: string): string {
  return value.replace(controlCharacters, "").slice(0, maxValueLength);
}

/** The fields' text from a query string; unknown parameters and blank values are left out. */
export function readFormValues(params: URLSearchParams): FormValues {
  const values: FormValues = {};
  for (const name of paramOrder) {
    const raw = params.get(name);
    if (raw === null) continue;
    const value = cleanValue(raw);
    if (value.trim() !== "") values[name] = value;
  }
  return values;
}

/** The query string of the fields that hold something, in form order: "?vc=gt170&bdv=62", or "". */
export function toSearch(values: FormValues): string {
  const params = new URLSearchParams();
  for (const name of paramOrder) {
    const value = values[name];
    if (value !== undefined && value.trim() !== "") params.set(name, value.trim());
  }
  const search = params.toString();
  return search ? `?${search}` : "";
}

export type Reading =
  | { kind: "empty" }
  | { kind: "invalid"; fieldErrors: Partial<Record<ParamName, string>> }
  | { kind: "reading"; input: OilAnalysisInput; result: Interpretation };

/** Checks the fields with the shared schema and, when they pass, interprets them. */
export function readingOf(values: FormValues): Reading {
  if (!paramOrder.some((name) => values[name]?.trim())) return { kind: "empty" };
  const parsed = parseOilAnalysisParams(new URLSearchParams(toSearch(values)));
  if (!parsed.ok) return { kind: "invalid", fieldErrors: parsed.fieldErrors };
  return { kind: "reading", input: parsed.data, result: interpret(parsed.data) };
}

/** The fields of a worked example, as its link carries them. */
export function exampleValues(example: OilAnalysisExample): FormValues {
  return readFormValues(toOilAnalysisParams(example.input));
}

/** The address of a worked example: a plain link that fills the form without JavaScript. */
export function exampleHref(example: OilAnalysisExample): string {
  return `${oilAnalysisPath}${toSearch(exampleValues(example))}`;
}

export const oilAnalysisPath = "/tools/oil-analysis";

/**
 * The heading of the reading, over the reading itself or the list of values to correct. The
 * form's action ends in it, so that a form sent without JavaScript lands on its answer: on a
 * phone that is a few thousand pixels below the form's top.
 */
export const readingHeadingId = "reading-heading";

/** Today's date in India, as a report prints it: "14 March 2025" (no `Intl`: issue 27). */
export function reportDate(now: Date = new Date()): string {
  return longDay(dayInIndia(now));
}
