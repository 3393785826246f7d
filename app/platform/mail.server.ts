import nodemailer from "nodemailer";
import type { Logger } from "#app/lib/logger.ts";
import type { Message } from "./messages.server.ts";
import type { MailSettings } from "./settings.ts";

/** Every outbound call gives up after this long, so a hung provider never holds a worker. */
export const outboundTimeoutMs = 10_000;

/** What a notice needs of its item: its reference and who sent it (the Reply-To name). */
type Notified = { reference: string; name: string };

export type Transport = {
  name: string;
  /** The company's notice of `item`, to MAIL_TO, written by the feature's `notice`. */
  sendNotice<T extends Notified>(item: T, notice: Notice<T>): Promise<void>;
  /** Any other e-mail: to `to_address`, or to the company (MAIL_TO) when it is empty. */
  sendMessage(message: Message): Promise<void>;
  close?(): void;
};

export type Email = { subject: string; text: string; html: string; replyTo: string };

/** How the company's notice of an item is written: the e-mail, and EmailJS's template fields. */
export type Notice<T> = {
  compose(item: T): Email;
  templateParams(item: T): Record<string, string>;
};

/** Folds a value onto one line, as a header or a table cell needs it. */
export function oneLine(text: string): string {
  return text.replace(/[\r\n\t]+/g, " ").trim();
}

export function createTransport(settings: MailSettings, logger: Logger): Transport {
  switch (settings.MAIL_TRANSPORT) {
    case "log":
      return {
        name: "log",
        async sendNotice(enquiry, notice) {
          const email = notice.compose(enquiry);
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
        async sendNotice(enquiry, notice) {
          const email = notice.compose(enquiry);
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
        sendNotice: (enquiry, notice) => post(notice.templateParams(enquiry)),
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
