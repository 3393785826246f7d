/** What is read of issued reports: a report's revisions, its files, the console's list. */
import { createHash } from "node:crypto";
import type { Selectable } from "kysely";
import type { Database } from "#app/platform/database.server.ts";
import { type ReportSnapshot, snapshotSchema } from "./snapshot.ts";
import type { ReportsTable } from "./tables.ts";

export type ReportRow = Omit<Selectable<ReportsTable>, "pdf" | "snapshot"> & {
  snapshot: ReportSnapshot;
};

export function sha256Hex(bytes: Uint8Array): string {
  return createHash("sha256").update(bytes).digest("hex");
}

const columns = [
  "id",
  "number",
  "year",
  "sequence",
  "revision",
  "status",
  "snapshot",
  "test_record_id",
  "customer_name",
  "asset_label",
  "sha256",
  "issued_at",
  "issued_by_id",
  "issued_by_name",
  "correction",
  "superseded_at",
  "superseded_by",
  "withdrawn_at",
  "withdrawn_reason",
] as const;

function toRow(row: Omit<Selectable<ReportsTable>, "pdf">): ReportRow {
  return {
    ...row,
    id: Number(row.id),
    year: Number(row.year),
    sequence: Number(row.sequence),
    revision: Number(row.revision),
    test_record_id: row.test_record_id === null ? null : Number(row.test_record_id),
    superseded_by: row.superseded_by === null ? null : Number(row.superseded_by),
    snapshot: snapshotSchema.parse(JSON.parse(row.snapshot)),
  };
}

/** The rows (revisions) of one report number. */
const ofReport = (database: Database, number: string) =>
  database.db.selectFrom("reports").where("number", "=", number);

/** Every revision of a report, oldest first; empty for a number never issued. */
export async function revisionsOf(database: Database, number: string): Promise<ReportRow[]> {
  const rows = await ofReport(database, number).select(columns).orderBy("revision").execute();
  return rows.map(toRow);
}

/** The PDF of one revision, byte for byte as issued. */
export async function reportFile(
  database: Database,
  number: string,
  revision: number,
): Promise<Uint8Array | undefined> {
  const row = await ofReport(database, number)
    .select("pdf")
    .where("revision", "=", revision)
    .executeTakeFirst();
  return row ? new Uint8Array(row.pdf) : undefined;
}

/** The revision of `number` whose file has this SHA-256, if any. */
export async function revisionWithHash(
  database: Database,
  number: string,
  sha256: string,
): Promise<number | undefined> {
  const row = await ofReport(database, number)
    .select("revision")
    .where("sha256", "=", sha256)
    .executeTakeFirst();
  return row ? Number(row.revision) : undefined;
}

export type ReportListRow = Pick<
  ReportRow,
  "number" | "revision" | "status" | "customer_name" | "asset_label" | "issued_at"
>;

/** The latest revision of every report, newest first, a page at a time. */
export async function listReports(
  database: Database,
  page: { offset: number; limit: number },
): Promise<{ rows: ReportListRow[]; total: number }> {
  // Every revision but the latest is superseded; the latest is issued or withdrawn.
  const base = database.db.selectFrom("reports").where("status", "!=", "superseded");
  const [rows, count] = await Promise.all([
    base
      .select(["number", "revision", "status", "customer_name", "asset_label", "issued_at"])
      .orderBy("year", "desc")
      .orderBy("sequence", "desc")
      .offset(page.offset)
      .limit(page.limit)
      .execute(),
    base.select((eb) => eb.fn.countAll<number>().as("count")).executeTakeFirstOrThrow(),
  ]);
  return {
    rows: rows.map((row) => ({ ...row, revision: Number(row.revision) })),
    total: Number(count.count),
  };
}
