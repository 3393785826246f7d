/**
 * The inbox's filters: a GET form, so every filtered view is a link. On a phone they fold behind
 * one button (a <details>, which opens without JavaScript) so the first breakdown is on the first
 * screen; from large screens up they are always shown and the button is hidden.
 */
import { Form, Link } from "react-router";
import { urgencyOptions } from "#app/features/service-requests/public.ts";
import { fieldRows } from "#app/ui/form-field.tsx";
import { SelectField, TextField } from "./console-fields.tsx";
import { buttonClass } from "./console-ui.tsx";
import {
  type FilterErrors,
  filterQuery,
  type InboxFilters,
  itemKinds,
  kindLabels,
  statusFilterGroups,
} from "./inbox-filters.ts";

/** The filters chosen from a list, each with its "any" choice first. */
const selects = [
  {
    id: "kind",
    label: "Kind",
    blank: "All kinds",
    options: itemKinds.map((kind) => ({ value: kind, label: kindLabels[kind] })),
  },
  { id: "status", label: "Status", blank: "Any status", options: statusFilterGroups },
  { id: "urgency", label: "Urgency", blank: "Any urgency", options: urgencyOptions },
] as const;

type Props = { filters: InboxFilters; errors: FilterErrors; valid: boolean };

export function FoldedFilters({ filters, errors, valid }: Props) {
  const set = (["q", "kind", "status", "urgency", "from", "to"] as const).filter(
    (name) => filters[name],
  ).length;
  return (
    <details
      className="group lg:[&::details-content]:[content-visibility:visible]"
      open={!valid || undefined}
    >
      <summary className="inline-flex min-h-10 cursor-pointer items-center gap-2 rounded-md border border-navy-800 bg-white px-4 py-2 text-sm font-semibold text-navy-800 hover:bg-navy-50 lg:hidden">
        {set > 0 ? `Filters (${set} set)` : "Filters"}
        <span aria-hidden="true" className="group-open:rotate-180">
          ▾
        </span>
      </summary>
      <div className="mt-3 lg:mt-0">
        <Filters filters={filters} errors={errors} valid={valid} />
      </div>
    </details>
  );
}

/** The two ends of the days received, each a date field. */
const dateBounds = [
  { id: "from", label: "Received from" },
  { id: "to", label: "Received until" },
] as const;

function Filters({ filters, errors, valid }: Props) {
  return (
    <Form
      method="get"
      action="/staff"
      className="grid gap-3 rounded-card border border-steel-200 bg-white p-4 sm:grid-cols-2 lg:grid-cols-7"
      aria-label="Filter the inbox"
    >
      <TextField
        id="q"
        label="Search"
        hint="Reference, name, company, phone, e-mail or message"
        error={errors.q}
        className="sm:col-span-2"
        type="search"
        defaultValue={filters.q ?? ""}
        maxLength={100}
      />
      {selects.map(({ id, label, blank, options }) => (
        <SelectField
          key={id}
          id={id}
          label={label}
          error={errors[id]}
          defaultValue={filters[id] ?? ""}
          blank={blank}
          options={options}
        />
      ))}
      <div className={`${fieldRows} grid-cols-2 gap-x-3 sm:col-span-2`}>
        {dateBounds.map(({ id, label }) => (
          <TextField
            key={id}
            id={id}
            label={label}
            error={errors[id]}
            type="date"
            defaultValue={filters[id] ?? ""}
          />
        ))}
      </div>
      <div className="flex flex-wrap items-center gap-3 sm:col-span-2 lg:col-span-7">
        <button type="submit" className={buttonClass.primary}>
          Apply filters
        </button>
        <Link to="/staff" className={buttonClass.secondary}>
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
