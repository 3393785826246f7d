/**
 * A whole number from 1 to `max` written as plain decimal digits, or undefined. `Number()` would
 * also take `1.0`, `0x1`, `1e0`, `01`, ` 1` and `+1`: one resource would answer at many URLs, and
 * digits past 2^53 would round to another number.
 */
export function parsePositiveInt(
  text: string | null | undefined,
  max: number = Number.MAX_SAFE_INTEGER,
): number | undefined {
  if (typeof text !== "string" || text.length > 16 || !/^[1-9][0-9]*$/.test(text)) return undefined;
  const value = Number(text);
  return value <= max && value <= Number.MAX_SAFE_INTEGER ? value : undefined;
}

/** A count (0 included) written as parsePositiveInt reads numbers: `0`, or 1 to `max`. */
export function parseCount(
  text: string | null | undefined,
  max: number = Number.MAX_SAFE_INTEGER,
): number | undefined {
  return text === "0" ? 0 : parsePositiveInt(text, max);
}
