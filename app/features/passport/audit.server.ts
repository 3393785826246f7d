/** Every staff change to the passport goes into the platform's audit log with before and after. */
import type { Kysely, Transaction } from "kysely";
import { type Actor, recordEvent } from "#app/platform/audit-log.server.ts";
import type { Database } from "#app/platform/database.server.ts";
import type { Schema } from "#app/platform/schema.ts";

export type PassportItem = "customer" | "asset" | "test-record";
type Trx = Kysely<Schema> | Transaction<Schema>;

function snapshot(value: unknown): string | null {
  return value === undefined || value === null ? null : JSON.stringify(value);
}

export function audit(
  database: Database,
  trx: Trx,
  item: { kind: PassportItem; id: number },
  actor: Actor,
  action: string,
  before: unknown,
  after: unknown,
  now = new Date(),
) {
  return recordEvent(
    database,
    trx,
    item,
    actor,
    { action, before: snapshot(before), after: snapshot(after) },
    now,
  );
}

/** Rows without what the log need not repeat (file bytes) and with stable key order. */
export function plain<T extends object>(row: T | undefined): Partial<T> | undefined {
  if (!row) return undefined;
  const { bytes: _bytes, ...rest } = row as T & { bytes?: unknown };
  return rest as Partial<T>;
}
