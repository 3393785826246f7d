/**
 * The e-mail that sends a report to a customer, queued in the platform's outbox in the same
 * transaction as its audit row and its private link. The mail layer carries no attachments, so
 * the message links to the PDF (links.server.ts, valid 90 days) and to the report's verify page.
 * Only the company's own words and the report's printed values go in it.
 */

import { company } from "#app/lib/company.ts";
import { escapeMarkup } from "#app/lib/escape.ts";
import { type Actor, recordEvent } from "#app/platform/audit-log.server.ts";
import type { Database } from "#app/platform/database.server.ts";
import type { Messages, NewMessage } from "#app/platform/messages.server.ts";
import { createReportLink, linkLifetimeDays, reportFilePath } from "./links.server.ts";
import { verifyUrl } from "./number.ts";
import type { ReportRow } from "./queries.server.ts";

export function reportMessage(
  report: ReportRow,
  siteUrl: string,
  to: string,
  fileUrl: string,
): NewMessage {
  const { asset, customer, sample } = report.snapshot;
  const url = verifyUrl(siteUrl, report.number, report.revision);
  const unit = `${asset.make} transformer, serial number ${asset.serialNumber} (${asset.rating}, ${asset.voltage})`;
  const lines = [
    `Test report ${report.number}, revision ${report.revision}`,
    "",
    `${company.shortName} has issued this report for ${customer.name}: the ${unit}, sample ${sample.labNumber} tested on ${sample.testedOn}.`,
    "",
    `Download the report (PDF; the link works for ${linkLifetimeDays} days): ${fileUrl}`,
    "",
    `Anyone you pass the report to can check it, and see whether it has been corrected, at: ${url}`,
    "",
    `For a copy of the PDF or any question about the results, reply to this e-mail or call ${company.phones[0].display}.`,
    "",
    company.name,
  ];
  const html = [
    `<p><strong>${escapeMarkup(lines[0] ?? "")}</strong></p>`,
    `<p>${escapeMarkup(lines[2] ?? "")}</p>`,
    `<p><a href="${escapeMarkup(fileUrl)}">Download the report</a> (PDF; the link works for ${linkLifetimeDays} days).</p>`,
    `<p>Anyone you pass the report to can check it, and see whether it has been corrected, at <a href="${escapeMarkup(url)}">${escapeMarkup(url)}</a>.</p>`,
    `<p>${escapeMarkup(lines[8] ?? "")}</p>`,
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
    const token = await createReportLink(trx, report.id, now);
    const fileUrl = new URL(reportFilePath(token), siteUrl).toString();
    await messages.enqueue(reportMessage(report, siteUrl, to, fileUrl), now, trx);
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
