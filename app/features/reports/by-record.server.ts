/**
 * The reports issued from the passport's test records: for the staff asset page (every revision)
 * and the customer's unit page (the latest revision of each number). One query for any number of
 * records, so a unit with many records costs one round trip.
 */
import type { Database } from "#app/platform/database.server.ts";
import type { ReportsTable } from "./tables.ts";

export type RecordReport = {
  testRecordId: number;
  number: string;
  revision: number;
  status: ReportsTable["status"];
  issuedAt: string;
  sha256: string;
  /** True for the revision the verify page calls current (or the withdrawn last one). */
  latest: boolean;
};

/** Most records asked about at once: a unit's whole history fits many times over. */
export const maxRecordIds = 2000;

/**
 * Every revision of every report issued from `recordIds`, by number (year and sequence) and
 * revision, oldest first. A correction keeps its record, so all revisions of a number are here.
 */
export async function reportsForRecords(
  database: Database,
  recordIds: readonly number[],
): Promise<RecordReport[]> {
  const ids = [...new Set(recordIds)].filter((id) => Number.isSafeInteger(id) && id > 0);
  if (ids.length === 0) return [];
  if (ids.length > maxRecordIds)
    throw new Error(`reportsForRecords takes at most ${maxRecordIds} records at once`);
  const rows = await database.db
    .selectFrom("reports")
    .select(["test_record_id", "number", "revision", "status", "issued_at", "sha256"])
    .where("test_record_id", "in", ids)
    .orderBy("year")
    .orderBy("sequence")
    .orderBy("revision")
    .execute();
  // Every revision but the last of a number is superseded; the last is issued or withdrawn.
  return rows.map((row) => ({
    testRecordId: Number(row.test_record_id),
    number: row.number,
    revision: Number(row.revision),
    status: row.status,
    issuedAt: row.issued_at,
    sha256: row.sha256,
    latest: row.status !== "superseded",
  }));
}

/**
 * The latest revision of report `number` if it was issued from one of `recordIds` (the records of
 * one unit), else undefined: what a fleet link may hand out.
 */
export async function latestFromRecords(
  database: Database,
  number: string,
  recordIds: readonly number[],
): Promise<{ revision: number; pdf: Uint8Array } | undefined> {
  const ids = recordIds.filter((id) => Number.isSafeInteger(id) && id > 0);
  if (ids.length === 0 || ids.length > maxRecordIds) return undefined;
  const row = await database.db
    .selectFrom("reports")
    .select(["revision", "pdf"])
    .where("number", "=", number)
    .where("status", "!=", "superseded")
    .where("test_record_id", "in", ids)
    .executeTakeFirst();
  return row ? { revision: Number(row.revision), pdf: new Uint8Array(row.pdf) } : undefined;
}
