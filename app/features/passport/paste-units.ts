/**
 * The units a laboratory prints beside each result the record form takes, and how far each is
 * from the form's own unit in powers of ten (the form's value is the printed figure × 10^shift):
 * water in ppm is mg/kg by mass, IFT in dyne/cm is mN/m, resistivity in Ω·cm is 10⁻¹¹ GΩ·m.
 * A figure printed in any other unit is not the result's (an electrode gap in mm, a temperature
 * in °C); a result without a unit of its own here (colour, PI) is read only from a bare figure.
 * A dissipation factor is a ratio, which some laboratories print as a percentage (0.45 % is
 * 0.0045). Furans in µg/kg are mass per mass, as the form's mg/kg; "ppb" is not taken, since
 * furan reports following ASTM D5837 give µg/L, which needs the oil's density. Each pattern is
 * tried on the text right after the figure.
 */

type Unit = { pattern: RegExp; shift: number };

/** Not followed by another letter: "kV" but not "kVA", "m" but not "mm". */
const end = String.raw`(?![\p{L}\d])`;
const unit = (source: string, flags = "iu") => new RegExp(`^(?:${source})${end}`, flags);
const micro = "[µμu]";
const ohm = "(?:Ω|[Oo]hms?)";
const per = String.raw`\s*[-·.*×x]?\s*`;

const gas: Unit[] = [{ pattern: unit(String.raw`${micro}l\s*/\s*l|ppm`), shift: 0 }];
const massPpm: Unit[] = [{ pattern: unit(String.raw`mg\s*/\s*kg|ppm`), shift: 0 }];

export const pasteUnits: Record<string, readonly Unit[]> = {
  bdv: [{ pattern: unit("kv"), shift: 0 }],
  h2o: massPpm,
  acid: [{ pattern: unit(String.raw`mg\s*koh\s*/\s*g`), shift: 0 }],
  ift: [{ pattern: unit(String.raw`mn\s*/\s*m|dynes?\s*/\s*cm`), shift: 0 }],
  ddf: [{ pattern: unit("%"), shift: -2 }],
  res: [
    { pattern: unit(`(?:G${ohm}|giga${ohm})${per}cm`), shift: -2 },
    { pattern: unit(`${ohm}${per}cm`), shift: -11 },
    { pattern: unit(`(?:G${ohm}|giga${ohm})${per}m`), shift: 0 },
    { pattern: unit(`${ohm}${per}m`), shift: -9 },
  ],
  col: [],
  fal: [...massPpm, { pattern: unit(String.raw`${micro}g\s*/\s*kg`), shift: -3 }],
  h2: gas,
  ch4: gas,
  c2h6: gas,
  c2h4: gas,
  c2h2: gas,
  co: gas,
  co2: gas,
  o2: gas,
  n2: gas,
  // MΩ and mΩ differ only in case: the prefix's case is read as printed.
  ir60: [
    { pattern: unit(`M\\s*${ohm}|[Mm]eg(?:a)?ohms?`, "u"), shift: 0 },
    { pattern: unit(`G\\s*${ohm}|[Gg]igaohms?`, "u"), shift: 3 },
  ],
  pi: [],
};

/** What is written right after a figure: a unit, unless it starts with neither a letter nor a sign. */
export function startsWithUnit(text: string): boolean {
  return /^[\p{L}°%µμΩ]/u.test(text);
}

/**
 * The shift of the unit the text starts with for this result: a number, or undefined when the
 * text starts with no unit of the result's.
 */
export function unitShift(field: string, text: string): number | undefined {
  for (const { pattern, shift } of pasteUnits[field] ?? []) if (pattern.test(text)) return shift;
  return undefined;
}

/**
 * A decimal figure times 10^shift, written exactly ("12", 1 → "120"; "0.5", -3 → "0.0005"),
 * without the rounding a floating-point product would bring.
 */
export function shifted(figure: string, shift: number): string {
  const sign = figure.startsWith("-") ? "-" : "";
  const [whole = "", fraction = ""] = figure.replace(/^[-+]/, "").split(".");
  const digits = `${whole}${fraction}`;
  const point = whole.length + shift;
  let text: string;
  if (point <= 0) text = `0.${"0".repeat(-point)}${digits}`;
  else if (point >= digits.length) text = `${digits}${"0".repeat(point - digits.length)}`;
  else text = `${digits.slice(0, point)}.${digits.slice(point)}`;
  text = text.replace(/^0+(?=\d)/, "");
  if (text.includes(".")) text = text.replace(/0+$/, "").replace(/\.$/, "");
  return `${sign}${text === "" ? "0" : text}`;
}
