/**
 * The detail page's forms, one `intent` each: checked with zod, applied through changes.server.ts
 * and operator.server.ts, answered with a redirect back to the page (so a reload never sends a
 * form twice) or with the errors to show beside the fields.
 */
import { data, redirect } from "react-router";
import type { ServicePlans } from "#app/features/service-plans/public.server.ts";
import { parsePositiveInt } from "#app/lib/positive-int.ts";
import type { Actor } from "./actor.ts";
import {
  acknowledgeRequest,
  addNote,
  assignEngineer,
  type ChangeResult,
  setEnquiryStage,
  setRequestStatus,
  setVisitDate,
} from "./changes.server.ts";
import { readStaffForm, type Staff } from "./guard.server.ts";
import { allowed, type Intent, intents } from "./item-intents.ts";
import type { DetailKind } from "./items.server.ts";
import { releaseItem, retryDelivery } from "./operator.server.ts";

export type ActionAnswer = {
  intent: string;
  formError?: string;
  fieldErrors?: Record<string, string>;
  /** What was typed, so a refused form keeps it. */
  values?: Record<string, string>;
};

async function attachPlan(
  staff: Staff,
  plans: ServicePlans,
  reference: string,
  input: Extract<Intent, { intent: "plan" }>,
  actor: Actor,
): Promise<ChangeResult> {
  const request = await staff.desk.requests.byReference(reference);
  if (!request) return { ok: false, status: 404, message: "There is no such item." };
  await plans.subscribers.attach(
    Number(request.id),
    input.plan || null,
    input.plan && input.plan !== "none" ? input.customer : "",
    actor,
  );
  return { ok: true };
}

function apply(
  staff: Staff,
  kind: DetailKind,
  reference: string,
  input: Intent,
  actor: Actor,
  plans: ServicePlans,
): Promise<ChangeResult> {
  const { desk } = staff;
  switch (input.intent) {
    case "acknowledge":
      return acknowledgeRequest(desk, reference, actor);
    case "assign-me":
      return assignEngineer(desk, reference, actor.id, actor);
    case "schedule":
      return setVisitDate(
        desk,
        reference,
        input.visitAt.slice(0, 10),
        actor,
        new Date(),
        input.visitAt.slice(11, 16),
      );
    case "quick-note":
      return addNote(desk, { kind, reference }, input.quickNote, false, actor);
    case "plan":
      return attachPlan(staff, plans, reference, input, actor);
    case "stage":
      return setEnquiryStage(desk, reference, input.stage, actor, input.reason || undefined);
    case "status":
      return setRequestStatus(desk, reference, input.status, actor, input.reason || undefined);
    case "assign":
      return assignEngineer(desk, reference, input.engineer || null, actor);
    case "visit":
      return setVisitDate(desk, reference, input.visitDate || null, actor);
    case "note":
      return addNote(desk, { kind, reference }, input.note, input.visibility === "customer", actor);
    case "retry": {
      const id = input.message ? parsePositiveInt(input.message) : undefined;
      if (input.message && id === undefined)
        return Promise.resolve({ ok: false, status: 404, message: "There is no such e-mail." });
      return retryDelivery(desk, kind, reference, id, actor);
    }
    case "release":
      return releaseItem(desk, kind, reference, actor, plans.sla.targetFor);
  }
}

/** The intents that act on a request's work: whoever takes one vouches that it is real. */
const workIntents = new Set<Intent["intent"]>([
  "acknowledge",
  "assign-me",
  "schedule",
  "status",
  "assign",
  "visit",
]);

/**
 * A held request (no valid form token, as every request sent without JavaScript is) is released
 * when staff act on its work: its acknowledgement, with the customer's status link, goes out
 * then, not only after a separate "Release" the desk may never press. True when it was released,
 * so the confirmation says so.
 */
async function releaseOnWork(
  staff: Staff,
  kind: DetailKind,
  reference: string,
  intent: Intent["intent"],
  actor: Actor,
  plans: ServicePlans,
): Promise<boolean> {
  if (kind !== "service-request" || !workIntents.has(intent)) return false;
  const request = await staff.desk.requests.byReference(reference);
  if (!request || request.screening === "clear") return false;
  const released = await releaseItem(staff.desk, kind, reference, actor, plans.sla.targetFor);
  return released.ok;
}

const releasedNote = "It was released from review: its e-mails are queued.";

/** Handles one POST of the detail page. */
export async function itemAction(
  staff: Staff,
  kind: DetailKind,
  reference: string,
  request: Request,
  plans: ServicePlans,
) {
  const form = await readStaffForm(request);
  const values: Record<string, string> = {};
  for (const [name, value] of form)
    if (typeof value === "string" && name !== "csrf") values[name] = value;
  const intent = values.intent ?? "";
  const parsed = intents.safeParse(values);
  if (!parsed.success) {
    const fieldErrors: Record<string, string> = {};
    for (const issue of parsed.error.issues)
      fieldErrors[String(issue.path[0] ?? "form")] ??= issue.message;
    const answer: ActionAnswer = { intent, fieldErrors, values };
    if (fieldErrors.intent) answer.formError = "This form is not one the page offers.";
    return data(answer, { status: 400 });
  }
  if (!allowed[kind].includes(parsed.data.intent))
    return data({ intent, formError: "This change does not apply to this item." }, { status: 400 });
  const { user } = staff.session;
  const actor = { id: user.id, name: user.name };
  const released = await releaseOnWork(staff, kind, reference, parsed.data.intent, actor, plans);
  const result = await apply(staff, kind, reference, parsed.data, actor, plans);
  if (!result.ok) {
    const formError = released ? `${result.message} ${releasedNote}` : result.message;
    return data({ intent, formError, values } satisfies ActionAnswer, { status: result.status });
  }
  // A booked visit or a closed request queued an e-mail to the requester: sent now, not at the
  // outbox's next poll.
  staff.desk.notify();
  const done = released ? `released-${intent}` : intent;
  throw redirect(`/staff/items/${kind}/${encodeURIComponent(reference)}?done=${done}`, 303);
}

/** The confirmation shown after a change, by the `done` query parameter. */
export const doneMessages: Record<string, string> = {
  stage: "Stage changed.",
  status: "Status changed.",
  assign: "Engineer assignment saved.",
  visit: "Visit date saved.",
  note: "Note added.",
  retry: "Delivery queued again: the outbox sends it within a few seconds.",
  release: "Released: its e-mails are queued and go out within a few seconds.",
  acknowledge: "Acknowledged: the clock to acknowledge has stopped.",
  "assign-me": "Assigned to you.",
  schedule: "Visit scheduled.",
  "quick-note": "Note added.",
  plan: "Plan saved: the targets below follow it.",
  // A held request that staff work is released with it (releaseOnWork): the page says both.
  "released-acknowledge":
    "Released and acknowledged: the clock to acknowledge has stopped, and its e-mails are queued.",
  "released-assign-me": "Released and assigned to you: its e-mails are queued.",
  "released-schedule": "Released and scheduled: its e-mails are queued.",
  "released-status": "Released, and its status changed: its e-mails are queued.",
  "released-assign": "Released, and the engineer assignment saved: its e-mails are queued.",
  "released-visit": "Released, and the visit date saved: its e-mails are queued.",
};
