/**
 * The matching items: a table from medium screens up, a list of cards on a phone (only one of
 * the two is displayed, so assistive technology meets one), and the pages.
 */
import { Link } from "react-router";
import { ColumnHeads } from "#app/ui/column-heads.tsx";
import { Badge, BreakdownMarker, deliveryTone } from "./console-ui.tsx";
import type { RowClock } from "./desk-view.ts";
import {
  deliveryLabels,
  filterQuery,
  type InboxFilters,
  type ItemKind,
  kindLabels,
  urgencyLabels,
} from "./inbox-filters.ts";

export type InboxListRow = {
  kind: ItemKind;
  detailKind: "enquiry" | "service-request";
  reference: string;
  received: string;
  name: string;
  company: string | null;
  email: string;
  phone: string;
  subject: string;
  excerpt: string;
  urgency: string | null;
  state: string;
  stateLabel: string;
  delivery: string;
  unacknowledged: boolean;
  /** A service request's clock; null for enquiries. */
  clock?: RowClock | null;
};

const agoTone: Record<RowClock["tone"], string> = {
  good: "text-success-700",
  info: "text-navy-800",
  warn: "text-amber-800",
  bad: "text-danger-700",
};

/** When it came in: "Received 14 min ago" in the colour of its clock, the target in words. */
function Received({ row }: { row: InboxListRow }) {
  if (!row.clock) return <span className="text-steel-700">{row.received}</span>;
  return (
    <span className="flex flex-col items-start gap-1">
      <span className={`font-semibold ${agoTone[row.clock.tone]}`}>{row.clock.ago}</span>
      <Badge tone={row.clock.tone}>{row.clock.text}</Badge>
      <span className="text-xs text-steel-600">{row.received}</span>
    </span>
  );
}

const hrefOf = (row: InboxListRow) =>
  `/staff/items/${row.detailKind}/${encodeURIComponent(row.reference)}`;

function States({ row }: { row: InboxListRow }) {
  return (
    <span className="flex flex-wrap gap-1">
      {row.unacknowledged ? <BreakdownMarker /> : null}
      <Badge tone="info">{row.stateLabel}</Badge>
      {row.delivery === "sent" || row.delivery === "clear" ? null : (
        <Badge tone={deliveryTone(row.delivery)}>
          {deliveryLabels[row.delivery] ?? row.delivery}
        </Badge>
      )}
      {row.urgency && !row.unacknowledged ? (
        <Badge tone={row.urgency === "breakdown" ? "warn" : "neutral"}>
          {urgencyLabels[row.urgency] ?? row.urgency}
        </Badge>
      ) : null}
    </span>
  );
}

function ItemLink({ row }: { row: InboxListRow }) {
  return (
    <Link
      to={hrefOf(row)}
      className="font-semibold text-navy-800 underline underline-offset-4 hover:text-navy-600"
    >
      {row.reference}
    </Link>
  );
}

export function InboxList({ rows }: { rows: InboxListRow[] }) {
  if (rows.length === 0) return null;
  return (
    <>
      <table className="hidden w-full border-collapse overflow-hidden rounded-card bg-white text-sm md:table">
        <caption className="sr-only">Matching items, unacknowledged breakdowns first</caption>
        <thead>
          <ColumnHeads
            className="px-3 py-2 font-semibold"
            rowClassName="border-b border-steel-200 bg-navy-50 text-left text-xs text-steel-700 uppercase"
            columns={["Received", "Item", "From", "Status"]}
          />
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr
              key={`${row.kind}-${row.reference}`}
              className={`border-b border-steel-100 align-top ${row.unacknowledged ? "bg-danger-100 shadow-[inset_4px_0_0] shadow-danger-700" : ""}`}
            >
              <td className="px-3 py-2.5 whitespace-nowrap">
                <Received row={row} />
              </td>
              <td className="px-3 py-2.5">
                <ItemLink row={row} />
                <p className="text-xs text-steel-600">{kindLabels[row.kind]}</p>
                <p className="mt-0.5 text-navy-950">{row.subject}</p>
                {row.excerpt ? (
                  <p className="mt-0.5 line-clamp-2 max-w-md text-xs text-steel-600">
                    {row.excerpt}
                  </p>
                ) : null}
              </td>
              <td className="px-3 py-2.5">
                <p className="font-semibold text-navy-950">{row.name}</p>
                {row.company ? <p className="text-steel-700">{row.company}</p> : null}
                <p className="text-xs text-steel-600">
                  {row.phone} · {row.email}
                </p>
              </td>
              <td className="px-3 py-2.5">
                <States row={row} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <ul className="flex flex-col gap-2 md:hidden">
        {rows.map((row) => (
          <li
            key={`${row.kind}-${row.reference}`}
            className={`rounded-md border bg-white p-3 text-sm ${row.unacknowledged ? "border-danger-700 border-l-4" : "border-steel-200"}`}
          >
            <div className="flex flex-wrap items-baseline justify-between gap-x-3">
              <ItemLink row={row} />
              {row.clock ? null : <span className="text-xs text-steel-600">{row.received}</span>}
            </div>
            {row.clock ? (
              <div className="mt-1">
                <Received row={row} />
              </div>
            ) : null}
            <p className="text-xs text-steel-600">{kindLabels[row.kind]}</p>
            <p className="mt-1 font-semibold text-navy-950">
              {row.name}
              {row.company ? `, ${row.company}` : ""}
            </p>
            <p className="text-steel-700">{row.subject}</p>
            <div className="mt-2">
              <States row={row} />
            </div>
          </li>
        ))}
      </ul>
    </>
  );
}

export function Pager({
  filters,
  page,
  pages,
}: {
  filters: InboxFilters;
  page: number;
  pages: number;
}) {
  if (pages <= 1) return null;
  const link =
    "rounded-md border border-steel-300 bg-white px-3 py-1.5 font-semibold text-navy-800 hover:bg-navy-50";
  return (
    <nav aria-label="Pages" className="mt-4 flex flex-wrap items-center gap-3 text-sm">
      {page > 1 ? (
        <Link to={`/staff${filterQuery(filters, page - 1)}`} className={link} rel="prev">
          Previous page
        </Link>
      ) : null}
      <p className="text-steel-700">
        Page {page} of {pages}
      </p>
      {page < pages ? (
        <Link to={`/staff${filterQuery(filters, page + 1)}`} className={link} rel="next">
          Next page
        </Link>
      ) : null}
    </nav>
  );
}
