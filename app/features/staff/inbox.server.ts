/**
 * The inbox: contact enquiries, product enquiries and service requests in one list, filtered,
 * searched and paged by the database (one query over a UNION ALL of both tables, written with
 * Kysely so it runs unchanged on SQLite and PostgreSQL). Breakdowns nobody has acknowledged come
 * first, then everything newest first.
 */
import {
  type AliasedRawBuilder,
  type ExpressionBuilder,
  type Kysely,
  type SqlBool,
  sql,
} from "kysely";
import { dayEndUtc, dayStartUtc } from "#app/lib/india-day.ts";
import type { Schema } from "#app/platform/schema.ts";
import { type InboxFilters, type ItemKind, pageSize } from "./inbox-filters.ts";

export type InboxRow = {
  kind: ItemKind;
  id: number;
  reference: string;
  created_at: string;
  name: string;
  company: string | null;
  email: string;
  phone: string;
  /** The service or product asked about; a request's transformer. */
  subject: string;
  message: string | null;
  urgency: string | null;
  /** An enquiry's stage, a request's status. */
  state: string;
  /** An enquiry's delivery (pending, sent, dead, held, spam); a request's screening. */
  delivery: string;
  /** A breakdown nobody has acknowledged yet: shown first, marked. */
  unacknowledged: boolean;
};

type ItemColumns = Omit<InboxRow, "unacknowledged"> & {
  rating: number | null;
  rating_unit: string | null;
};
type Items = { items: ItemColumns };

/** A column of the table, SQL null where the table has none, or a fixed value. */
type Source = string | null | { value: string };

/** Where each column of the list comes from in each table, in the order UNION ALL pairs them. */
const itemSources: Record<keyof ItemColumns, [enquiries: Source, requests: Source]> = {
  kind: ["kind", { value: "service-request" }],
  id: ["id", "id"],
  reference: ["reference", "reference"],
  created_at: ["created_at", "created_at"],
  name: ["name", "name"],
  company: ["company", "company"],
  email: ["email", "email"],
  phone: ["phone", "mobile"],
  subject: ["service", "make"],
  rating: [null, "rating"],
  rating_unit: [null, "rating_unit"],
  message: ["message", "description"],
  urgency: [null, "urgency"],
  state: ["stage", "status"],
  delivery: ["status", "screening"],
};

type ItemColumn = {
  [K in keyof ItemColumns]: AliasedRawBuilder<ItemColumns[K], K>;
}[keyof ItemColumns];

function sourceSql(source: Source) {
  if (source === null) return sql`null`;
  return typeof source === "string" ? sql`${sql.ref(source)}` : sql`${sql.lit(source.value)}`;
}

/** One table's select list; each column typed as ItemColumns says (the map is keyed by them). */
function itemColumns(table: 0 | 1) {
  return Object.entries(itemSources).map(([column, from]) =>
    sourceSql(from[table]).as(column),
  ) as ItemColumn[];
}

/** Both tables as rows of one shape. */
function allItems(db: Kysely<Schema>) {
  const enquiries = db.selectFrom("enquiries").select(itemColumns(0));
  const requests = db.selectFrom("service_requests").select(itemColumns(1));
  return db.selectFrom(enquiries.unionAll(requests).as("items"));
}

/** `%term%` for LIKE, with the wildcards and the escape character of the term escaped. */
export function likePattern(term: string): string {
  return `%${term.toLowerCase().replace(/[\\%_]/g, (match) => `\\${match}`)}%`;
}

/** The reference too, so a number read out on the phone finds its item. */
const searched = ["reference", "name", "company", "phone", "email", "message"] as const;

function contains(column: string, pattern: string) {
  return sql<SqlBool>`lower(coalesce(${sql.ref(`items.${column}`)}, '')) like ${pattern} escape '\\'`;
}

/** Digits only, so "99887 76655" finds "998-877-6655". */
function phoneDigits() {
  return sql<string>`replace(replace(replace(replace(replace(items.phone, '-', ''), ' ', ''), '.', ''), '(', ''), ')', '')`;
}

