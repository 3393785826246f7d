/**
 * The audit log: one item_events row per change, naming who made it, when, what it was and the
 * values before and after. This module is the table's only writer, and it only ever inserts:
 * nothing updates or deletes a row. The same rows are a service request's timeline on the
 * customer's status page, which shows the statuses reached and the notes marked visible.
 */
import type { Kysely, Selectable, Transaction } from "kysely";
import type { Database } from "./database.server.ts";
import type { Schema } from "./schema.ts";
import type { ItemEventsTable } from "./tables.ts";

/** Who made a change: a staff account, or (id null) the website or the system. */
export type Actor = { id: string | null; name: string };
export type ItemKindStored = ItemEventsTable["item_kind"];

export type NewEvent = {
  action: string;
  before?: string | null;
  after?: string | null;
  note?: string | null;
  /** A note the customer may see. */
  visible?: boolean;
};

export type ItemEvent = Omit<Selectable<ItemEventsTable>, "visible"> & { visible: boolean };

export async function recordEvent(
  database: Database,
  trx: Kysely<Schema> | Transaction<Schema>,
  item: { kind: ItemKindStored; id: number },
  actor: Actor,
  event: NewEvent,
  now = new Date(),
): Promise<void> {
  const visible = event.visible === true;
  await trx
    .insertInto("item_events")
    .values({
      item_kind: item.kind,
      item_id: item.id,
      at: now.toISOString(),
      actor_id: actor.id,
      actor_name: actor.name,
      action: event.action,
      before: event.before ?? null,
      after: event.after ?? null,
      note: event.note ?? null,
      // node:sqlite binds no booleans: the column is an integer there.
      visible: database.dialect === "postgres" ? visible : visible ? 1 : 0,
    })
    .execute();
}

/** Every event of one item, oldest first. */
export async function eventsOf(
  database: Database,
  item: { kind: ItemKindStored; id: number },
): Promise<ItemEvent[]> {
  const rows = await database.db
    .selectFrom("item_events")
    .selectAll()
    .where("item_kind", "=", item.kind)
    .where("item_id", "=", item.id)
    .orderBy("at")
    .orderBy("id")
    .execute();
  return rows.map((row) => ({ ...row, id: Number(row.id), visible: Boolean(row.visible) }));
}

/** The latest purges, newest first: they belong to no item (item_id 0). */
export async function recentPurges(database: Database, limit = 10): Promise<ItemEvent[]> {
  const rows = await database.db
    .selectFrom("item_events")
    .selectAll()
    .where("action", "=", "purge")
    .where("item_id", "=", 0)
    .orderBy("at", "desc")
    .orderBy("id", "desc")
    .limit(limit)
    .execute();
  return rows.map((row) => ({ ...row, id: Number(row.id), visible: Boolean(row.visible) }));
}
