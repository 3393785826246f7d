/**
 * The console's due list: tests overdue and tests due in the next 30 days, across customers, a
 * page of each at a time (`?overdue=2&soon=1`), the most urgent first, with the total of each.
 */

import { redirect } from "react-router";
import { dayInIndia } from "#app/lib/india-day.ts";
import type { Database } from "#app/platform/database.server.ts";
import { addDays, duePageSize } from "./due.ts";
import type { Passport } from "./start.server.ts";

/**
 * One page of the list: the page's keys are read from the index on (due_on, asset_id, test_type)
 * first, so a later page skips index entries, not joined rows; then the page is joined.
 */
function dueRows(database: Database, from: string | null, to: string, offset: number) {
  const { db } = database;
  let keys = db
    .selectFrom("passport_due")
    .select(["asset_id", "test_type", "last_on", "due_on", "customer_id"])
    .where("due_on", "<", to);
  if (from !== null) keys = keys.where("due_on", ">=", from);
  const page = keys
    .orderBy("due_on")
    .orderBy("asset_id")
    .orderBy("test_type")
    .limit(duePageSize)
    .offset(offset);
  return db
    .selectFrom(page.as("due"))
    .innerJoin("passport_assets", "passport_assets.id", "due.asset_id")
    .innerJoin("passport_customers", "passport_customers.id", "due.customer_id")
    .select([
      "due.asset_id",
      "due.test_type",
      "due.last_on",
      "due.due_on",
      "passport_assets.tag",
      "passport_assets.condition",
      "passport_customers.id as customer_id",
      "passport_customers.name as customer",
    ])
    .orderBy("due.due_on")
    .orderBy("due.asset_id")
    .orderBy("due.test_type")
    .execute();
}

function countRows(database: Database, from: string | null, to: string) {
  let query = database.db
    .selectFrom("passport_due")
    .select((eb) => eb.fn.countAll<number>().as("n"))
    .where("due_on", "<", to);
  if (from !== null) query = query.where("due_on", ">=", from);
  return query.executeTakeFirstOrThrow().then((row) => Number(row.n));
}

/** A page number from the query string: a whole number from 1, anything else is page 1. */
export function pageParameter(value: string | null): number {
  if (value === null || !/^[1-9][0-9]{0,5}$/.test(value)) return 1;
  return Number(value);
}

export type DuePages = { overdue: number; soon: number };

async function dueList(database: Database, from: string | null, to: string, asked: number) {
  const count = await countRows(database, from, to);
  const pages = Math.max(1, Math.ceil(count / duePageSize));
  // A page past the end (the list shrank since the link was made) shows the last one.
  const page = Math.min(asked, pages);
  const rows = await dueRows(database, from, to, (page - 1) * duePageSize);
  return {
    count,
    page,
    pages,
    first: count === 0 ? 0 : (page - 1) * duePageSize + 1,
    rows: rows.map((row) => ({
      assetId: Number(row.asset_id),
      customerId: Number(row.customer_id),
      customer: row.customer,
      tag: row.tag,
      condition: row.condition,
      testType: row.test_type,
      lastOn: row.last_on,
      dueOn: row.due_on,
    })),
  };
}

export async function dueView(database: Database, pages: DuePages, now = new Date()) {
  const today = dayInIndia(now);
  const horizon = addDays(today, 31);
  const [overdue, soon] = await Promise.all([
    dueList(database, null, today, pages.overdue),
    dueList(database, today, horizon, pages.soon),
  ]);
  return { today, overdue, soon };
}

export async function dueLoader(passport: Passport, request: Request, now = new Date()) {
  const query = new URL(request.url).searchParams;
  const reminded = query.get("reminded");
  const view = await dueView(
    passport.platform.database,
    { overdue: pageParameter(query.get("overdue")), soon: pageParameter(query.get("soon")) },
    now,
  );
  return { ...view, done: remindedText(reminded) };
}

/** The notice after a round on demand (`?reminded=3`); anything but a count shows none. */
export function remindedText(count: string | null): string | null {
  if (count === null || !/^\d{1,6}$/.test(count)) return null;
  const n = Number(count);
  if (n === 0)
    return "No reminder was due: every contact who takes reminders has had one for each test due.";
  return `${n} reminder e-mail${n === 1 ? "" : "s"} queued: the outbox sends them within a minute.`;
}

/**
 * A reminder round now, as the hourly one runs it (a contact is reminded once per test and due
 * date, so a second round sends nothing twice): for a reminder that should go before the next
 * hour, or after a restart.
 */
export async function remindNow(passport: Passport) {
  const queued = await passport.remind();
  return redirect(`/staff/due?reminded=${queued}`, 303);
}

export type DueView = Awaited<ReturnType<typeof dueLoader>>;
export type DueList = DueView["overdue"];
