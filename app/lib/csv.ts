/**
 * CSV as spreadsheets read it safely: every cell quoted, and a cell that starts with = + - @ (or
 * a tab or carriage return, which some spreadsheets skip first) gets a leading apostrophe, so a
 * spreadsheet shows it as text and never runs it as a formula. Used by the operator's CLI
 * (scripts/enquiries.ts) and the staff console's export.
 */

/** One quoted, neutralised cell. */
export function csvCell(value: unknown): string {
  let text = value === null || value === undefined ? "" : String(value);
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return `"${text.replace(/"/g, '""')}"`;
}

/** One line of cells, without the line break. */
export function csvLine(values: readonly unknown[]): string {
  return values.map(csvCell).join(",");
}

/** A header line and one line per row, each ended with CRLF as RFC 4180 writes them. */
export function csvDocument(header: readonly string[], rows: readonly (readonly unknown[])[]) {
  return [csvLine(header), ...rows.map(csvLine)].map((line) => `${line}\r\n`).join("");
}
