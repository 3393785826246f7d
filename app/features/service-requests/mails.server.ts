/**
 * The two e-mails of a service request as it arrives: the notice to the service desk with
 * everything the dispatcher needs, and the acknowledgement to the requester with the private
 * status link (the later updates to the requester are in update-mail.server.ts).
 * Every value is escaped in the HTML part and kept on one line where a header could be forged.
 */

import { company } from "#app/lib/company.ts";
import { escapeMarkup } from "#app/lib/escape.ts";
import { formatTime } from "#app/lib/indian-time.ts";
import type { NewMessage } from "#app/platform/messages.server.ts";
import { coolingOptions, symptomOptions, urgencyOptions } from "./options.ts";
import type { StoredRequest } from "./store.server.ts";

export const oneLine = (text: string) => text.replace(/[\r\n\t]+/g, " ").trim();
const labelOf = (options: readonly { value: string; label: string }[], value: string) =>
  options.find((option) => option.value === value)?.label ?? value;

/** The symptoms as the visitor chose them, in words. */
export function symptomsOf(request: Pick<StoredRequest, "symptoms" | "symptom_other">): string[] {
  const values = JSON.parse(request.symptoms) as string[];
  return values.map((value) =>
    value === "other" && request.symptom_other
      ? `Other: ${request.symptom_other}`
      : labelOf(symptomOptions, value),
  );
}

/** Label and value of every field, in the order of the form; empty ones are left out. */
export function requestRows(request: StoredRequest): [string, string][] {
  const rows: [string, string | null | undefined][] = [
    ["Reference", request.reference],
    ["Received", formatTime(request.created_at)],
    ["Urgency", labelOf(urgencyOptions, request.urgency)],
    ["Preferred date", request.preferred_date],
    ["Make", request.make],
    ["Rating", `${request.rating} ${request.rating_unit}`],
    ["Voltage", `${request.hv_kv} kV / ${request.lv_kv} kV`],
    ["Cooling", labelOf(coolingOptions, request.cooling)],
    ["Serial number", request.serial_number],
    ["Year of manufacture", request.year_of_manufacture?.toString()],
    [
      "OLTC",
      request.oltc === "yes" ? `Yes${request.oltc_make ? `, ${request.oltc_make}` : ""}` : "No",
    ],
    ["Symptoms", symptomsOf(request).join("; ")],
    ["Description", request.description],
    ["Company", request.company],
    ["Address", request.address],
    ["State", request.state],
    ["PIN code", request.pin],
    ["Access notes", request.access_notes],
    ["Name", request.name],
    ["Designation", request.designation],
    ["Mobile", request.mobile],
    ["E-mail", request.email],
  ];
  return rows.filter((row): row is [string, string] => Boolean(row[1]));
}

function htmlTable(rows: [string, string][]): string {
  return `<table cellpadding="6" style="border-collapse:collapse">${rows
    .map(
      ([label, value]) =>
        `<tr><th align="left" valign="top" style="border-bottom:1px solid #e6ecf3">${escapeMarkup(label)}</th><td style="border-bottom:1px solid #e6ecf3;white-space:pre-wrap">${escapeMarkup(value)}</td></tr>`,
    )
    .join("")}</table>`;
}

/**
 * A letter's text lines as HTML: each paragraph (lines between blank ones) escaped, and `link`,
 * the site's own address, made a link where it stands.
 */
export function letterHtml(lines: readonly string[], link?: string): string {
  return page(
    lines
      .join("\n")
      .split("\n\n")
      .map((paragraph) => {
        const escaped = escapeMarkup(paragraph);
        const linked = link
          ? escaped.replace(
              escapeMarkup(link),
              `<a href="${escapeMarkup(link)}">${escapeMarkup(link)}</a>`,
            )
          : escaped;
        return `<p style="white-space:pre-line">${linked}</p>`;
      })
      .join(""),
  );
}

const page = (body: string) =>
  `<!doctype html><html><body style="font-family:Arial,sans-serif;color:#2b3544;line-height:1.5">${body}</body></html>`;

