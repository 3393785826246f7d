/**
 * An SMTP server on loopback that keeps every message it receives, for tests of real delivery:
 * the envelope's sender and recipients and the raw message (headers and body).
 */
import type { AddressInfo } from "node:net";
import { SMTPServer } from "smtp-server";

export type ReceivedMail = { from: string; to: string[]; data: string };

export type SmtpRecorder = {
  port: number;
  /** Every message so far, in the order they arrived. */
  received: ReceivedMail[];
  /** The Subject header of each message, folded lines joined. */
  subjects(): string[];
  close(): Promise<void>;
};

export async function startSmtpRecorder(): Promise<SmtpRecorder> {
  const received: ReceivedMail[] = [];
  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    logger: false,
    onData(stream, session, callback) {
      let data = "";
      stream.on("data", (chunk: Buffer) => {
        data += chunk.toString();
      });
      stream.on("end", () => {
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : "",
          to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
          data,
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, "127.0.0.1", resolve));
  return {
    port: (smtp.server.address() as AddressInfo).port,
    received,
    subjects: () =>
      received.map(({ data }) => {
        const headers = (data.split(/\r?\n\r?\n/)[0] ?? "").replace(/\r?\n[ \t]+/g, " ");
        return /^Subject: (.*)$/im.exec(headers)?.[1] ?? "";
      }),
    close: () => new Promise<void>((resolve) => smtp.close(() => resolve())),
  };
}
