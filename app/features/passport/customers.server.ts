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

/** Adds a site (no `id`) or changes one of this customer's sites. */
export async function saveSite(
  database: Database,
  customerId: number,
  siteId: number | undefined,
  input: SiteInput,
  actor: Actor,
  now = new Date(),
): Promise<boolean> {
  return database.db.transaction().execute(async (trx) => {
    const row = siteRow(input);
    if (siteId === undefined) {
      await trx
        .insertInto("passport_sites")
        .values({ ...row, customer_id: customerId })
        .execute();
      await audit(
        database,
        trx,
        { kind: "customer", id: customerId },
        actor,
        "site-added",
        null,
        row,
        now,
      );
      return true;
    }
    const before = await trx
      .selectFrom("passport_sites")
      .selectAll()
      .where("id", "=", siteId)
      .where("customer_id", "=", customerId)
      .executeTakeFirst();
    if (!before) return false;
    await trx.updateTable("passport_sites").set(row).where("id", "=", siteId).execute();
    await audit(
      database,
      trx,
      { kind: "customer", id: customerId },
      actor,
      "site-changed",
      before,
      row,
      now,
    );
    return true;
  });
}

/** Adds a contact (no `id`) or changes one of this customer's contacts. */
export async function saveContact(
  database: Database,
  customerId: number,
  contactId: number | undefined,
  input: ContactInput,
  actor: Actor,
  now = new Date(),
): Promise<boolean> {
  return database.db.transaction().execute(async (trx) => {
    const row = contactRow(input);
    if (contactId === undefined) {
      await trx
        .insertInto("passport_contacts")
        .values({ ...row, customer_id: customerId })
        .execute();
      await audit(
        database,
        trx,
        { kind: "customer", id: customerId },
        actor,
        "contact-added",
        null,
        row,
        now,
      );
      return true;
    }
    const before = await trx
      .selectFrom("passport_contacts")
      .selectAll()
      .where("id", "=", contactId)
      .where("customer_id", "=", customerId)
      .executeTakeFirst();
    if (!before) return false;
    await trx.updateTable("passport_contacts").set(row).where("id", "=", contactId).execute();
    await audit(
      database,
      trx,
      { kind: "customer", id: customerId },
      actor,
      "contact-changed",
      before,
      row,
      now,
    );
    return true;
  });
}
