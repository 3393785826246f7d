/** The inbox: what needs attention, the filters (a GET form) and the matching items. */
import { Link } from "react-router";
import { FoldedFilters } from "./inbox-filter-form.tsx";
import { type FilterErrors, type InboxFilters, pageSize } from "./inbox-filters.ts";
import { InboxList, type InboxListRow, Pager } from "./inbox-list.tsx";

type Counts = { breakdowns: number; review: number; failed: number };

function plural(count: number, one: string, many: string) {
  return `${count} ${count === 1 ? one : many}`;
}

function Attention({ counts }: { counts: Counts }) {
  const cards = [
    {
      to: "/staff?kind=service-request&urgency=breakdown&status=received",
      count: counts.breakdowns,
      text: plural(counts.breakdowns, "breakdown not acknowledged", "breakdowns not acknowledged"),
      urgent: counts.breakdowns > 0,
    },
    {
      to: "/staff?status=review",
      count: counts.review,
      text: plural(counts.review, "item held or judged spam", "items held or judged spam"),
      urgent: false,
    },
    {
      to: "/staff?status=dead",
      count: counts.failed,
      text: plural(counts.failed, "delivery failed", "deliveries failed"),
      urgent: false,
    },
  ];
  return (
    <section aria-labelledby="attention-heading" className="mt-4">
      <h2 id="attention-heading" className="sr-only">
        Needs attention
      </h2>
      <ul className="grid gap-2 sm:grid-cols-3">
        {cards.map((card) => (
          <li key={card.to}>
            <Link
              to={card.to}
              className={`flex h-full items-center gap-3 rounded-md border px-3 py-2 text-sm font-semibold hover:underline ${
                card.urgent
                  ? "border-danger-700 bg-danger-100 text-danger-700"
                  : card.count > 0
                    ? "border-amber-800/40 bg-amber-100 text-amber-800"
                    : "border-steel-200 bg-white text-steel-700"
              }`}
            >
              {card.text}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}

export function InboxPage({
  filters,
  errors,
  valid,
  counts,
  total,
  page,
  pages,
  rows,
}: {
  filters: InboxFilters;
  errors: FilterErrors;
  valid: boolean;
  counts: Counts;
  total: number;
  page: number;
  pages: number;
  rows: InboxListRow[];
}) {
  const first = total === 0 ? 0 : (page - 1) * pageSize + 1;
  const last = Math.min(total, page * pageSize);
  return (
    <>
      <h1 className="text-2xl font-semibold sm:text-3xl">Inbox</h1>
      <p className="mt-1 text-sm text-steel-700">
        Contact enquiries, product enquiries and service requests. Breakdowns nobody has
        acknowledged come first, then the newest.
      </p>
      <Attention counts={counts} />
      <div className="mt-5">
        <FoldedFilters filters={filters} errors={errors} valid={valid} />
      </div>
      <section aria-labelledby="results-heading" className="mt-6">
        <div className="flex flex-wrap items-baseline justify-between gap-2">
          <h2 id="results-heading" className="text-lg font-semibold">
            {plural(total, "item", "items")}
          </h2>
          <p className="text-sm text-steel-700" aria-live="polite">
            {total > 0 ? `Showing ${first}–${last} of ${total}` : "Nothing matches these filters."}
          </p>
        </div>
        <div className="mt-3">
          <InboxList rows={rows} />
        </div>
        <Pager filters={filters} page={page} pages={pages} />
      </section>
    </>
  );
}
