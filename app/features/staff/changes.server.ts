/**
 * What staff change on an item: an enquiry's stage; a service request's status, engineer and
 * visit date; notes on either. Each change and its audit row are written in one transaction, on
 * the row as it is now (locked on PostgreSQL, so two people changing it at once both see the
 * other's change as the "before").
 */
import type { Selectable, Transaction } from "kysely";
import { type Enquiry, updateEnquiryStage } from "#app/features/enquiries/public.server.ts";
import {
  type ServiceRequestStatus,
  type ServiceRequestsTable,
  updateRequestEngineer,
  updateRequestStatus,
  updateRequestVisitDate,
} from "#app/features/service-requests/public.server.ts";
import { requestStatuses } from "#app/features/service-requests/public.ts";
import { type NewEvent, recordEvent } from "#app/platform/audit-log.server.ts";
import type { Schema } from "#app/platform/schema.ts";
import type { Actor } from "./actor.ts";
import type { StaffDesk } from "./desk.server.ts";
import type { Stage } from "./inbox-filters.ts";
import { tellRequester } from "./request-updates.server.ts";

export type ChangeResult = { ok: true } | { ok: false; status: 404 | 409; message: string };

const notFound: ChangeResult = { ok: false, status: 404, message: "There is no such item." };
const ok: ChangeResult = { ok: true };

type Request = Selectable<ServiceRequestsTable>;

type Tables = { service_requests: Request; enquiries: Enquiry };

/**
 * Runs `change` in one transaction on the row of `table` with this reference, locked against
 * another change on PostgreSQL (SQLite runs one writer at a time); 404 when there is none.
 */
async function onRow<T extends keyof Tables>(
  desk: StaffDesk,
  table: T,
  reference: string,
  change: (trx: Transaction<Schema>, row: Tables[T]) => Promise<ChangeResult>,
): Promise<ChangeResult> {
  const { database } = desk.platform;
  return database.db.transaction().execute(async (trx) => {
    const row = (await trx
      .selectFrom(table as "enquiries")
      .selectAll()
      .where("reference", "=", reference)
      .$if(database.dialect === "postgres", (query) => query.forUpdate())
      .executeTakeFirst()) as Tables[T] | undefined;
    return row ? change(trx, row) : notFound;
  });
}

export function setEnquiryStage(
  desk: StaffDesk,
  reference: string,
  stage: Stage,
  actor: Actor,
  reason?: string,
  now = new Date(),
): Promise<ChangeResult> {
  return onRow(desk, "enquiries", reference, async (trx, enquiry) => {
    if (enquiry.stage === stage) return ok;
    await updateEnquiryStage(trx, enquiry.id, stage);
    await recordEvent(
      desk.platform.database,
      trx,
      { kind: "enquiry", id: Number(enquiry.id) },
      actor,
      // Why it was closed: on the enquiry's timeline, for staff (an enquiry has no status page).
      { action: "stage", before: enquiry.stage, after: stage, note: reason ?? null },
      now,
    );
    return ok;
  });
}

const statusIndex = (status: string) =>
  requestStatuses.indexOf(status as (typeof requestStatuses)[number]);

/** The audit row of a change to a service request, written in the change's transaction. */
function logRequestEvent(
  desk: StaffDesk,
  trx: Transaction<Schema>,
  request: Request,
  actor: Actor,
  event: NewEvent,
  now: Date,
) {
  const item = { kind: "service-request", id: Number(request.id) } as const;
  return recordEvent(desk.platform.database, trx, item, actor, event, now);
}

/** Moves a request to `status` and records it; the reason is kept when it is closed. */
async function moveTo(
  desk: StaffDesk,
  trx: Transaction<Schema>,
  request: Request,
  status: ServiceRequestStatus,
  actor: Actor,
  now: Date,
  reason?: string,
) {
  await updateRequestStatus(trx, request.id, status, reason ?? null, now);
  const event = { action: "status", before: request.status, after: status, note: reason ?? null };
  await logRequestEvent(desk, trx, request, actor, event, now);
}

export function setRequestStatus(
  desk: StaffDesk,
  reference: string,
  status: ServiceRequestStatus,
  actor: Actor,
  reason?: string,
  now = new Date(),
): Promise<ChangeResult> {
  return onRow(desk, "service_requests", reference, async (trx, request) => {
    if (request.status === status && status !== "closed") return ok;
    await moveTo(desk, trx, request, status, actor, now, status === "closed" ? reason : undefined);
    if (status === "closed" && request.status !== "closed")
      await tellRequester(desk, trx, request, { kind: "closed", reason: reason ?? null }, now);
    return ok;
  });
}

