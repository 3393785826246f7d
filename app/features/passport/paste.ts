/**
 * A laboratory's results pasted as they come out of its report or spreadsheet: one result a line,
 * a name and a figure separated by a tab, a colon, an equals sign or spaces, with or without the
 * unit after it ("H2	12 ppm", "BDV: 64 kV", "2-FAL = 0.21"), and with the test's conditions
 * around it ("BDV 2.5 mm gap 55 kV", "IFT at 27°C 32"). The longest leading words that name a
 * result pick the form's field; the figure is the one printed in a unit of that result
 * (paste-units.ts, converted to the form's unit), or the line's only figure without a unit.
 * What cannot be tied to a field and its unit is reported by its line number, never guessed.
 */
import { numberFields } from "#app/features/oil-analysis/public.ts";
import { figureOf } from "./paste-figure.ts";
import { electricalFields } from "./results.ts";

/** The names laboratories print, lower case, without spaces, dots or subscripts, to field names. */
const aliases: Record<string, string> = {
  h2: "h2",
  hydrogen: "h2",
  ch4: "ch4",
  methane: "ch4",
  c2h6: "c2h6",
  ethane: "c2h6",
  c2h4: "c2h4",
  ethylene: "c2h4",
  c2h2: "c2h2",
  acetylene: "c2h2",
  co: "co",
  carbonmonoxide: "co",
  co2: "co2",
  carbondioxide: "co2",
  o2: "o2",
  oxygen: "o2",
  n2: "n2",
  nitrogen: "n2",
  bdv: "bdv",
  breakdownvoltage: "bdv",
  electricstrength: "bdv",
  dielectricstrength: "bdv",
  water: "h2o",
  watercontent: "h2o",
  moisture: "h2o",
  moisturecontent: "h2o",
  h2o: "h2o",
  acidity: "acid",
  acid: "acid",
  neutralisationvalue: "acid",
  neutralizationvalue: "acid",
  totalacidity: "acid",
  ift: "ift",
  interfacialtension: "ift",
  ddf: "ddf",
  tandelta: "ddf",
  dissipationfactor: "ddf",
  dielectricdissipationfactor: "ddf",
  resistivity: "res",
  specificresistance: "res",
  volumeresistivity: "res",
  colour: "col",
  color: "col",
  "2fal": "fal",
  "2furfuraldehyde": "fal",
  furfural: "fal",
  ir: "ir60",
  ir60: "ir60",
  insulationresistance: "ir60",
  pi: "pi",
  polarisationindex: "pi",
  polarizationindex: "pi",
};

const subscripts: Record<string, string> = {
  "₀": "0",
  "₁": "1",
  "₂": "2",
  "₃": "3",
  "₄": "4",
  "₆": "6",
};

function nameKey(name: string): string {
  return name
    .toLowerCase()
    .replace(/[₀-₉]/g, (digit) => subscripts[digit] ?? digit)
    .replace(/\(.*?\)/g, "")
    .replace(/[^a-z0-9]/g, "");
}

export type PasteResult = {
  /** The figures read, by field name, in the form's units. */
  values: Record<string, string>;
  /** Why each line left out was left out, by its line number. */
  problems: string[];
  /** The lines left out, as pasted, for the user to correct or remove. */
  unread: string[];
};

/**
 * A result line is a name, a value and perhaps a unit and a method: far shorter than this. The
 * cap also bounds the work of reading a line.
 */
const maxLineLength = 160;

/** "IEC 60567:2011", "IS 6792", "ASTM D1533": a method's number, never a result. */
const method = /\b(?:IEC|IS|ISO|ASTM|BS|EN|IEEE|DIN)\b[\s:-]*[A-Z]?\s*\d[\d.:/-]*/g;

/** The field a line's longest leading words name, and the words after them. */
function nameOf(line: string): { field: string; name: string; rest: string } | undefined {
  const words = line.split(/\s+/);
  for (let count = words.length; count >= 1; count--) {
    const name = words.slice(0, count).join(" ");
    const field = aliases[nameKey(name)];
    if (field) return { field, name, rest: words.slice(count).join(" ") };
  }
  return undefined;
}

/** A pasted result's label and the form's unit for it. */
export function resultSpec(field: string): { label: string; unit: string } {
  return field in numberFields
    ? numberFields[field as keyof typeof numberFields]
    : electricalFields[field as keyof typeof electricalFields];
}

export function readPasted(text: string, maxLines = 200): PasteResult {
  const values: Record<string, string> = {};
  const lineOf: Record<string, number> = {};
  const problems: string[] = [];
  const unread: string[] = [];
  const lines = text.split(/\r\n?|\n/);
  if (lines.length > maxLines) {
    problems.push(`Paste at most ${maxLines} lines at a time`);
    return { values, problems, unread: lines.slice(0, maxLines) };
  }
  lines.forEach((raw, index) => {
    const line = raw.trim();
    if (line === "") return;
    const refuse = (why: string) => {
      problems.push(why);
      unread.push(line);
    };
    if (line.length > maxLineLength) {
      refuse(
        `Line ${index + 1} is longer than ${maxLineLength} characters: paste one result a line`,
      );
      return;
    }
    const quoted = `Line ${index + 1} ("${line.slice(0, 40)}")`;
    const named = nameOf(
      line
        .replace(method, " ")
        .replace(/[\t:=]/g, " ")
        .trim(),
    );
    if (!named) {
      refuse(`${quoted} names no result this form knows`);
      return;
    }
    const { label, unit } = resultSpec(named.field);
    const figure = figureOf(named.field, named.name, named.rest);
    if (!figure.ok) {
      refuse(`${quoted}: ${figure.why(label, unit)}`);
      return;
    }
    const earlier = lineOf[named.field];
    if (earlier !== undefined && values[named.field] !== figure.value) {
      refuse(`${quoted} gives ${label} again: the figure of line ${earlier} is kept`);
      return;
    }
    values[named.field] = figure.value;
    lineOf[named.field] ??= index + 1;
  });
  return { values, problems, unread };
}
