/**
 * To the requester, when staff book the visit or close the request: the reference and what
 * changed, in the desk's words. As with the acknowledgement, the address was typed by whoever
 * sent the form: nothing else they typed appears, and no link but the site's own.
 */
import { company } from "#app/lib/company.ts";
import type { NewMessage } from "#app/platform/messages.server.ts";
import { letterHtml, oneLine } from "./mails.server.ts";
import type { StoredRequest } from "./store.server.ts";
import { visitWhen } from "./visit-words.ts";

export type RequestUpdate =
  | { kind: "visit"; day: string; time: string | null }
  | { kind: "closed"; reason: string | null };

export function requestUpdate(
  request: Pick<StoredRequest, "reference" | "email">,
  update: RequestUpdate,
): NewMessage {
  const desk = company.phones[0];
  const { reference } = request;
  const [subject, news] =
    update.kind === "visit"
      ? [
          `Visit booked for your service request ${reference}`,
          update.time
            ? `Our engineer is booked to reach the site on ${visitWhen(update.day, update.time)}. If the site cannot receive the engineer then, call ${desk.display} to move the visit.`
            : `Our engineer is booked to visit the site on ${visitWhen(update.day, null)}; the desk calls you to agree the time. If the site cannot receive the engineer that day, call ${desk.display} to move the visit.`,
        ]
      : [
          `Your service request ${reference} is closed`,
          `We have closed service request ${reference}.${update.reason ? ` Our note: ${oneLine(update.reason)}` : ""} If the transformer needs us again, send a new request or call ${desk.display} (24×7).`,
        ];
  const lines = [
    "Hello,",
    "",
    news,
    "",
    "Follow the request on its private status page, with the link in our first e-mail about it.",
    "",
    `${company.shortName}, service desk ${desk.display}`,
  ];
  const html = letterHtml(lines);
  return {
    reference,
    kind: "request-update",
    to: request.email,
    subject,
    text: lines.join("\n"),
    html,
  };
}
