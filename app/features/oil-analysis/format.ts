/** Numbers and words in the reading's sentences. */

const numberFormat = new Intl.NumberFormat("en-IN", { maximumSignificantDigits: 3 });

/** A number for a sentence: three significant digits, whole numbers from 1000 up. */
export function formatValue(value: number): string {
  return Math.abs(value) >= 1000
    ? Math.round(value).toLocaleString("en-IN")
    : numberFormat.format(value);
}

export function withUnit(value: number, unit: string): string {
  return unit ? `${formatValue(value)} ${unit}` : formatValue(value);
}

export function lowerFirst(text: string): string {
  return text.charAt(0).toLowerCase() + text.slice(1);
}
