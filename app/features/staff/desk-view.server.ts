/**
 * What the desk shows on a service request besides what was sent: its plan and response clock,
 * how long ago it came in, its caller's phone and e-mail as links, and the other requests and
 * enquiries the same phone or e-mail sent within 24 hours of it.
 */

import type { ServicePlans } from "#app/features/service-plans/public.server.ts";
import { receivedAgo } from "#app/features/service-plans/public.ts";
import type { StoredRequest } from "#app/features/service-requests/public.server.ts";
import { formatTime } from "#app/lib/indian-time.ts";
import type { Database } from "#app/platform/database.server.ts";
import type { BarState } from "./action-bar.tsx";
import type { DeskView, Duplicate, RowClock } from "./desk-view.ts";
import type { Staff } from "./guard.server.ts";
import type { InboxRow } from "./inbox.server.ts";

const day = 86_400_000;
/** Enough for any honest caller; a flood of more is cut, not scanned. */
const nearbyLimit = 200;

const digits = (value: string) => value.replace(/\D/g, "").slice(-10);

/** Other items from the same phone (last 10 digits) or e-mail within 24 h either side. */
export async function sameSender(database: Database, request: StoredRequest): Promise<Duplicate[]> {
  const at = new Date(request.created_at).getTime();
  const from = new Date(at - day).toISOString();
  const to = new Date(at + day).toISOString();
  const [requests, enquiries] = await Promise.all([
    database.db
      .selectFrom("service_requests")
      .select(["reference", "created_at", "email", "mobile as phone"])
      .where("created_at", ">=", from)
      .where("created_at", "<=", to)
      .where("id", "!=", request.id)
      .orderBy("created_at")
      .limit(nearbyLimit)
      .execute(),
    database.db
      .selectFrom("enquiries")
      .select(["reference", "created_at", "email", "phone"])
      .where("created_at", ">=", from)
      .where("created_at", "<=", to)
      .orderBy("created_at")
      .limit(nearbyLimit)
      .execute(),
  ]);
  const email = request.email.trim().toLowerCase();
  const phone = digits(request.mobile);
  const same = (row: { email: string; phone: string }) =>
    row.email.trim().toLowerCase() === email ||
    (phone.length === 10 && digits(row.phone) === phone);
  return [
    ...requests.filter(same).map((row) => ({ kind: "service-request" as const, ...row })),
    ...enquiries.filter(same).map((row) => ({ kind: "enquiry" as const, ...row })),
  ]
    .sort((a, b) => (a.created_at < b.created_at ? -1 : 1))
    .map((row) => ({
      kind: row.kind,
      reference: row.reference,
      received: formatTime(row.created_at),
    }));
}

export async function deskView(
  database: Database,
  plans: ServicePlans,
  request: StoredRequest,
  now = new Date(),
): Promise<DeskView> {
  const [sla, duplicates] = await Promise.all([
    plans.sla.forRequests([{ ...request, id: Number(request.id) }], now),
    sameSender(database, request),
  ]);
  const found = sla.get(Number(request.id));
  if (!found) throw new Error("the clock of a stored request is missing");
  const parts = [found.clock.acknowledge, found.clock.site].filter((part) => part !== null);
  return {
    planLabel: found.planLabel,
    // Set by staff without a plan: "Not a plan customer's request".
    plan: found.source === "staff" ? (found.plan ?? "none") : "",
    customer: found.source === "staff" ? (found.customer ?? "") : "",
    attachedByStaff: found.source === "staff",
    targetText: found.targetText,
    clock: parts.map((part) => ({ label: part.label, text: part.text, tone: part.tone })),
    receivedAt: request.created_at,
    phone: request.mobile,
    email: request.email,
    duplicates,
  };
}

/** The desk's part of a service request's page: the clock, the caller and the bar's state. */
export async function deskLoader(
  staff: Staff,
  plans: ServicePlans,
  reference: string,
  now = new Date(),
) {
  const request = await staff.desk.requests.byReference(reference);
  if (!request) return null;
  return {
    view: await deskView(staff.desk.platform.database, plans, request, now),
    ago: receivedAgo(request.created_at, now),
    bar: {
      status: request.status,
      mine: request.engineer_id === staff.session.user.id,
      // A visit booked for a day without a time fills no time in: the field stays empty and
      // says which day is booked, rather than show an hour nobody set.
      visitAt:
        request.visit_date && request.visit_time
          ? `${request.visit_date}T${request.visit_time}`
          : "",
      visitDay: request.visit_date && !request.visit_time ? request.visit_date : "",
    } satisfies BarState,
  };
}

/**
 * The inbox's clock of each service request on the page: how long ago it came in and the target
 * that matters now (acknowledge until someone has, then on site), in words and colour.
 */
export async function inboxClocks(
  database: Database,
  plans: ServicePlans,
  rows: readonly InboxRow[],
  now = new Date(),
): Promise<Map<string, RowClock>> {
  const requests = rows.filter((row) => row.kind === "service-request");
  const clocks = new Map<string, RowClock>();
  if (requests.length === 0) return clocks;
  const states = await database.db
    .selectFrom("service_requests")
    .select(["id", "state"])
    .where(
      "id",
      "in",
      requests.map((row) => row.id),
    )
    .execute();
  const stateOf = new Map(states.map((row) => [Number(row.id), row.state]));
  const sla = await plans.sla.forRequests(
    requests.map((row) => ({
      id: row.id,
      email: row.email,
      mobile: row.phone,
      created_at: row.created_at,
      urgency: row.urgency ?? "",
      state: stateOf.get(row.id) ?? "",
      status: row.state,
    })),
    now,
  );
  for (const row of requests) {
    const found = sla.get(row.id);
    if (!found) continue;
    const { acknowledge, site } = found.clock;
    const part = acknowledge.state === "met" && site ? site : acknowledge;
    clocks.set(row.reference, {
      ago: receivedAgo(row.created_at, now),
      text: part.text,
      tone: part.tone,
    });
  }
  return clocks;
}
