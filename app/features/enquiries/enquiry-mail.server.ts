/** The company's notice of an enquiry, as e-mail and as EmailJS's template fields. */

import { company } from "#app/lib/company.ts";
import { escapeMarkup } from "#app/lib/escape.ts";
import { formatTime } from "#app/lib/indian-time.ts";
import { type Email, type Notice, oneLine, type Transport } from "#app/platform/mail.server.ts";
import type { Sender } from "#app/platform/outbox.server.ts";
import { contactServiceOptions } from "./schema.ts";
import type { Enquiry } from "./store.server.ts";

const serviceLabels: Record<string, string> = Object.fromEntries(
  contactServiceOptions.map((option) => [option.value, option.label]),
);

export function serviceLabel(enquiry: Pick<Enquiry, "kind" | "service">): string {
  return enquiry.kind === "contact"
    ? (serviceLabels[enquiry.service] ?? enquiry.service)
    : enquiry.service;
}

/** The visitor's company and plant, when given. */
function optionalRows(enquiry: Pick<Enquiry, "company" | "plant_location">): [string, string][] {
  const rows: [string, string][] = [];
  if (enquiry.company) rows.push(["Company", enquiry.company]);
  if (enquiry.plant_location) rows.push(["Plant location", enquiry.plant_location]);
  return rows;
}

/** The e-mail the company receives: subject with the service or product, every field, the reference. */
export function composeEmail(enquiry: Enquiry): Email {
  const what = serviceLabel(enquiry);
  const subject = oneLine(`Enquiry ${enquiry.reference}: ${what}, from ${enquiry.name}`).slice(
    0,
    200,
  );
  const rows: [string, string][] = [
    ["Reference", enquiry.reference],
    ["Received", formatTime(enquiry.created_at)],
    ["Form", enquiry.kind === "contact" ? "Contact page" : "Product enquiry"],
    [enquiry.kind === "contact" ? "Service" : "Product", what],
    ["Name", enquiry.name],
    ...optionalRows(enquiry),
    ["Email", enquiry.email],
    ["Phone", enquiry.phone],
    ["Page", enquiry.source_path],
  ];
  const text = [
    `New enquiry from the ${company.shortName} website.`,
    "",
    ...rows.map(([label, value]) => `${label}: ${oneLine(value)}`),
    "",
    "Message:",
    enquiry.message,
    "",
    "Reply to this e-mail to answer the visitor directly.",
  ].join("\n");
  const html = `<!doctype html><html><body style="font-family:Arial,sans-serif;color:#2b3544">
<p>New enquiry from the ${escapeMarkup(company.shortName)} website.</p>
<table cellpadding="6" style="border-collapse:collapse">${rows
    .map(
      ([label, value]) =>
        `<tr><th align="left" style="border-bottom:1px solid #e6ecf3">${escapeMarkup(label)}</th><td style="border-bottom:1px solid #e6ecf3">${escapeMarkup(oneLine(value))}</td></tr>`,
    )
    .join("")}</table>
<h3>Message</h3>
<p style="white-space:pre-wrap">${escapeMarkup(enquiry.message)}</p>
</body></html>`;
  return { subject, text, html, replyTo: enquiry.email };
}

/** The EmailJS template parameters of the specification, with the visitor's data. */
export function emailJsTemplateParams(enquiry: Enquiry) {
  return {
    from_name: enquiry.name,
    from_email: enquiry.email,
    message: enquiry.message,
    user_phone: enquiry.phone,
    user_email: enquiry.email,
    reply_to: enquiry.email,
    service: serviceLabel(enquiry),
    reference: enquiry.reference,
    company: enquiry.company ?? "",
    plant_location: enquiry.plant_location ?? "",
  };
}

export const enquiryNotice: Notice<Enquiry> = {
  compose: composeEmail,
  templateParams: emailJsTemplateParams,
};

/** The outbox's sender of enquiry notices through the platform's transport. */
export function enquirySender(transport: Transport): Sender<Enquiry> {
  return { name: transport.name, send: (enquiry) => transport.sendNotice(enquiry, enquiryNotice) };
}
