/**
 * Customers, their sites and contacts: the console's list and search, and every change, each
 * written with its row of the audit log in the same transaction.
 */
import type { Selectable } from "kysely";
import type { Actor } from "#app/platform/audit-log.server.ts";
import type { Database } from "#app/platform/database.server.ts";
import { audit } from "./audit.server.ts";
import type { ContactInput, CustomerInput, SiteInput } from "./schema.ts";
import type { ContactsTable, CustomersTable, SitesTable } from "./tables.ts";

export type Customer = Selectable<CustomersTable>;
export type Site = Selectable<SitesTable>;
export type Contact = Selectable<ContactsTable>;

export const customersPerPage = 50;

/** A page of customers, by name; `query` matches the name or the GSTIN (case-insensitive). */
export async function listCustomers(database: Database, query: string, page: number) {
  const { db } = database;
  const pattern = `%${query.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  let base = db.selectFrom("passport_customers");
  if (query)
    base = base.where((eb) =>
      eb.or([
        eb(eb.fn("lower", ["name"]), "like", eb.val(pattern)),
        eb(eb.fn("lower", ["gstin"]), "like", eb.val(pattern)),
      ]),
    );
  const [rows, count] = await Promise.all([
    base
      .select(["id", "name", "gstin"])
      .select((eb) =>
        eb
          .selectFrom("passport_assets")
          .select(eb.fn.countAll<number>().as("n"))
          .whereRef("passport_assets.customer_id", "=", "passport_customers.id")
          .where("passport_assets.merged_into", "is", null)
          .as("assets"),
      )
      .orderBy("name")
      .orderBy("id")
      .limit(customersPerPage)
      .offset((page - 1) * customersPerPage)
      .execute(),
    base.select((eb) => eb.fn.countAll<number>().as("n")).executeTakeFirstOrThrow(),
  ]);
  return {
    rows: rows.map((row) => ({ ...row, id: Number(row.id), assets: Number(row.assets ?? 0) })),
    total: Number(count.n),
  };
}

export async function customerById(database: Database, id: number) {
  const { db } = database;
  const customer = await db
    .selectFrom("passport_customers")
    .selectAll()
    .where("id", "=", id)
    .executeTakeFirst();
  if (!customer) return undefined;
  const [sites, contacts] = await Promise.all([
    db
      .selectFrom("passport_sites")
      .selectAll()
      .where("customer_id", "=", id)
      .orderBy("id")
      .execute(),
    db
      .selectFrom("passport_contacts")
      .selectAll()
      .where("customer_id", "=", id)
      .orderBy("id")
      .execute(),
  ]);
  return { customer, sites, contacts };
}

function customerRow(input: CustomerInput) {
  return {
    name: input.name,
    gstin: input.gstin ?? null,
    notes: input.notes ?? null,
    reminder_lead_days: input.reminderLeadDays,
  };
}

export async function createCustomer(
  database: Database,
  input: CustomerInput,
  actor: Actor,
  now = new Date(),
): Promise<number> {
  return database.db.transaction().execute(async (trx) => {
    const at = now.toISOString();
    const row = { ...customerRow(input), created_at: at, updated_at: at };
    const { id } = await trx
      .insertInto("passport_customers")
      .values(row)
      .returning("id")
      .executeTakeFirstOrThrow();
    await audit(
      database,
      trx,
      { kind: "customer", id: Number(id) },
      actor,
      "created",
      null,
      row,
      now,
    );
    return Number(id);
  });
}

export async function updateCustomer(
  database: Database,
  id: number,
  input: CustomerInput,
  actor: Actor,
  now = new Date(),
): Promise<boolean> {
  return database.db.transaction().execute(async (trx) => {
    const before = await trx
      .selectFrom("passport_customers")
      .selectAll()
      .where("id", "=", id)
      .executeTakeFirst();
    if (!before) return false;
    const row = { ...customerRow(input), updated_at: now.toISOString() };
    await trx.updateTable("passport_customers").set(row).where("id", "=", id).execute();
    await audit(database, trx, { kind: "customer", id }, actor, "updated", before, row, now);
    return true;
  });
}

function siteRow(input: SiteInput) {
  return { name: input.name, address: input.address, state: input.state, pin: input.pin };
}

function contactRow(input: ContactInput) {
  return {
    name: input.name,
    designation: input.designation ?? null,
    mobile: input.mobile ?? null,
    email: input.email ?? null,
    reminders: input.reminders ? 1 : 0,
  };
}

/** A customer's sites and contacts: each a row of its own table, saved and audited the same way. */
const entryTables = { site: "passport_sites", contact: "passport_contacts" } as const;

/**
 * Adds an entry (no `entryId`) or changes one of this customer's entries, with its audit row in
 * the same transaction; false when the entry is not this customer's.
 */
async function saveEntry(
  database: Database,
  kind: keyof typeof entryTables,
  customerId: number,
  entryId: number | undefined,
  row: ReturnType<typeof siteRow> | ReturnType<typeof contactRow>,
  actor: Actor,
  now: Date,
): Promise<boolean> {
  // One of two tables, each with its own row shape: Kysely cannot type a table chosen at run
  // time, so the table is named as the sites' for the compiler; the row always matches its table.
  const table = entryTables[kind] as "passport_sites";
  const values = row as ReturnType<typeof siteRow>;
  return database.db.transaction().execute(async (trx) => {
    const subject = { kind: "customer", id: customerId } as const;
    if (entryId === undefined) {
      await trx
        .insertInto(table)
        .values({ ...values, customer_id: customerId })
        .execute();
      await audit(database, trx, subject, actor, `${kind}-added`, null, row, now);
      return true;
    }
    const before = await trx
      .selectFrom(table)
      .selectAll()
      .where("id", "=", entryId)
      .where("customer_id", "=", customerId)
      .executeTakeFirst();
    if (!before) return false;
    await trx.updateTable(table).set(values).where("id", "=", entryId).execute();
    await audit(database, trx, subject, actor, `${kind}-changed`, before, row, now);
    return true;
  });
}

/** Adds a site (no `id`) or changes one of this customer's sites. */
export function saveSite(
  database: Database,
  customerId: number,
  siteId: number | undefined,
  input: SiteInput,
  actor: Actor,
  now = new Date(),
): Promise<boolean> {
  return saveEntry(database, "site", customerId, siteId, siteRow(input), actor, now);
}

/** Adds a contact (no `id`) or changes one of this customer's contacts. */
export function saveContact(
  database: Database,
  customerId: number,
  contactId: number | undefined,
  input: ContactInput,
  actor: Actor,
  now = new Date(),
): Promise<boolean> {
  return saveEntry(database, "contact", customerId, contactId, contactRow(input), actor, now);
}
