/**
 * One item as its detail page shows it: everything submitted, how the server judged it, the
 * delivery of its e-mails, its photos (as links, never bytes) and its audit trail. Only values
 * meant for staff leave here: the status token's hash stays in the database.
 */
import { requestRows } from "#app/features/service-requests/public.server.ts";
import { formatDay, formatTime } from "#app/lib/indian-time.ts";
import { eventsOf } from "#app/platform/audit-log.server.ts";
import { listStaff } from "./accounts.server.ts";
import { actionLabels } from "./audit-labels.ts";
import type { StaffDesk } from "./desk.server.ts";
import { deliveryLabels, kindLabels, stateLabel, subjectLabel } from "./inbox-filters.ts";

export type DetailKind = "enquiry" | "service-request";
export const detailKinds: readonly DetailKind[] = ["enquiry", "service-request"];

export type MessageView = {
  id: number;
  kind: string;
  to: string;
  subject: string;
  status: string;
  attempts: number;
  lastError: string | null;
  created: string;
  sent: string;
};

export type EventView = {
  id: number;
  at: string;
  actor: string;
  staff: boolean;
  action: string;
  before: string | null;
  after: string | null;
  note: string | null;
  visible: boolean;
};

export type ItemDetail = {
  kind: DetailKind;
  reference: string;
  title: string;
  /** An enquiry's stage or a request's status, as stored and in words. */
  state: string;
  stateLabel: string;
  /** An enquiry's delivery, a request's screening. */
  delivery: string;
  deliveryLabel: string;
  urgency: string | null;
  /** The company the sender named (a request always names one; an enquiry may). */
  company: string | null;
  rows: [string, string][];
  /** How the server judged and handled it: address, browser, screening, tries. */
  handling: [string, string][];
  messages: MessageView[];
  events: EventView[];
  photos: { position: number; width: number; height: number }[];
  engineerId: string | null;
  engineerName: string | null;
  visitDate: string | null;
  visitTime?: string | null;
  closeReason: string | null;
};

const messageKinds: Record<string, string> = {
  "request-notice": "Notice to the service desk",
  "request-acknowledgement": "Acknowledgement to the customer",
  "request-update": "Update to the customer",
};

function stateWords(action: string, value: string | null, kind: DetailKind): string | null {
  if (value === null) return null;
  if (action === "stage" || action === "status" || action === "received")
    return stateLabel(kind === "enquiry" ? "contact" : "service-request", value);
  if (action === "released") return deliveryLabels[value] ?? value;
  if (action === "visit-date") return formatDay(value);
  return value;
}

async function itemExtras(desk: StaffDesk, kind: DetailKind, id: number, reference: string) {
  const events = await eventsOf(desk.platform.database, { kind, id });
  const messages = await desk.platform.messages.forReference(reference);
  return {
    events: events.map(
      (event): EventView => ({
        id: event.id,
        at: formatTime(event.at),
        actor: event.actor_name,
        staff: event.actor_id !== null,
        action: actionLabels[event.action] ?? event.action,
        before: stateWords(event.action, event.before, kind),
        after: stateWords(event.action, event.after, kind),
        note: event.note,
        visible: event.visible,
      }),
    ),
    messages: messages.map(
      (message): MessageView => ({
        id: Number(message.id),
        kind: messageKinds[message.kind] ?? message.kind,
        to: message.to_address ?? "the service desk (MAIL_TO)",
        subject: message.subject,
        status: message.status,
        attempts: message.attempts,
        lastError: message.last_error,
        created: formatTime(message.created_at),
        sent: formatTime(message.sent_at),
      }),
    ),
  };
}

const present = (rows: [string, string | null | undefined][]) =>
  rows.filter((row): row is [string, string] => Boolean(row[1]));

