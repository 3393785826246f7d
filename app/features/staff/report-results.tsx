/**
 * An issued report's results on its console page: one row a line, its result, method standard,
 * limit and verdict in their own columns (below 640 px each row is a card: data-table,
 * app/print-and-tables.css).
 */
import { type ResultLine, verdictLabels } from "#app/features/reports/public.ts";
import { ColumnHeads } from "#app/ui/column-heads.tsx";

export function ReportResults({ lines }: { lines: readonly ResultLine[] }) {
  return (
    <table className="data-table mt-4 w-full text-left text-sm">
      <caption className="sr-only">Results as issued</caption>
      <thead className="text-steel-700">
        <ColumnHeads
          className="border-b border-steel-200 py-2 pr-3 font-semibold"
          columns={["Parameter", "Result", "Method standard", "Limit", "Verdict"]}
        />
      </thead>
      <tbody>
        {lines.map((line, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: a snapshot's lines are fixed at issue.
          <tr key={index} className="border-b border-steel-100 align-top">
            <th scope="row" className="py-2 pr-3 font-semibold text-navy-950">
              {line.parameter}
            </th>
            <td data-label="Result" className="py-2 pr-3 whitespace-nowrap">
              {line.value} {line.unit}
            </td>
            <td data-label="Method standard" className="py-2 pr-3">
              {line.method}
            </td>
            <td data-label="Limit" className="py-2 pr-3">
              {line.limit || "—"}
            </td>
            <td
              data-label="Verdict"
              className={`py-2 ${line.verdict === "not-satisfactory" ? "font-semibold text-danger-700" : ""}`}
            >
              {verdictLabels[line.verdict]}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