/** To the service desk (MAIL_TO); replies go to the requester. */
/**
 * To the company's desk. `heldReason` is set when a breakdown is still held for review (it came
 * without the page's form token, as a first post without JavaScript does): the desk gets it at
 * once, marked, because a tripped transformer must not wait for the console's review queue.
 */
export function requestNotice(
  request: StoredRequest,
  photoCount: number,
  heldReason?: string,
): NewMessage {
  const urgency =
    request.urgency === "breakdown" ? "BREAKDOWN" : labelOf(urgencyOptions, request.urgency);
  const subject = oneLine(
    `${heldReason ? "[Held for review] " : ""}Service request ${request.reference} (${urgency}): ${request.rating} ${request.rating_unit} ${request.make}, ${request.company}, ${request.state}`,
  ).slice(0, 200);
  const held = heldReason
    ? `Held for review (${heldReason}): it did not come through the page's usual checks, as happens when it is sent without JavaScript or by a script. Call the mobile number to confirm before dispatching an engineer, then release it in the staff console; no acknowledgement was sent.`
    : undefined;
  const rows = requestRows(request);
  const photos =
    photoCount > 0
      ? `${photoCount} photo${photoCount > 1 ? "s" : ""} in the staff console.`
      : "No photos.";
  return {
    reference: request.reference,
    kind: "request-notice",
    replyTo: request.email,
    subject,
    text: [
      ...(held ? [held, ""] : []),
      `New service request from the ${company.shortName} website.`,
      "",
      ...rows.map(([label, value]) => `${label}: ${value}`),
      "",
      photos,
    ].join("\n"),
    html: page(
      `${held ? `<p><strong>${escapeMarkup(held)}</strong></p>` : ""}<p>New service request from the ${escapeMarkup(company.shortName)} website.</p>${htmlTable(rows)}<p>${escapeMarkup(photos)}</p>`,
    ),
  };
}

/**
 * The response target an acknowledgement states, in numbers: the matched plan's or the general
 * one (content/service-plans.yaml), worded by service plans and handed in by whoever starts this
 * feature (service plans read service requests, so this feature does not import them).
 */
export type AcknowledgedTarget = { planName: string | null; sentence: string };

/** The plan and the target, before anything is stored: what the acknowledgement needs. */
export type ResponseTargetOf = (facts: {
  email: string;
  mobile: string;
  urgency: string;
  state: string;
  receivedAt: string;
}) => Promise<AcknowledgedTarget>;

/**
 * To the requester: the reference, the response target that applies, the status link when there
 * is one (a request released by staff after review has none: its token was shown once and not
 * kept). The address was typed by whoever sent the form, so nothing else they typed appears in
 * it: no name, company, make or text, nor any link but the site's own status page. The mail then
 * tells a stranger at most that someone quoted their address on this site.
 */
export function requestAcknowledgement(
  request: StoredRequest,
  target: AcknowledgedTarget,
  statusUrl?: string,
): NewMessage {
  const desk = company.phones[0];
  const plan = target.planName
    ? `Your ${target.planName} service plan applies to this request. `
    : "";
  const next =
    request.urgency === "breakdown"
      ? `Our service desk treats a breakdown first. ${plan}${target.sentence} The call goes to the mobile number given in the request; if the transformer is off and nobody has called within that time, call ${desk.display} (24×7).`
      : `${plan}${target.sentence} The call goes to the mobile number given in the request.`;
  const link = statusUrl
    ? `Follow the request at any time on its private status page:\n${statusUrl}\nAnyone with this link can see the status, so keep it within your team.`
    : "You can follow the request with the status link shown when you sent it.";
  const lines = [
    "Hello,",
    "",
    `We have received a service request sent from our website with this address for replies. Its reference is ${request.reference}.`,
    "",
    next,
    "",
    link,
    "",
    `If you did not send this request, you need do nothing: reply to this e-mail or call ${desk.display} and we will remove your address from it.`,
    "",
    `${company.shortName}, service desk ${desk.display}`,
  ];
  const html = letterHtml(lines, statusUrl);
  return {
    reference: request.reference,
    kind: "request-acknowledgement",
    to: request.email,
    subject: `We have received your service request ${request.reference}`,
    text: lines.join("\n"),
    html,
  };
}