function conditions(filters: InboxFilters) {
  return (eb: ExpressionBuilder<Schema & Items, "items">) => {
    const all = [];
    if (filters.kind) all.push(eb("items.kind", "=", filters.kind));
    if (filters.urgency) all.push(eb("items.urgency", "=", filters.urgency));
    if (filters.from) all.push(eb("items.created_at", ">=", dayStartUtc(filters.from)));
    if (filters.to) all.push(eb("items.created_at", "<", dayEndUtc(filters.to)));
    const status = filters.status;
    if (status === "held" || status === "spam") all.push(eb("items.delivery", "=", status));
    else if (status === "review") all.push(eb("items.delivery", "in", ["held", "spam"]));
    else if (status === "dead") {
      const deadMessages = eb
        .selectFrom("messages")
        .select("messages.reference")
        .where("messages.status", "=", "dead");
      all.push(
        eb.or([eb("items.delivery", "=", "dead"), eb("items.reference", "in", deadMessages)]),
      );
    } else if (status) all.push(eb("items.state", "=", status));
    if (filters.q) {
      const pattern = likePattern(filters.q);
      const anyColumn = searched.map((column) => contains(column, pattern));
      const digits = filters.q.replace(/[\s().-]/g, "");
      if (/^\d{4,}$/.test(digits) && digits !== filters.q)
        anyColumn.push(sql<SqlBool>`${phoneDigits()} like ${likePattern(digits)} escape '\\'`);
      all.push(eb.or(anyColumn.map((condition) => eb(condition, "=", true))));
    }
    return eb.and(all);
  };
}

/** Unacknowledged breakdowns: urgent, not yet looked at, not judged spam. */
const unacknowledgedSql = sql<number>`case when items.kind = 'service-request' and items.urgency = 'breakdown' and items.state = 'received' and items.delivery <> 'spam' then 0 else 1 end`;

function toRow({ rating, rating_unit, ...row }: ItemColumns): InboxRow {
  return {
    ...row,
    id: Number(row.id),
    // The rating is joined here: SQLite would write a REAL 10 as "10.0".
    subject: rating === null ? row.subject : `${row.subject}, ${Number(rating)} ${rating_unit}`,
    unacknowledged:
      row.kind === "service-request" &&
      row.urgency === "breakdown" &&
      row.state === "received" &&
      row.delivery !== "spam",
  };
}

function ordered(db: Kysely<Schema>, filters: InboxFilters) {
  return allItems(db)
    .selectAll("items")
    .where(conditions(filters))
    .orderBy(unacknowledgedSql)
    .orderBy("items.created_at", "desc")
    .orderBy("items.reference", "desc");
}

export type InboxPage = {
  rows: InboxRow[];
  total: number;
  page: number;
  pages: number;
};

/** One page of the items that match, and how many match in all. */
export async function listInbox(db: Kysely<Schema>, filters: InboxFilters): Promise<InboxPage> {
  const counted = await allItems(db)
    .where(conditions(filters))
    .select((eb) => eb.fn.countAll<number | string>().as("count"))
    .executeTakeFirst();
  const total = Number(counted?.count ?? 0);
  const pages = Math.max(1, Math.ceil(total / pageSize));
  const page = Math.min(filters.page, pages);
  const rows = await ordered(db, filters)
    .limit(pageSize)
    .offset((page - 1) * pageSize)
    .execute();
  return { rows: rows.map(toRow), total, page, pages };
}

/** Every item that matches, in the inbox's order, for the CSV export (at most `limit`). */
export async function exportInbox(
  db: Kysely<Schema>,
  filters: InboxFilters,
  limit = 50_000,
): Promise<InboxRow[]> {
  const rows = await ordered(db, filters).limit(limit).execute();
  return rows.map(toRow);
}

export type InboxCounts = {
  /** Breakdowns nobody has acknowledged. */
  breakdowns: number;
  /** Held or judged spam: waiting for a person to release or leave them. */
  review: number;
  /** Enquiries and e-mails whose every delivery try failed. */
  failed: number;
};

/** What needs attention, whatever the filters say. */
export async function inboxCounts(db: Kysely<Schema>): Promise<InboxCounts> {
  const count = <T extends { count: number | string } | undefined>(row: T) =>
    Number(row?.count ?? 0);
  const breakdowns = await db
    .selectFrom("service_requests")
    .select((eb) => eb.fn.countAll<number | string>().as("count"))
    .where("urgency", "=", "breakdown")
    .where("status", "=", "received")
    .where("screening", "<>", "spam")
    .executeTakeFirst();
  const heldEnquiries = await db
    .selectFrom("enquiries")
    .select((eb) => eb.fn.countAll<number | string>().as("count"))
    .where("status", "in", ["held", "spam"])
    .executeTakeFirst();
  const heldRequests = await db
    .selectFrom("service_requests")
    .select((eb) => eb.fn.countAll<number | string>().as("count"))
    .where("screening", "in", ["held", "spam"])
    .executeTakeFirst();
  const deadEnquiries = await db
    .selectFrom("enquiries")
    .select((eb) => eb.fn.countAll<number | string>().as("count"))
    .where("status", "=", "dead")
    .executeTakeFirst();
  const deadMessages = await db
    .selectFrom("messages")
    .select((eb) => eb.fn.countAll<number | string>().as("count"))
    .where("status", "=", "dead")
    .executeTakeFirst();
  return {
    breakdowns: count(breakdowns),
    review: count(heldEnquiries) + count(heldRequests),
    failed: count(deadEnquiries) + count(deadMessages),
  };
}
