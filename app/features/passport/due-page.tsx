/** The console's due list: what is overdue, then what falls due in the next 30 days. */
import { Link } from "react-router";
import { formatDay } from "#app/lib/indian-time.ts";
import { ConditionBadge } from "./condition-badge.tsx";
import { duePageSize } from "./due.ts";
import type { DueList, DueView } from "./due-console.server.ts";
import { labelOf, testTypes } from "./options.ts";
import { Block, buttonClass, ConsoleTable, Done, linkClass } from "./ui.tsx";

type Row = DueList["rows"][number];

function DueTable({ rows, empty, caption }: { rows: Row[]; empty: string; caption: string }) {
  if (rows.length === 0) return <p className="text-sm text-steel-700">{empty}</p>;
  return (
    <ConsoleTable
      pad="py-2"
      caption={caption}
      columns={["Due", "Customer", "Unit", "Test", "Condition"]}
    >
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
    </ConsoleTable>
  );
}

/** The two lists of the page: the anchor of each, its heading and what it says when empty. */
const lists = {
  overdue: { id: "overdue", label: "Overdue", other: "soon", empty: "Nothing is overdue." },
  soon: {
    id: "due-soon",
    label: "Due in 30 days",
    other: "overdue",
    empty: "Nothing falls due in the next 30 days.",
  },
} as const;

/** "Showing 51–100 of 4,812" and the links to the pages before and after, as plain GET links. */
function Pager({ view, name }: { view: DueView; name: "overdue" | "soon" }) {
  const list = view[name];
  const { id, label, other } = lists[name];
  // An empty list says so once, in the table's place: no count line, no pages.
  if (list.count === 0) return null;
  const last = list.first + list.rows.length - 1;
  const href = (page: number) =>
    `?${new URLSearchParams({ [name]: String(page), [other]: String(view[other].page) })}#${id}`;
  return (
    <nav
      aria-label={`${label}, pages`}
      className="mb-2 flex flex-wrap items-center gap-x-4 gap-y-1 text-sm"
    >
      <p className="text-steel-700">
        {`Showing ${list.first.toLocaleString("en-IN")}–${last.toLocaleString("en-IN")} of ${list.count.toLocaleString("en-IN")}, most urgent first.`}
      </p>
      {list.page > 1 ? (
        <Link to={href(list.page - 1)} className={linkClass}>
          Previous {duePageSize}
        </Link>
      ) : null}
      {list.page < list.pages ? (
        <Link to={href(list.page + 1)} className={linkClass}>
          Next {duePageSize}
        </Link>
      ) : null}
    </nav>
  );
}

/** One of the two lists under its heading with its count: the pager, then the table. */
function DueBlock({ view, name }: { view: DueView; name: "overdue" | "soon" }) {
  const list = view[name];
  const { id, label, empty } = lists[name];
  return (
    <Block id={id} title={`${label} (${list.count.toLocaleString("en-IN")})`}>
      <Pager view={view} name={name} />
      <DueTable rows={list.rows} empty={empty} caption={`Tests ${label.toLowerCase()}`} />
    </Block>
  );
}

export function DuePage({ view, csrf }: { view: DueView; csrf: string }) {
  return (
    <>
      <h1 className="text-2xl font-semibold sm:text-3xl">Tests due</h1>
      <p className="mt-1 max-w-prose text-sm text-steel-700">
        Oil quality and DGA fall due 12 months after the last sample (sooner after a bad DGA
        reading), furans after 24 months; electrical tests are done at shutdowns. Change a unit's
        intervals on its page. Today is {formatDay(view.today)} (IST).
      </p>
      {/* A plain form: the page ships no script (decision 0017). */}
      <form method="post" className="mt-3 flex flex-wrap items-center gap-x-4 gap-y-2 text-sm">
        <input type="hidden" name="csrf" value={csrf} />
        <button type="submit" className={buttonClass}>
          Send the reminders due now
        </button>
        <span className="text-steel-700">
          Each customer's contacts who take reminders are e-mailed once per test due; the round also
          runs every hour by itself.
        </span>
      </form>
      <div className="mt-4">
        <Done text={view.done} />
      </div>
      <div className="mt-6 flex flex-col gap-6">
        <DueBlock view={view} name="overdue" />
        <DueBlock view={view} name="soon" />
      </div>
    </>
  );
}
