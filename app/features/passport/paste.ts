/**
 * A laboratory's results pasted as they come out of its report or spreadsheet: one result a line,
 * a name and a number separated by a tab, a colon, an equals sign or spaces, with or without the
 * unit after it ("H2	12 ppm", "BDV: 64 kV", "2-FAL = 0.21"). Each name is matched to the
 * form's field; what cannot be matched is reported by its line number, never guessed.
 */

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
  water: "h2o",
  watercontent: "h2o",
  moisture: "h2o",
  h2o: "h2o",
  acidity: "acid",
  acid: "acid",
  neutralisationvalue: "acid",
  ift: "ift",
  interfacialtension: "ift",
  ddf: "ddf",
  tandelta: "ddf",
  dissipationfactor: "ddf",
  resistivity: "res",
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

export type PasteResult = { values: Record<string, string>; problems: string[] };

/**
 * A result line is a name, a value and perhaps a unit and a method: far shorter than this. The
 * cap also bounds the name-and-value pattern below, whose work grows with the square of a line's
 * length (a line of 40,000 spaces took 3 s of the server's time).
 */
const maxLineLength = 160;

export function readPasted(text: string, maxLines = 200): PasteResult {
  const values: Record<string, string> = {};
  const problems: string[] = [];
  const lines = text.split(/\r\n?|\n/);
  if (lines.length > maxLines) {
    problems.push(`Paste at most ${maxLines} lines at a time`);
    return { values, problems };
  }
  lines.forEach((raw, index) => {
    const line = raw.trim();
    if (line === "") return;
    if (line.length > maxLineLength) {
      problems.push(
        `Line ${index + 1} is longer than ${maxLineLength} characters: paste one result a line`,
      );
      return;
    }
    const match = /^(.+?)(?:\s*[\t:=]\s*|\s+)([-+]?(?:\d[\d,]*\.?\d*|\.\d+))(?:\s*\S.*)?$/.exec(
      line,
    );
    const field = match ? aliases[nameKey(match[1] ?? "")] : undefined;
    if (!match || !field) {
      problems.push(`Line ${index + 1} ("${line.slice(0, 40)}") names no result this form knows`);
      return;
    }
    values[field] = (match[2] ?? "").replace(/,/g, "");
  });
  return { values, problems };
}
