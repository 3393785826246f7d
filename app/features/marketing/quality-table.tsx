/** One table of the quality page: a caption for screen readers, a header row, a row a record. */
import type { ReactNode } from "react";
import { dataTable, td, th } from "./quality-format.tsx";

/** A column: its heading (also the cell's label on a phone) and what a row shows in it. */
export type CredentialColumn<Row> = {
  header: string;
  cell: (row: Row) => ReactNode;
  /** Figures: right-aligned heading and cells. */
  right?: boolean;
  /** A long text: on a phone the cell takes the card's full width (app.css). */
  wide?: boolean;
};

export function CredentialTable<Row>({
  caption,
  minWidth,
  rows,
  rowKey,
  rowHeader,
  columns,
  figures = false,
}: {
  caption: string;
  /** The table's least width before its frame scrolls, as a Tailwind class. */
  minWidth: string;
  rows: readonly Row[];
  rowKey: (row: Row) => string;
  /** The first column, the row's own header, with its cell's classes. */
  rowHeader: { header: string; className: string; cell: (row: Row) => ReactNode };
  columns: CredentialColumn<Row>[];
  /** Rows of figures: digits of one width. */
  figures?: boolean;
}) {
  return (
    <table className={`${dataTable} ${minWidth}`}>
      <caption className="sr-only">{caption}</caption>
      <thead className="bg-navy-50 text-navy-950">
        <tr>
          <th scope="col" className={th}>
            {rowHeader.header}
          </th>
          {columns.map((column) => (
            <th key={column.header} scope="col" className={column.right ? `${th} text-right` : th}>
              {column.header}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr
            key={rowKey(row)}
            className={
              figures ? "border-t border-steel-200 tabular-nums" : "border-t border-steel-200"
            }
          >
            <th scope="row" className={rowHeader.className}>
              {rowHeader.cell(row)}
            </th>
            {columns.map((column) => (
              <td
                key={column.header}
                data-label={column.header}
                data-wide={column.wide || undefined}
                className={column.right ? `${td} text-right` : `${td} text-steel-800`}
              >
                {column.cell(row)}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
