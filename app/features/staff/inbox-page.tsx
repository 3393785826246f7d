/** The inbox: what needs attention, the filters (a GET form) and the matching items. */
import { Form, Link } from "react-router";
import { urgencyOptions } from "~/features/service-requests/public";
import { controlClass, describedBy, Field, primaryButton, secondaryButton } from "./console-ui";
import {
  type FilterErrors,
  filterQuery,
  type InboxFilters,
  itemKinds,
  kindLabels,
  pageSize,
  statusFilterGroups,
} from "./inbox-filters";
import { InboxList, type InboxListRow, Pager } from "./inbox-list";

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

function Filters({
  filters,
  errors,
  valid,
}: {
  filters: InboxFilters;
  errors: FilterErrors;
  valid: boolean;
}) {
  return (
    <Form
      method="get"
      action="/staff"
      className="grid gap-3 rounded-card border border-steel-200 bg-white p-4 sm:grid-cols-2 lg:grid-cols-7"
      aria-label="Filter the inbox"
    >
      <Field
        id="q"
        label="Search"
        hint="Reference, name, company, phone, e-mail or message"
        error={errors.q}
        className="sm:col-span-2"
      >
        <input
          id="q"
          name="q"
          type="search"
          defaultValue={filters.q ?? ""}
          maxLength={100}
          className={controlClass}
          {...describedBy("q", errors.q, "hint")}
        />
      </Field>
      <Field id="kind" label="Kind" error={errors.kind}>
        <select
          id="kind"
          name="kind"
          defaultValue={filters.kind ?? ""}
          className={controlClass}
          {...describedBy("kind", errors.kind)}
        >
          <option value="">All kinds</option>
          {itemKinds.map((kind) => (
            <option key={kind} value={kind}>
              {kindLabels[kind]}
            </option>
          ))}
        </select>
      </Field>
      <Field id="status" label="Status" error={errors.status}>
        <select
          id="status"
          name="status"
          defaultValue={filters.status ?? ""}
          className={controlClass}
          {...describedBy("status", errors.status)}
        >
          <option value="">Any status</option>
          {statusFilterGroups.map((group) => (
            <optgroup key={group.label} label={group.label}>
              {group.options.map((option) => (
                <option key={option.value} value={option.value}>
                  {option.label}
                </option>
              ))}
            </optgroup>
          ))}
        </select>
      </Field>
      <Field id="urgency" label="Urgency" error={errors.urgency}>
        <select
          id="urgency"
          name="urgency"
          defaultValue={filters.urgency ?? ""}
          className={controlClass}
          {...describedBy("urgency", errors.urgency)}
        >
          <option value="">Any urgency</option>
          {urgencyOptions.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      </Field>
      <div className="grid grid-cols-2 gap-3 sm:col-span-2">
        <Field id="from" label="Received from" error={errors.from}>
          <input
            id="from"
            name="from"
            type="date"
            defaultValue={filters.from ?? ""}
            className={controlClass}
            {...describedBy("from", errors.from)}
          />
        </Field>
        <Field id="to" label="Received until" error={errors.to}>
          <input
            id="to"
            name="to"
            type="date"
            defaultValue={filters.to ?? ""}
            className={controlClass}
            {...describedBy("to", errors.to)}
          />
        </Field>
      </div>
      <div className="flex flex-wrap items-center gap-3 sm:col-span-2 lg:col-span-7">
        <button type="submit" className={primaryButton}>
          Apply filters
        </button>
        <Link to="/staff" className={secondaryButton}>
          Clear filters
        </Link>
        {valid ? (
          <a
            href={`/staff/export.csv${filterQuery(filters)}`}
            download
            className="ml-auto text-sm font-semibold text-navy-700 underline underline-offset-4"
          >
            Export these items as CSV
          </a>
        ) : (
          <p className="ml-auto text-sm text-steel-700">Correct the filters to export the items.</p>
        )}
      </div>
    </Form>
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
        <Filters filters={filters} errors={errors} valid={valid} />
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
