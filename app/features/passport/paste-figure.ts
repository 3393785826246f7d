/**
 * The figure of one pasted result line, once its name has picked the field: the one printed in a
 * unit of that result (converted to the form's unit), or else the line's only figure printed
 * without a unit. A figure in another unit is a condition of the test (a 2.5 mm gap, 27 °C), not
 * the result. A line reported as not detected or beyond a limit ("ND", "<0.5"), a line with
 * several figures that could be the result, and a line with none are refused: the record keeps
 * measured figures only, and a guess would be saved as one.
 */
import { typedNumber } from "#app/lib/typed-number.ts";
import { pasteUnits, shifted, startsWithUnit, unitShift } from "./paste-units.ts";

export type Figure =
  | { ok: true; value: string }
  | { ok: false; why: (label: string, unit: string) => string };

const refuse = (why: (label: string, unit: string) => string): Figure => ({ ok: false, why });

/** "ND", "N.D.", "not detected", "BDL", "nil", "<0.5", "> 70", "less than 1". */
const notMeasured =
  /(?:^|[\s(])(?:n\.?\s?d\.?|not\s+detected|bdl|below\s+(?:the\s+)?detection(?:\s+limit)?|nil|less\s+than|more\s+than|(?:<|>)=?\s*[\d.]|[≤≥]\s*[\d.])(?=$|[\s).,;\d])/iu;

/**
 * A figure: digits with commas as grouped, a decimal point, and a power of ten written
 * "x 10^12", "× 10¹²" or "1.2E13". Not one glued to a letter before it ("C2H2", "IEC60567").
 */
const number =
  /(?<![\p{L}\d.,])([-+]?(?:\d+(?:,\d+)*(?:\.\d+)?|\.\d+))(?:\s*[x×*]\s*10(?:\s*(?:\^|\*\*)\s*([-+−]?\d+)|([⁻]?[⁰¹²³⁴⁵⁶⁷⁸⁹]+))|[eE]([-+]?\d+))?/gu;

const superscriptDigits = "⁰¹²³⁴⁵⁶⁷⁸⁹";
const fromSuperscript = (text: string) =>
  [...text].map((c) => (c === "⁻" ? "-" : String(superscriptDigits.indexOf(c)))).join("");

/** Units a laboratory prints that are no result's unit here, so a name's "(%)" is not ignored. */
const otherUnits =
  /^(?:%|ppb|°\s*[CF]|mm|[µμu]g\s*\/\s*(?:kg|l)|mg\s*\/\s*l|[kMmG]?\s*(?:Ω|ohms?)|[km]?V|[pn]F)$/iu;

function knownUnit(text: string): boolean {
  return (
    otherUnits.test(text) ||
    Object.values(pasteUnits).some((units) => units.some(({ pattern }) => pattern.test(text)))
  );
}

export function figureOf(field: string, name: string, rest: string): Figure {
  // A unit printed in the name's brackets, "Water content (ppm) 18", is the bare figure's unit.
  let nameShift: number | undefined;
  for (const [, inner = ""] of name.matchAll(/\(([^()\d]*)\)/g)) {
    const text = inner.trim();
    const shift = unitShift(field, text);
    if (shift !== undefined) nameShift = shift;
    else if (knownUnit(text))
      return refuse(
        (label, unit) =>
          `${label} is given in ${text}, not ${unit || "as a plain figure"}; type it in its field`,
      );
  }
  if (notMeasured.test(rest))
    return refuse(
      (label) =>
        `${label} is given as not detected or beyond a limit, and a test record keeps measured figures only; type the figure to keep in its field, or leave it empty`,
    );
  const withUnit: string[] = [];
  const bare: (string | undefined)[] = [];
  for (const match of rest.matchAll(number)) {
    const [whole, digits = "", power, superscript, e] = match;
    const after = rest.slice((match.index ?? 0) + whole.length).trimStart();
    if (Number.isNaN(typedNumber(digits)) || /^[x×*]\s*\d/.test(after)) {
      const shown = `${whole}${after.slice(0, 8)}`.trim();
      return refuse(() => `cannot read the figure "${shown}"; type it in its field`);
    }
    const written = power ?? (superscript ? fromSuperscript(superscript) : e);
    const exponent = written === undefined ? undefined : Number(written.replace("−", "-"));
    const plain = digits.replace(/,/g, "");
    if (startsWithUnit(after)) {
      const shift = unitShift(field, after);
      if (shift !== undefined) withUnit.push(shifted(plain, shift + (exponent ?? 0)));
    } else if (exponent !== undefined && nameShift === undefined) bare.push(undefined);
    else bare.push(shifted(plain, (nameShift ?? 0) + (exponent ?? 0)));
  }
  const [only] = withUnit.length ? withUnit : bare;
  if (withUnit.length + bare.length === 1 && only !== undefined) return { ok: true, value: only };
  if (withUnit.length + bare.length > 1) {
    const several = withUnit.length > 1;
    return refuse(
      (label, unit) =>
        `${label} has more than one figure${several && unit ? ` in ${unit}` : ""} on this line; type the right one in its field`,
    );
  }
  return refuse(
    (label, unit) =>
      `${label} has no figure${unit ? ` in ${unit}` : ""} on this line; type it in its field`,
  );
}
