/** A case study's asset and its table of results, in columns or, on a phone, one card a row. */
import { ColumnHeads } from "#app/ui/column-heads.tsx";
import { assetAge, defaultResultLabels, meetsLimit, parseLimit } from "./fields.ts";
import type { CaseStudy, ResultRow } from "./schema.ts";

function formatValue(value: number | string, unit?: string): string {
  if (typeof value === "string") return value;
  const number = value.toLocaleString("en-IN", { maximumFractionDigits: 4 });
  return unit ? `${number} ${unit}` : number;
}

/** Whether a row's "after" value meets its limit: only numbers against a written comparison. */
function verdict(row: ResultRow): "meets" | "written" {
  const limit = parseLimit(row.limit);
  return typeof row.after === "number" && limit && meetsLimit(row.after, limit)
    ? "meets"
    : "written";
}

export function AssetFacts({ study }: { study: CaseStudy }) {
  const { asset } = study;
  const rows: [string, string][] = [
    ["Equipment", asset.description],
    ...(asset.units ? ([["Units", String(asset.units)]] as [string, string][]) : []),
    ["Rating", asset.rating],
    ["Voltage", asset.voltage],
    ...(asset.type === "transformer"
      ? ([
          ["Cooling", asset.cooling],
          ["On-load tap changer", asset.oltc ? "Yes" : "No"],
        ] as [string, string][])
      : []),
    ["Make", asset.make],
    ["Age at the time", `${assetAge(study)} years (built ${asset.manufactured})`],
  ];
  return (
    <dl className="grid gap-3 text-sm">
      {rows.map(([term, value]) => (
        <div key={term} className="grid grid-cols-[9rem_1fr] gap-3">
          <dt className="text-steel-600">{term}</dt>
          <dd className="font-semibold text-navy-950">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/**
 * A number with its unit, or a limit such as "≤ 0.5 %", stays on one line; words ("Not applied
 * to the failed unit") wrap, so that the test's name and its standard keep room to be read.
 */
const nowrapIf = (short: boolean) => (short ? "whitespace-nowrap" : "");

export function ResultsTable({ study }: { study: CaseStudy }) {
  const labels = study.resultLabels ?? defaultResultLabels;
  return (
    <div className="table-frame mt-6 rounded-card border border-steel-200 bg-white max-sm:border-0 max-sm:bg-transparent">
      <table className="data-table w-full min-w-[44rem] border-collapse text-left text-sm max-sm:[&_tr]:mb-3 max-sm:[&_tr]:rounded-card max-sm:[&_tr]:border max-sm:[&_tr]:bg-white">
        <caption className="sr-only">
          Test values {labels.before.toLowerCase()} and {labels.after.toLowerCase()} the work, with
          the limit and the standard it comes from
        </caption>
        <thead className="bg-navy-50 text-navy-950">
          <ColumnHeads
            className="px-4 py-3 font-semibold print:px-2"
            columns={[
              { label: "Test", className: "min-w-[9rem] px-4 py-3 font-semibold print:px-2" },
              { label: labels.before, className: "px-4 py-3 text-right font-semibold print:px-2" },
              { label: labels.after, className: "px-4 py-3 text-right font-semibold print:px-2" },
              "Limit",
              { label: "Standard", className: "min-w-[9rem] px-4 py-3 font-semibold print:px-2" },
            ]}
          />
        </thead>
        <tbody>
          {study.results.map((row) => (
            <tr key={row.test} className="border-t border-steel-200 align-top">
              <th scope="row" className="px-4 py-3 font-semibold text-navy-950 print:px-2">
                {row.test}
              </th>
              <td
                data-label={labels.before}
                className={`px-4 py-3 text-right text-steel-700 tabular-nums print:px-2 ${nowrapIf(typeof row.before === "number")}`}
              >
                {formatValue(row.before, row.unit)}
              </td>
              <td
                data-label={labels.after}
                className={`px-4 py-3 text-right font-semibold text-navy-950 tabular-nums print:px-2 ${nowrapIf(typeof row.after === "number")}`}
              >
                {formatValue(row.after, row.unit)}
                {verdict(row) === "meets" ? (
                  <span className="ml-2 inline-block rounded bg-success-100 px-1.5 py-0.5 text-xs font-semibold text-success-700">
                    within limit
                  </span>
                ) : null}
              </td>
              <td
                data-label="Limit"
                data-wide
                className={`px-4 py-3 text-steel-800 print:px-2 ${nowrapIf(Boolean(parseLimit(row.limit)))}`}
              >
                {row.limit}
                {row.unit && parseLimit(row.limit) ? ` ${row.unit}` : ""}
              </td>
              <td data-label="Standard" data-wide className="px-4 py-3 text-steel-700 print:px-2">
                {row.standard}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
