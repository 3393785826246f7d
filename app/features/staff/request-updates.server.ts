/**
 * The requester hears from the desk when the visit is booked or moved and when the request is
 * closed: one e-mail, queued in the change's own transaction (the outbox sends it after). Not for
 * a request still held or marked spam, which had no acknowledgement either, nor without a mail
 * transport (MAIL_TRANSPORT=log), as the acknowledgement.
 */
import type { Transaction } from "kysely";
import {
  type RequestUpdate,
  requestUpdate,
  type StoredRequest,
} from "#app/features/service-requests/public.server.ts";
import type { Schema } from "#app/platform/schema.ts";
import type { StaffDesk } from "./desk.server.ts";

export async function tellRequester(
  desk: StaffDesk,
  trx: Transaction<Schema>,
  request: Pick<StoredRequest, "reference" | "email" | "screening">,
  update: RequestUpdate,
  now: Date,
): Promise<void> {
  if (!desk.platform.mailConfigured || request.screening !== "clear") return;
  await desk.platform.messages.enqueue(requestUpdate(request, update), now, trx);
}
