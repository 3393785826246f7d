/**
 * CSV as spreadsheets read it safely: every cell quoted, and a cell a spreadsheet could run as a
 * formula gets a leading apostrophe, so it shows as text. Used by the operator's CLI
 * (scripts/enquiries.ts) and the staff console's export.
 */

/**
 * A formula sign (= + - @, their full-width and small forms) as the first visible character:
 * spreadsheets skip leading spaces and invisible format characters (zero-width space, joiners,
 * word joiner, byte order mark, direction marks) before they look, and some convert full-width
 * signs. A leading tab or carriage return counts too: some spreadsheets skip them first.
 */
const formulaStart =
  /^(?:[\t\r]|[\s\p{Cf}]*[=+\-@\uFF1D\uFF0B\uFF0D\uFF20\uFE62\uFE63\uFE66\uFE6B])/u;

/** One quoted, neutralised cell. */
export function csvCell(value: unknown): string {
  let text = value === null || value === undefined ? "" : String(value);
  if (formulaStart.test(text)) text = `'${text}`;
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