/** Acknowledges a request still at Received; one already further on is left where it is. */
export function acknowledgeRequest(
  desk: StaffDesk,
  reference: string,
  actor: Actor,
  now = new Date(),
): Promise<ChangeResult> {
  return onRow(desk, "service_requests", reference, async (trx, request) => {
    if (request.status !== "received") return ok;
    await moveTo(desk, trx, request, "acknowledged", actor, now);
    return ok;
  });
}

/** The name of an active staff account, or null when there is none with that id. */
async function activeStaffName(trx: Transaction<Schema>, id: string): Promise<string | null> {
  const row = await trx
    .selectFrom("staff_user")
    .select(["name", "banned", "role"])
    .where("id", "=", id)
    .executeTakeFirst();
  if (!row || row.banned === true || row.banned === 1) return null;
  return row.name;
}

/**
 * Assigns an engineer (an active staff account), or nobody with `null`. A request not yet as far
 * as "assigned" moves there, with its own audit row, so the customer's timeline shows the step.
 */
export function assignEngineer(
  desk: StaffDesk,
  reference: string,
  engineerId: string | null,
  actor: Actor,
  now = new Date(),
): Promise<ChangeResult> {
  return onRow(desk, "service_requests", reference, async (trx, request) => {
    if (request.engineer_id === engineerId) return ok;
    const name = engineerId ? await activeStaffName(trx, engineerId) : null;
    if (engineerId && !name)
      return { ok: false, status: 409, message: "That account does not exist or is disabled." };
    const before = request.engineer_id ? await engineerName(trx, request.engineer_id) : null;
    await updateRequestEngineer(trx, request.id, engineerId, now);
    await logRequestEvent(
      desk,
      trx,
      request,
      actor,
      { action: "engineer", before, after: name },
      now,
    );
    if (engineerId && statusIndex(request.status) < statusIndex("assigned"))
      await moveTo(desk, trx, request, "assigned", actor, now);
    return ok;
  });
}

async function engineerName(trx: Transaction<Schema>, id: string): Promise<string> {
  const row = await trx
    .selectFrom("staff_user")
    .select("name")
    .where("id", "=", id)
    .executeTakeFirst();
  return row?.name ?? "a deleted account";
}

/**
 * Sets the visit date (YYYY-MM-DD) and its time in India (HH:MM; null for none) or clears both; a
 * date moves the request to "scheduled". A date given without `time` (the side panel's date
 * field) keeps the time already booked: moving a visit to another day does not erase its hour.
 */
export function setVisitDate(
  desk: StaffDesk,
  reference: string,
  day: string | null,
  actor: Actor,
  now = new Date(),
  time?: string | null,
): Promise<ChangeResult> {
  return onRow(desk, "service_requests", reference, async (trx, request) => {
    const at = day ? (time === undefined ? (request.visit_time ?? null) : time) : null;
    if (request.visit_date === day && (request.visit_time ?? null) === at) return ok;
    await updateRequestVisitDate(trx, request.id, day, now, at);
    const note = at ? `At ${at} IST` : null;
    const event = { action: "visit-date", before: request.visit_date, after: day, note };
    await logRequestEvent(desk, trx, request, actor, event, now);
    if (day && statusIndex(request.status) < statusIndex("scheduled"))
      await moveTo(desk, trx, request, "scheduled", actor, now);
    if (day) await tellRequester(desk, trx, request, { kind: "visit", day, time: at }, now);
    return ok;
  });
}

/** A note on an item: internal, or visible to the customer. */
export async function addNote(
  desk: StaffDesk,
  item: { kind: "enquiry" | "service-request"; reference: string },
  text: string,
  visible: boolean,
  actor: Actor,
  now = new Date(),
): Promise<ChangeResult> {
  const write = async (trx: Transaction<Schema>, id: number) => {
    await recordEvent(
      desk.platform.database,
      trx,
      { kind: item.kind, id },
      actor,
      { action: "note", note: text, visible },
      now,
    );
    return ok;
  };
  return item.kind === "enquiry"
    ? onRow(desk, "enquiries", item.reference, (trx, enquiry) => write(trx, Number(enquiry.id)))
    : onRow(desk, "service_requests", item.reference, (trx, request) =>
        write(trx, Number(request.id)),
      );
}
