/**
 * A number as people type it into a form: "1250", "0.433", "-3", ".5", or grouped with commas
 * as Indian ("12,34,567") or international ("1,234,567") writing groups it. Anything else is NaN:
 * "0x1F" (which Number reads as 31), "1,,0" or "1,0" (which dropping the commas read as 10),
 * "1e3", "Infinity".
 */
const plain = /^[-+]?(\d+\.?\d*|\.\d+)$/;
const grouped = /^[-+]?(\d{1,3}(,\d{3})+|\d{1,2}(,\d{2})*,\d{3})(\.\d+)?$/;

export function typedNumber(text: string): number {
  const value = text.trim();
  if (plain.test(value)) return Number(value);
  if (grouped.test(value)) return Number(value.replace(/,/g, ""));
  return Number.NaN;
}
