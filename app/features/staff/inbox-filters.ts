/**
 * The inbox's filters as GET query parameters, with the words the console shows for every stored
 * value. Browser-safe: the filter form and the server both read it.
 */
import {
  requestStatuses,
  statusLabels,
  urgencyOptions,
} from "#app/features/service-requests/public.ts";
import { dayNumber } from "#app/lib/calendar-day.ts";
import { parsePositiveInt } from "#app/lib/positive-int.ts";

export const itemKinds = ["contact", "product", "service-request"] as const;
export type ItemKind = (typeof itemKinds)[number];
export const kindLabels: Record<ItemKind, string> = {
  contact: "Contact enquiry",
  product: "Product enquiry",
  "service-request": "Service request",
};

/** Where a contact or product enquiry stands in the staff's work. */
export const enquiryStages = ["new", "in-progress", "answered", "closed"] as const;
export type Stage = (typeof enquiryStages)[number];
export const stageLabels: Record<Stage, string> = {
  new: "New",
  "in-progress": "In progress",
  answered: "Answered",
  closed: "Closed",
};

/** Delivery of an enquiry's notice, and the screening of a request, in words. */
export const deliveryLabels: Record<string, string> = {
  pending: "Waiting to be sent",
  sent: "Sent",
  dead: "Delivery failed",
  spam: "Judged spam",
  held: "Held for review",
  clear: "Passed screening",
};

export const urgencyLabels: Record<string, string> = Object.fromEntries(
  urgencyOptions.map((option) => [option.value, option.label]),
);

/** The contact form's service choice in the words the form showed; other subjects as stored. */
export function subjectLabel(kind: ItemKind, subject: string): string {
  const contactServices: Record<string, string> = { service: "Service", automation: "Automation" };
  return kind === "contact" ? (contactServices[subject] ?? subject) : subject;
}

/** Words for a stage (enquiry) or status (service request). */
export function stateLabel(kind: ItemKind, value: string): string {
  if (kind === "service-request") return statusLabels[value as keyof typeof statusLabels] ?? value;
  return stageLabels[value as Stage] ?? value;
}

/** The status filter: a stage or status of the work, or what needs a person's attention. */
export const statusFilterGroups = [
  {
    label: "Enquiries",
    options: [
      { value: "new", label: "New" },
      { value: "in-progress", label: "In progress" },
      { value: "answered", label: "Answered" },
    ],
  },
  {
    label: "Service requests",
    options: requestStatuses
      .filter((status) => status !== "closed")
      .map((status) => ({ value: status, label: statusLabels[status] })),
  },
  { label: "Both", options: [{ value: "closed", label: "Closed" }] },
  {
    label: "Needs attention",
    options: [
      { value: "review", label: "Held or judged spam" },
      { value: "held", label: "Held for review" },
      { value: "spam", label: "Judged spam" },
      { value: "dead", label: "Delivery failed" },
    ],
  },
] as const;
export type StatusFilter = (typeof statusFilterGroups)[number]["options"][number]["value"];
const statusValues: readonly string[] = statusFilterGroups.flatMap((group) =>
  group.options.map((option) => option.value),
);

export type InboxFilters = {
  kind?: ItemKind;
  status?: StatusFilter;
  urgency?: string;
  /** Days in India (YYYY-MM-DD), both included. */
  from?: string;
  to?: string;
  q?: string;
  page: number;
};

export type FilterErrors = Partial<
  Record<"kind" | "status" | "urgency" | "from" | "to" | "q", string>
>;

const maxSearchLength = 100;
const maxPage = 100_000;

/** A real calendar day written YYYY-MM-DD. */
export function isDay(value: string): boolean {
  return dayNumber(value) !== undefined;
}

/**
 * Reads the filters from a query string: the one check the inbox page and the CSV export share.
 * A value the form cannot send (an unknown kind, a malformed date, an over-long search) is
 * reported beside its field and left out of `filters`; while `valid` is false the page offers no
 * export and the export refuses, so a filter that was dropped never widens what is exported.
 */
export function parseFilters(params: URLSearchParams): {
  filters: InboxFilters;
  errors: FilterErrors;
  valid: boolean;
} {
  const text = (name: string) => (params.get(name) ?? "").trim();
  const filters: InboxFilters = { page: 1 };
  const errors: FilterErrors = {};
  const kind = text("kind");
  if ((itemKinds as readonly string[]).includes(kind)) filters.kind = kind as ItemKind;
  else if (kind) errors.kind = "Choose a kind from the list";
  const status = text("status");
  if (statusValues.includes(status)) filters.status = status as StatusFilter;
  else if (status) errors.status = "Choose a status from the list";
  const urgency = text("urgency");
  if (Object.hasOwn(urgencyLabels, urgency)) filters.urgency = urgency;
  else if (urgency) errors.urgency = "Choose an urgency from the list";
  for (const name of ["from", "to"] as const) {
    const value = text(name);
    if (!value) continue;
    if (isDay(value)) filters[name] = value;
    else errors[name] = "Enter a date such as 2026-03-10";
  }
  if (filters.from && filters.to && filters.from > filters.to) {
    errors.to = "The end date is before the start date";
    delete filters.to;
  }
  const q = text("q").replace(/\s+/g, " ");
  if (q.length > maxSearchLength) errors.q = `Search for at most ${maxSearchLength} characters`;
  else if (q) filters.q = q;
  filters.page = parsePositiveInt(params.get("page"), maxPage) ?? 1;
  return { filters, errors, valid: Object.keys(errors).length === 0 };
}

/** The query string of a set of filters (without `page` unless given), for links. */
export function filterQuery(filters: InboxFilters, page?: number): string {
  const params = new URLSearchParams();
  for (const name of ["kind", "status", "urgency", "from", "to", "q"] as const) {
    const value = filters[name];
    if (value) params.set(name, value);
  }
  if (page && page > 1) params.set("page", String(page));
  const query = params.toString();
  return query ? `?${query}` : "";
}

export const pageSize = 25;
