/**
 * What the customer sees of a request on its status page: the steps reached and when, the visit
 * date and time, the engineer's first name and the notes staff marked as visible. Internal notes, the
 * screening verdict and everything the staff console holds beyond that stay out.
 */

import { urgencyOptions } from "./options.ts";
import { type RequestStatus, requestStatuses, statusLabels } from "./status.ts";
import type { RequestStore, StoredRequest } from "./store.server.ts";

/** The path every request walks; Closed replaces the rest when staff close it early. */
const path = requestStatuses.filter((status) => status !== "closed");

export type TimelineStep = {
  status: RequestStatus;
  label: string;
  /** When it was reached (ISO), if it was. */
  at?: string;
  /** "skipped": passed over (staff booked the visit before naming the engineer, say). */
  state: "done" | "skipped" | "current" | "to-come";
};

const isStatus = (value: string | null): value is RequestStatus =>
  (requestStatuses as readonly string[]).includes(value ?? "");

export async function requestTimeline(store: RequestStore, request: StoredRequest) {
  const events = await store.events(request.id);
  const reachedAt = new Map<RequestStatus, string>([["received", request.created_at]]);
  for (const event of events) {
    // The latest time a status was entered: a status set again after a step back counts anew.
    if (isStatus(event.after)) reachedAt.set(event.after, event.at);
  }
  const current = isStatus(request.status) ? request.status : "received";
  const closed = current === "closed";
  const currentIndex = closed
    ? Math.max(...path.map((status, index) => (reachedAt.has(status) ? index : 0)))
    : path.indexOf(current);
  // A step behind the current one is done only if it happened: an engineer named counts as
  // "Engineer assigned" even when staff set a later status first.
  const happened = (status: RequestStatus) =>
    reachedAt.has(status) || (status === "assigned" && request.engineer_id !== null);
  const stateOf = (index: number): TimelineStep["state"] => {
    const status = path[index] as RequestStatus;
    if (index < currentIndex || (closed && index === currentIndex))
      return happened(status) ? "done" : "skipped";
    return index === currentIndex ? "current" : "to-come";
  };
  const steps: TimelineStep[] = path.map((status, index) => ({
    status,
    label: statusLabels[status],
    at: index <= currentIndex ? reachedAt.get(status) : undefined,
    state: stateOf(index),
  }));
  const notes = events
    .filter((event) => Boolean(event.visible) && event.note)
    .map((event) => ({ at: event.at, text: event.note ?? "" }))
    .reverse();
  return {
    reference: request.reference,
    status: current,
    statusLabel: statusLabels[current],
    closed: closed
      ? { at: reachedAt.get("closed"), reason: request.close_reason ?? undefined }
      : undefined,
    steps,
    notes,
    visitDate: request.visit_date ?? undefined,
    /** HH:MM in India, when staff booked the visit for a time of day. */
    visitTime: request.visit_date ? (request.visit_time ?? undefined) : undefined,
    engineer: await store.engineerFirstName(request.engineer_id),
    asset: `${request.rating} ${request.rating_unit} ${request.make}, ${request.hv_kv}/${request.lv_kv} kV`,
    site: `${request.company}, ${request.state}`,
    urgency:
      urgencyOptions.find((option) => option.value === request.urgency)?.label ?? request.urgency,
    receivedAt: request.created_at,
  };
}

export type RequestTimeline = Awaited<ReturnType<typeof requestTimeline>>;
