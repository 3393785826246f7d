/**
 * Report numbers: `VPS/TR/2026/000123` as printed (the year of issue and a six-digit sequence
 * that starts again every year), `VPS-TR-2026-000123` in addresses, where a slash would split the
 * path. Both spellings are read back; browser-safe.
 */

export type ReportNumber = { year: number; sequence: number };

const printedPattern = /^VPS[/-]TR[/-](\d{4})[/-](\d{6})$/;

/** The largest sequence a year can reach with six digits. */
export const maxSequence = 999_999;

export function formatReportNumber({ year, sequence }: ReportNumber): string {
  return `VPS/TR/${year}/${String(sequence).padStart(6, "0")}`;
}

/** The number as it appears in a verify address: slashes become dashes. */
export function numberSlug(printed: string): string {
  return printed.replaceAll("/", "-");
}

/**
 * A number typed, scanned or taken from an address, in either spelling and any letter case
 * (surrounding spaces and a URL-encoded slash are tolerated); undefined for anything else.
 */
export function parseReportNumber(text: string): ReportNumber | undefined {
  let value = text.trim().toUpperCase();
  if (value.length > 40) return undefined;
  value = value.replaceAll("%2F", "/");
  const match = printedPattern.exec(value);
  if (!match) return undefined;
  const year = Number(match[1]);
  const sequence = Number(match[2]);
  if (year < 2000 || year > 2999 || sequence < 1) return undefined;
  return { year, sequence };
}

/** The verify address of a report: `origin/verify/VPS-TR-2026-000123`, with `?rev=` after a correction. */
export function verifyPath(printed: string, revision = 1): string {
  const path = `/verify/${encodeURIComponent(numberSlug(printed))}`;
  return revision > 1 ? `${path}?rev=${revision}` : path;
}

export function verifyUrl(siteUrl: string, printed: string, revision = 1): string {
  return new URL(verifyPath(printed, revision), siteUrl).toString();
}
