/** The console's due list: tests overdue and tests due in the next 30 days, across customers. */
import type { Database } from "#app/platform/database.server.ts";
import { addDays } from "./due.ts";
import type { Passport } from "./start.server.ts";
import { indiaDay } from "./state.server.ts";

export const dueListLimit = 200;

function dueRows(database: Database, from: string | null, to: string) {
  let query = database.db
    .selectFrom("passport_due")
    .innerJoin("passport_assets", "passport_assets.id", "passport_due.asset_id")
    .innerJoin("passport_customers", "passport_customers.id", "passport_due.customer_id")
    .select([
      "passport_due.asset_id",
      "passport_due.test_type",
      "passport_due.last_on",
      "passport_due.due_on",
      "passport_assets.tag",
      "passport_assets.condition",
      "passport_customers.id as customer_id",
      "passport_customers.name as customer",
    ])
    .where("passport_due.due_on", "<", to);
  if (from !== null) query = query.where("passport_due.due_on", ">=", from);
  return query
    .orderBy("passport_due.due_on")
    .orderBy("passport_due.asset_id")
    .limit(dueListLimit)
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

export async function dueLoader(passport: Passport, now = new Date()) {
  const { database } = passport.platform;
  const today = indiaDay(now);
  const horizon = addDays(today, 31);
  const [overdue, soon, overdueCount, soonCount] = await Promise.all([
    dueRows(database, null, today),
    dueRows(database, today, horizon),
    countRows(database, null, today),
    countRows(database, today, horizon),
  ]);
  const shape = (rows: Awaited<ReturnType<typeof dueRows>>) =>
    rows.map((row) => ({
      assetId: Number(row.asset_id),
      customerId: Number(row.customer_id),
      customer: row.customer,
      tag: row.tag,
      condition: row.condition,
      testType: row.test_type,
      lastOn: row.last_on,
      dueOn: row.due_on,
    }));
  return { today, overdue: shape(overdue), soon: shape(soon), overdueCount, soonCount };
}

export type DueView = Awaited<ReturnType<typeof dueLoader>>;
