import nodemailer from "nodemailer";
import { company } from "../../lib/company.ts";
import { escapeMarkup } from "../../lib/escape.ts";
import type { Logger } from "../../lib/logger.ts";
import type { Message } from "./messages.server.ts";
import { contactServiceOptions } from "./schema.ts";
import type { MailSettings } from "./settings.ts";
import type { Enquiry } from "./store.server.ts";

/** Every outbound call gives up after this long, so a hung provider never holds a worker. */
export const outboundTimeoutMs = 10_000;

export type Transport = {
  name: string;
  send(enquiry: Enquiry): Promise<void>;
  /** Any other e-mail: to `to_address`, or to the company (MAIL_TO) when it is empty. */
  sendMessage(message: Message): Promise<void>;
  close?(): void;
};

export type Email = { subject: string; text: string; html: string; replyTo: string };

const serviceLabels: Record<string, string> = Object.fromEntries(
  contactServiceOptions.map((option) => [option.value, option.label]),
);

function oneLine(text: string): string {
  return text.replace(/[\r\n\t]+/g, " ").trim();
}

export function serviceLabel(enquiry: Pick<Enquiry, "kind" | "service">): string {
  return enquiry.kind === "contact"
    ? (serviceLabels[enquiry.service] ?? enquiry.service)
    : enquiry.service;
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
    ["Received", `${enquiry.created_at.replace("T", " ").slice(0, 19)} UTC`],
    ["Form", enquiry.kind === "contact" ? "Contact page" : "Product enquiry"],
    [enquiry.kind === "contact" ? "Service" : "Product", what],
    ["Name", enquiry.name],
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
  };
}

export function createTransport(settings: MailSettings, logger: Logger): Transport {
  switch (settings.MAIL_TRANSPORT) {
    case "log":
      return {
        name: "log",
        async send(enquiry) {
          const email = composeEmail(enquiry);
          logger.info("enquiry delivered to the log", {
            reference: enquiry.reference,
            subject: email.subject,
            body: email.text,
          });
        },
        async sendMessage(message) {
          logger.info("message delivered to the log", {
            reference: message.reference,
            to: message.to_address ?? "the company",
            subject: message.subject,
            body: message.text,
          });
        },
      };
    case "smtp": {
      if (!settings.SMTP_URL) throw new Error("MAIL_TRANSPORT=smtp needs SMTP_URL");
      const url = new URL(settings.SMTP_URL);
      const secure = url.protocol === "smtps:";
      const transporter = nodemailer.createTransport({
        host: url.hostname,
        port: Number(url.port) || (secure ? 465 : 587),
        secure,
        auth: url.username
          ? { user: decodeURIComponent(url.username), pass: decodeURIComponent(url.password) }
          : undefined,
        // A server on this machine or a private network may use a certificate of its own.
        tls: { rejectUnauthorized: url.searchParams.get("tls") !== "insecure" },
        connectionTimeout: outboundTimeoutMs,
        greetingTimeout: outboundTimeoutMs,
        socketTimeout: outboundTimeoutMs,
      });
      return {
        name: "smtp",
        async send(enquiry) {
          const email = composeEmail(enquiry);
          await transporter.sendMail({
            from: settings.MAIL_FROM,
            to: settings.MAIL_TO,
            replyTo: { name: oneLine(enquiry.name), address: email.replyTo },
            subject: email.subject,
            text: email.text,
            html: email.html,
            headers: { "X-Enquiry-Reference": enquiry.reference },
          });
        },
        async sendMessage(message) {
          await transporter.sendMail({
            from: settings.MAIL_FROM,
            to: message.to_address ?? settings.MAIL_TO,
            replyTo: message.reply_to ?? undefined,
            subject: oneLine(message.subject).slice(0, 200),
            text: message.text,
            html: message.html,
            headers: { "X-Enquiry-Reference": message.reference },
          });
        },
        close: () => transporter.close(),
      };
    }
    case "emailjs": {
      const { EMAILJS_SERVICE_ID, EMAILJS_TEMPLATE_ID, EMAILJS_PUBLIC_KEY } = settings;
      if (!EMAILJS_SERVICE_ID || !EMAILJS_TEMPLATE_ID || !EMAILJS_PUBLIC_KEY) {
        throw new Error(
          "MAIL_TRANSPORT=emailjs needs EMAILJS_SERVICE_ID, EMAILJS_TEMPLATE_ID and EMAILJS_PUBLIC_KEY",
        );
      }
      const post = async (templateParams: Record<string, string>) => {
        const response = await fetch(settings.EMAILJS_API_URL, {
          method: "POST",
          headers: { "Content-Type": "application/json" },
          body: JSON.stringify({
            service_id: EMAILJS_SERVICE_ID,
            template_id: EMAILJS_TEMPLATE_ID,
            user_id: EMAILJS_PUBLIC_KEY,
            accessToken: settings.EMAILJS_PRIVATE_KEY,
            template_params: templateParams,
          }),
          signal: AbortSignal.timeout(outboundTimeoutMs),
        });
        // Any 2xx is success; the body is not read, as the specification says.
        await response.body?.cancel();
        if (!response.ok)
          throw new Error(`EmailJS answered ${response.status} ${response.statusText}`);
      };
      return {
        name: "emailjs",
        send: (enquiry) => post(emailJsTemplateParams(enquiry)),
        // The template must send to {{to_email}} when it is set (see README, "E-mail").
        sendMessage: (message) =>
          post({
            to_email: message.to_address ?? "",
            reply_to: message.reply_to ?? "",
            subject: message.subject,
            message: message.text,
            reference: message.reference,
          }),
      };
    }
  }
}
