/**
 * How the interpreter's schema reads a field's text: numbers as typed in India or elsewhere (with
 * the field's unit and range in its messages), choices, dates, and the older two-answer OLTC links.
 */
import { z } from "zod";
import { dayNumber } from "#app/lib/calendar-day.ts";
import type { NumberSpec } from "./fields.ts";

export function clean(value: unknown): string {
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

export function measured(spec: NumberSpec) {
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

export function choice<const T extends readonly [string, ...string[]]>(values: T, message: string) {
  return z.preprocess(clean, z.enum(values, message));
}

export function optionalChoice<const T extends readonly [string, ...string[]]>(
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
export function oltcChoice(value: unknown): unknown {
  const text = clean(value).toLowerCase();
  if (["", "0", "no", "false", "off"].includes(text)) return undefined;
  return ["1", "yes", "true", "on"].includes(text) ? "common" : text;
}

export function date(which: string) {
  const message = `Enter the date of ${which} as YYYY-MM-DD, for example 2025-03-14`;
  return z.preprocess(
    blankToUndefined,
    z
      .string(message)
      .refine((value) => dayNumber(value) !== undefined, message)
      .optional(),
  );
}
