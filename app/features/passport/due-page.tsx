/** The console's due list: what is overdue, then what falls due in the next 30 days. */
import { Link } from "react-router";
import { ColumnHeads } from "#app/ui/column-heads.tsx";
import { ConditionBadge } from "./condition-badge.tsx";
import type { DueView } from "./due-console.server.ts";
import { labelOf, testTypes } from "./options.ts";
import { Block, linkClass } from "./ui.tsx";

type Row = DueView["overdue"][number];

function DueTable({ rows, empty }: { rows: Row[]; empty: string }) {
  if (rows.length === 0) return <p className="text-sm text-steel-700">{empty}</p>;
  return (
    <div className="overflow-x-auto">
      <table className="w-full text-left text-sm">
        <thead className="text-steel-700">
          <ColumnHeads
            className="py-2 pr-3"
            columns={["Due", "Customer", "Unit", "Test", { label: "Condition", className: "py-2" }]}
          />
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={`${row.assetId}-${row.testType}`} className="border-t border-steel-200">
              <td className="py-2 pr-3 whitespace-nowrap">{row.dueOn}</td>
              <td className="py-2 pr-3">
                <Link to={`/staff/customers/${row.customerId}`} className={linkClass}>
                  {row.customer}
                </Link>
              </td>
              <td className="py-2 pr-3">
                <Link to={`/staff/assets/${row.assetId}`} className={linkClass}>
                  {row.tag}
                </Link>
              </td>
              <td className="py-2 pr-3">
                {labelOf(testTypes, row.testType)}
                <span className="block text-xs text-steel-600">
                  {row.lastOn ? `last ${row.lastOn}` : "never tested"}
                </span>
              </td>
              <td className="py-2">
                <ConditionBadge condition={row.condition} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

export function DuePage({ view }: { view: DueView }) {
  const more = (shown: number, count: number) =>
    count > shown ? ` The ${shown} most urgent of ${count.toLocaleString("en-IN")} are shown.` : "";
  return (
    <>
      <h1 className="text-2xl font-semibold sm:text-3xl">Tests due</h1>
      <p className="mt-2 max-w-prose text-steel-700">
        Oil quality and DGA fall due 12 months after the last sample (sooner after a bad DGA
        reading), furans after 24 months; electrical tests are done at shutdowns. Change a unit's
        intervals on its page. Today is {view.today} (IST).
      </p>
      <div className="mt-6 flex flex-col gap-6">
        <Block id="overdue" title={`Overdue (${view.overdueCount.toLocaleString("en-IN")})`}>
          <p className="mb-2 text-sm text-steel-700">
            {more(view.overdue.length, view.overdueCount)}
          </p>
          <DueTable rows={view.overdue} empty="Nothing is overdue." />
        </Block>
        <Block id="due-soon" title={`Due in 30 days (${view.soonCount.toLocaleString("en-IN")})`}>
          <p className="mb-2 text-sm text-steel-700">{more(view.soon.length, view.soonCount)}</p>
          <DueTable rows={view.soon} empty="Nothing falls due in the next 30 days." />
        </Block>
      </div>
    </>
  );
}
