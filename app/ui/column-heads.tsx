/**
 * A table's row of column headings. Each table keeps its own look: `className` is every heading's
 * class, and a column given as { label, className } has its own instead (a right-aligned number).
 */
export type ColumnHead = string | { label: string; className: string };

export function ColumnHeads({
  columns,
  className,
  rowClassName,
}: {
  columns: readonly ColumnHead[];
  className: string;
  rowClassName?: string;
}) {
  return (
    <tr className={rowClassName}>
      {columns.map((column) => {
        const { label, className: own } =
          typeof column === "string" ? { label: column, className } : column;
        return (
          <th key={label} scope="col" className={own}>
            {label}
          </th>
        );
      })}
    </tr>
  );
}
