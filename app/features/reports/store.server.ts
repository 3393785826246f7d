/**
 * Issuing, correcting and withdrawing reports: this module is the only writer of `reports` and
 * `report_sequences`. Each change is one transaction with its row of the audit log: the number is
 * drawn, the PDF made from the snapshot, its SHA-256 taken and all stored together. A stored PDF
 * is never made again; a correction is a new revision that supersedes the one before.
 */
import type { Transaction } from "kysely";
import { dayInIndia } from "#app/lib/india-day.ts";
import { type Actor, recordEvent } from "#app/platform/audit-log.server.ts";
import type { Database } from "#app/platform/database.server.ts";
import type { Schema } from "#app/platform/schema.ts";
import { formatReportNumber, verifyUrl } from "./number.ts";
import { nextSequence } from "./numbering.server.ts";
import { renderReportPdf } from "./pdf.server.ts";
import { sha256Hex } from "./queries.server.ts";
import { type ReportSnapshot, snapshotSchema } from "./snapshot.ts";

export type IssueOptions = {
  /** The public origin the QR code and the footer point to (SITE_URL). */
  siteUrl: string;
  now?: Date;
};

export type Issued = { id: number; number: string; revision: number; sha256: string };

export type ReportChange =
  | { ok: true; issued?: Issued }
  | { ok: false; status: 404 | 409; message: string };

function checked(snapshot: ReportSnapshot): ReportSnapshot {
  const parsed = snapshotSchema.safeParse(snapshot);
  if (!parsed.success)
    throw new Error(`A report's snapshot is not valid: ${parsed.error.issues[0]?.message}`);
  return parsed.data;
}

async function store(
  trx: Transaction<Schema>,
  database: Database,
  report: {
    number: string;
    year: number;
    sequence: number;
    revision: number;
    snapshot: ReportSnapshot;
    correction: string | null;
  },
  actor: Actor,
  options: IssueOptions,
): Promise<Issued> {
  const now = options.now ?? new Date();
  const pdf = await renderReportPdf({
    number: report.number,
    revision: report.revision,
    issuedAt: now,
    issuedDay: dayInIndia(now),
    verifyUrl: verifyUrl(options.siteUrl, report.number, report.revision),
    snapshot: report.snapshot,
    correction: report.correction,
  });
  const sha256 = sha256Hex(pdf);
  const { asset, customer } = report.snapshot;
  const row = await trx
    .insertInto("reports")
    .values({
      number: report.number,
      year: report.year,
      sequence: report.sequence,
      revision: report.revision,
      status: "issued",
      snapshot: JSON.stringify(report.snapshot),
      test_record_id: report.snapshot.testRecordId,
      customer_name: customer.name,
      asset_label: `${asset.make} ${asset.serialNumber}`,
      pdf: Buffer.from(pdf),
      sha256,
      issued_at: now.toISOString(),
      issued_by_id: actor.id,
      issued_by_name: actor.name,
      correction: report.correction,
      superseded_at: null,
      superseded_by: null,
      withdrawn_at: null,
      withdrawn_reason: null,
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  const id = Number(row.id);
  await recordEvent(
    database,
    trx,
    { kind: "report", id },
    actor,
    {
      action: report.revision === 1 ? "issue" : "revise",
      after: `${report.number} revision ${report.revision}`,
      note: report.correction,
    },
    now,
  );
  return { id, number: report.number, revision: report.revision, sha256 };
}

/**
 * Issues a new report from `snapshot` (the passport's test record, or the console's form): a
 * number of this year in India, revision 1, the PDF and its hash. Throws on a snapshot that is
 * not valid: callers validate what people typed first.
 */
export async function issueReport(
  database: Database,
  snapshot: ReportSnapshot,
  actor: Actor,
  options: IssueOptions,
): Promise<Issued> {
  const valid = checked(snapshot);
  const now = options.now ?? new Date();
  const year = Number(dayInIndia(now).slice(0, 4));
  return database.db.transaction().execute(async (trx) => {
    const sequence = await nextSequence(trx, year);
    const number = formatReportNumber({ year, sequence });
    const report = { number, year, sequence, revision: 1, snapshot: valid, correction: null };
    return store(trx, database, report, actor, { ...options, now });
  });
}

const notFound = {
  ok: false,
  status: 404,
  message: "There is no report with this number.",
} as const;

async function current(trx: Transaction<Schema>, number: string) {
  return trx
    .selectFrom("reports")
    .select(["id", "year", "sequence", "revision", "status"])
    .where("number", "=", number)
    .orderBy("revision", "desc")
    .limit(1)
    .executeTakeFirst();
}

/** A corrected snapshot becomes the next revision; the one before is marked superseded. */
export async function supersedeReport(
  database: Database,
  number: string,
  snapshot: ReportSnapshot,
  correction: string,
  actor: Actor,
  options: IssueOptions,
): Promise<ReportChange> {
  const valid = checked(snapshot);
  const now = options.now ?? new Date();
  return database.db.transaction().execute(async (trx): Promise<ReportChange> => {
    const latest = await current(trx, number);
    if (!latest) return notFound;
    if (latest.status !== "issued")
      return { ok: false, status: 409, message: "A withdrawn report cannot be corrected." };
    const issued = await store(
      trx,
      database,
      {
        number,
        year: Number(latest.year),
        sequence: Number(latest.sequence),
        revision: Number(latest.revision) + 1,
        snapshot: valid,
        correction,
      },
      actor,
      { ...options, now },
    );
    // Only the revision read above, and only while still issued: a second correction made at the
    // same moment fails here or on the unique number and revision, and rolls back whole.
    const updated = await trx
      .updateTable("reports")
      .set({ status: "superseded", superseded_at: now.toISOString(), superseded_by: issued.id })
      .where("id", "=", latest.id)
      .where("status", "=", "issued")
      .executeTakeFirst();
    if (Number(updated.numUpdatedRows) !== 1)
      throw new Error(`${number} changed while it was being corrected`);
    return { ok: true, issued };
  });
}

/** Withdraws the report's current revision, with the reason shown on its verify page. */
export async function withdrawReport(
  database: Database,
  number: string,
  reason: string,
  actor: Actor,
  now = new Date(),
): Promise<ReportChange> {
  return database.db.transaction().execute(async (trx): Promise<ReportChange> => {
    const latest = await current(trx, number);
    if (!latest) return notFound;
    if (latest.status !== "issued")
      return { ok: false, status: 409, message: "This report is already withdrawn." };
    await trx
      .updateTable("reports")
      .set({ status: "withdrawn", withdrawn_at: now.toISOString(), withdrawn_reason: reason })
      .where("id", "=", latest.id)
      .where("status", "=", "issued")
      .execute();
    await recordEvent(
      database,
      trx,
      { kind: "report", id: Number(latest.id) },
      actor,
      { action: "withdraw", before: "issued", after: "withdrawn", note: reason },
      now,
    );
    return { ok: true };
  });
}
