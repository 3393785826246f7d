/**
 * What the staff console changes on a service request, inside the caller's transaction (which
 * also writes the audit row); each change stamps `updated_at`.
 */
import type { Kysely, Transaction } from "kysely";
import type { Schema } from "#app/platform/schema.ts";
import type { ServiceRequestStatus } from "./tables.ts";

type Writer = Kysely<Schema> | Transaction<Schema>;

/** Moves the request to `status`; the close reason is kept only on a closed request. */
export async function updateRequestStatus(
  trx: Writer,
  id: number,
  status: ServiceRequestStatus,
  closeReason: string | null,
  now: Date,
) {
  await trx
    .updateTable("service_requests")
    .set({
      status,
      close_reason: status === "closed" ? closeReason : null,
      updated_at: now.toISOString(),
    })
    .where("id", "=", id)
    .execute();
}

export async function updateRequestEngineer(
  trx: Writer,
  id: number,
  engineerId: string | null,
  now: Date,
) {
  await trx
    .updateTable("service_requests")
    .set({ engineer_id: engineerId, updated_at: now.toISOString() })
    .where("id", "=", id)
    .execute();
}

/** The visit's day (YYYY-MM-DD) and, when booked, its time in India (HH:MM); null clears both. */
export async function updateRequestVisitDate(
  trx: Writer,
  id: number,
  day: string | null,
  now: Date,
  time: string | null = null,
) {
  await trx
    .updateTable("service_requests")
    .set({ visit_date: day, visit_time: day ? time : null, updated_at: now.toISOString() })
    .where("id", "=", id)
    .execute();
}

/** Marks a held or spam request clear after a person's review; returns the row as it is now. */
export function clearRequestScreening(trx: Writer, id: number, now: Date) {
  return trx
    .updateTable("service_requests")
    .set({ screening: "clear", updated_at: now.toISOString() })
    .where("id", "=", id)
    .returningAll()
    .executeTakeFirstOrThrow();
}