export async function enquiryDetail(
  desk: StaffDesk,
  reference: string,
): Promise<ItemDetail | null> {
  const enquiry = await desk.enquiries.store.byReference(reference);
  if (!enquiry) return null;
  const label = kindLabels[enquiry.kind];
  return {
    kind: "enquiry",
    company: enquiry.company ?? null,
    reference,
    title: `${label} ${reference}`,
    state: enquiry.stage,
    stateLabel: stateLabel(enquiry.kind, enquiry.stage),
    delivery: enquiry.status,
    deliveryLabel: deliveryLabels[enquiry.status] ?? enquiry.status,
    urgency: null,
    rows: present([
      ["Reference", enquiry.reference],
      ["Received", formatTime(enquiry.created_at)],
      ["Form", label],
      ["Name", enquiry.name],
      ["Company", enquiry.company],
      ["Plant location", enquiry.plant_location],
      ["E-mail", enquiry.email],
      ["Phone", enquiry.phone],
      [
        enquiry.kind === "product" ? "Product" : "Service",
        subjectLabel(enquiry.kind, enquiry.service),
      ],
      ["Message", enquiry.message],
    ]),
    handling: present([
      ["Notice to the company", deliveryLabels[enquiry.status] ?? enquiry.status],
      ["Delivery tries", String(enquiry.attempts)],
      ["Sent", formatTime(enquiry.sent_at)],
      ["Last delivery error", enquiry.last_error],
      ["Why it was held or judged spam", enquiry.spam_reason],
      ["Sent from page", enquiry.source_path],
      ["Address", enquiry.ip],
      ["Browser", enquiry.user_agent],
    ]),
    ...(await itemExtras(desk, "enquiry", Number(enquiry.id), reference)),
    photos: [],
    engineerId: null,
    engineerName: null,
    visitDate: null,
    closeReason: null,
  };
}

export async function requestDetail(
  desk: StaffDesk,
  reference: string,
): Promise<ItemDetail | null> {
  const request = await desk.requests.byReference(reference);
  if (!request) return null;
  const photos = await desk.requests.photos(request.id);
  const rows = requestRows(request).map(([label, value]): [string, string] =>
    label === "Received" ? [label, formatTime(request.created_at)] : [label, value],
  );
  return {
    kind: "service-request",
    company: request.company,
    reference,
    title: `Service request ${reference}`,
    state: request.status,
    stateLabel: stateLabel("service-request", request.status),
    delivery: request.screening,
    deliveryLabel: deliveryLabels[request.screening] ?? request.screening,
    urgency: request.urgency,
    rows,
    handling: present([
      ["Screening", deliveryLabels[request.screening] ?? request.screening],
      ["Screening note", request.screening_reason],
      ["Last change", formatTime(request.updated_at)],
      ["Address", request.ip],
      ["Browser", request.user_agent],
    ]),
    ...(await itemExtras(desk, "service-request", Number(request.id), reference)),
    photos: photos.map((photo) => ({
      position: photo.position,
      width: photo.width,
      height: photo.height,
    })),
    engineerId: request.engineer_id,
    engineerName: request.engineer_id
      ? ((
          await desk.platform.database.db
            .selectFrom("staff_user")
            .select("name")
            .where("id", "=", request.engineer_id)
            .executeTakeFirst()
        )?.name ?? "A deleted account")
      : null,
    visitDate: request.visit_date,
    visitTime: request.visit_time,
    closeReason: request.close_reason,
  };
}

/** Active accounts, the engineers a request can be assigned to. */
export async function engineers(desk: StaffDesk) {
  const accounts = await listStaff(desk.auth);
  return accounts
    .filter((account) => !account.disabled)
    .map((account) => ({ id: account.id, name: account.name }));
}

/** One photo's bytes, for signed-in staff only (the route is behind the console's guard). */
export async function photoOf(desk: StaffDesk, reference: string, position: number) {
  const request = await desk.requests.byReference(reference);
  if (!request) return undefined;
  const photos = await desk.requests.photos(request.id);
  return photos.find((photo) => photo.position === position);
}
