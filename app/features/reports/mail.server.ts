/**
 * The e-mail that sends a report to a customer, queued in the platform's outbox in the same
 * transaction as its audit row. The mail layer carries no attachments, so the message links to
 * the report's verify page, where the customer checks and reads it; the PDF itself comes from the
 * company's engineer or portal. Only the company's own words and the report's printed values go
 * in it: nothing typed by a visitor.
 */

import { company } from "~/lib/company";
import { escapeMarkup } from "~/lib/escape";
import { type Actor, recordEvent } from "~/platform/audit-log.server";
import type { Database } from "~/platform/database.server";
import type { Messages, NewMessage } from "~/platform/messages.server";
import { verifyUrl } from "./number.ts";
import type { ReportRow } from "./queries.server.ts";

export function reportMessage(report: ReportRow, siteUrl: string, to: string): NewMessage {
  const { asset, customer, sample } = report.snapshot;
  const url = verifyUrl(siteUrl, report.number, report.revision);
  const unit = `${asset.make} transformer, serial number ${asset.serialNumber} (${asset.rating}, ${asset.voltage})`;
  const lines = [
    `Test report ${report.number}, revision ${report.revision}`,
    "",
    `${company.shortName} has issued this report for ${customer.name}: the ${unit}, sample ${sample.labNumber} tested on ${sample.testedOn}.`,
    "",
    `See the report's status, its results and the fingerprint of the issued file, and check a copy you hold, at: ${url}`,
    "",
    `For a copy of the PDF or any question about the results, reply to this e-mail or call ${company.phones[0].display}.`,
    "",
    company.name,
  ];
  const html = [
    `<p><strong>${escapeMarkup(lines[0] ?? "")}</strong></p>`,
    `<p>${escapeMarkup(lines[2] ?? "")}</p>`,
    `<p>See the report's status, its results and the fingerprint of the issued file, and check a copy you hold, at <a href="${escapeMarkup(url)}">${escapeMarkup(url)}</a>.</p>`,
    `<p>${escapeMarkup(lines[6] ?? "")}</p>`,
    `<p>${escapeMarkup(company.name)}</p>`,
  ].join("\n");
  return {
    reference: report.number,
    kind: "report",
    to,
    replyTo: company.email,
    subject: `Test report ${report.number} (${asset.make} ${asset.serialNumber})`,
    text: lines.join("\n"),
    html,
  };
}

/** Queues the report's e-mail to `to` and records who sent it. */
export async function emailReport(
  database: Database,
  messages: Messages,
  report: ReportRow,
  to: string,
  actor: Actor,
  siteUrl: string,
  now = new Date(),
): Promise<void> {
  await database.db.transaction().execute(async (trx) => {
    await messages.enqueue(reportMessage(report, siteUrl, to), now, trx);
    await recordEvent(
      database,
      trx,
      { kind: "report", id: report.id },
      actor,
      { action: "email", after: to },
      now,
    );
  });
}
