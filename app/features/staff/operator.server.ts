/**
 * The operator's actions of `npm run enquiries` from the console: release a held or spam item a
 * person judged real, try a dead delivery again, delete what the retention rule says has expired.
 * Each writes its audit row and wakes the outboxes.
 */
import {
  clearRequestScreening,
  type ResponseTargetOf,
  requestAcknowledgement,
  requestNotice,
} from "#app/features/service-requests/public.server.ts";
import { recordEvent } from "#app/platform/audit-log.server.ts";
import type { Actor } from "./actor.ts";
import type { ChangeResult } from "./changes.server.ts";
import type { StaffDesk } from "./desk.server.ts";

type Kind = "enquiry" | "service-request";

const notFound: ChangeResult = { ok: false, status: 404, message: "There is no such item." };
const notHeld: ChangeResult = {
  ok: false,
  status: 409,
  message: "Only an item held for review or judged spam can be released.",
};

/**
 * Sends a held or spam item after review. An enquiry goes back in the delivery queue; a service
 * request is marked clear and its notice queued, with the acknowledgement when e-mail goes out
 * (without a status link: its token was shown once and is not kept), stating the response target
 * `targetOf` finds for it as it was received.
 */
export async function releaseItem(
  desk: StaffDesk,
  kind: Kind,
  reference: string,
  actor: Actor,
  targetOf: ResponseTargetOf,
  now = new Date(),
): Promise<ChangeResult> {
  const { database, messages } = desk.platform;
  const { store } = desk.enquiries;
  if (kind === "enquiry") {
    const enquiry = await store.byReference(reference);
    if (!enquiry) return notFound;
    if (enquiry.status !== "held" && enquiry.status !== "spam") return notHeld;
    if ((await store.release(reference, now)) !== 1) return notHeld;
    await recordEvent(
      database,
      database.db,
      { kind, id: Number(enquiry.id) },
      actor,
      { action: "released", before: enquiry.status, after: "pending" },
      now,
    );
    desk.notify();
    return { ok: true };
  }
  // Read before the transaction, which must not wait on another query (one SQLite connection).
  const facts = await database.db
    .selectFrom("service_requests")
    .select(["email", "mobile", "urgency", "state", "created_at"])
    .where("reference", "=", reference)
    .executeTakeFirst();
  const target =
    facts && desk.platform.mailConfigured
      ? await targetOf({ ...facts, receivedAt: facts.created_at })
      : null;
  const result = await database.db.transaction().execute(async (trx): Promise<ChangeResult> => {
    const request = await trx
      .selectFrom("service_requests")
      .selectAll()
      .where("reference", "=", reference)
      .$if(database.dialect === "postgres", (query) => query.forUpdate())
      .executeTakeFirst();
    if (!request) return notFound;
    if (request.screening === "clear") return notHeld;
    const released = await clearRequestScreening(trx, request.id, now);
    const photos = await trx
      .selectFrom("service_request_photos")
      .select((eb) => eb.fn.countAll<number | string>().as("count"))
      .where("request_id", "=", request.id)
      .executeTakeFirst();
    // A held breakdown's notice went to the desk when it arrived (marked held): not twice.
    const noticed = await trx
      .selectFrom("messages")
      .select("id")
      .where("reference", "=", reference)
      .where("kind", "=", "request-notice")
      .executeTakeFirst();
    if (!noticed)
      await messages.enqueue(requestNotice(released, Number(photos?.count ?? 0)), now, trx);
    if (target) await messages.enqueue(requestAcknowledgement(released, target), now, trx);
    await recordEvent(
      database,
      trx,
      { kind, id: Number(request.id) },
      actor,
      {
        action: "released",
        before: request.screening,
        after: "clear",
        note: request.screening_reason ? `Screening: ${request.screening_reason}` : null,
      },
      now,
    );
    return { ok: true };
  });
  if (result.ok) desk.notify();
  return result;
}

/**
 * Puts a dead delivery back in the queue: an enquiry's own notice, or one of the item's e-mails
 * (`messageId`), which must belong to the item.
 */
export async function retryDelivery(
  desk: StaffDesk,
  kind: Kind,
  reference: string,
  messageId: number | undefined,
  actor: Actor,
  now = new Date(),
): Promise<ChangeResult> {
  const { database, messages } = desk.platform;
  const { store } = desk.enquiries;
  const item =
    kind === "enquiry"
      ? await store.byReference(reference)
      : await desk.requests.byReference(reference);
  if (!item) return notFound;
  const notDead: ChangeResult = {
    ok: false,
    status: 409,
    message: "Only a delivery that failed can be tried again.",
  };
  let what: string;
  if (messageId === undefined) {
    if (kind !== "enquiry") return notFound;
    if ((await store.retry({ reference }, now)) !== 1) return notDead;
    what = "Enquiry notice";
  } else {
    const message = (await messages.forReference(reference)).find(
      (candidate) => Number(candidate.id) === messageId,
    );
    if (!message) return notFound;
    if (!(await messages.retry(messageId, now))) return notDead;
    what = `E-mail: ${message.subject}`;
  }
  await recordEvent(
    database,
    database.db,
    { kind, id: Number(item.id) },
    actor,
    { action: "delivery-retried", before: "dead", after: "pending", note: what },
    now,
  );
  desk.notify();
  return { ok: true };
}

/**
 * Deletes the enquiries the retention rule says have expired (spam after 30 days; delivered,
 * failed and held ones after 24 months; pending ones never) and records how many, as the CLI's
 * purge does at start. The audit log itself is kept.
 */
export async function purgeExpired(desk: StaffDesk, actor: Actor, now = new Date()) {
  const { database } = desk.platform;
  const { store } = desk.enquiries;
  const count = await store.purgeExpired(now);
  await recordEvent(
    database,
    database.db,
    { kind: "enquiry", id: 0 },
    actor,
    {
      action: "purge",
      after: String(count),
      note: `${count} expired enquir${count === 1 ? "y" : "ies"} deleted`,
    },
    now,
  );
  return count;
}
