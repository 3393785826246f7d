/**
 * The reports issued from the passport's test records: for the staff asset page (every revision)
 * and the customer's unit page (the latest revision of each number). One query per thousand
 * records, so a unit with many records costs a round trip or two.
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
  /** When and why a withdrawn report was withdrawn. */
  withdrawn: { at: string; reason: string } | null;
};

/**
 * Records asked about in one query: a unit's records are read in slices of this many, well
 * within SQLite's and PostgreSQL's limits on bound parameters, however long its history (online
 * DGA monitoring adds a record a day).
 */
const sliceSize = 1000;

function slices(recordIds: readonly number[]): number[][] {
  const ids = [...new Set(recordIds)].filter((id) => Number.isSafeInteger(id) && id > 0);
  return Array.from({ length: Math.ceil(ids.length / sliceSize) }, (_, index) =>
    ids.slice(index * sliceSize, (index + 1) * sliceSize),
  );
}

/**
 * Every revision of every report issued from `recordIds`, by number (year and sequence) and
 * revision, oldest first. A correction keeps its record, so all revisions of a number are here.
 */
export async function reportsForRecords(
  database: Database,
  recordIds: readonly number[],
): Promise<RecordReport[]> {
  const rows = [];
  for (const ids of slices(recordIds))
    rows.push(
      ...(await database.db
        .selectFrom("reports")
        .select([
          "test_record_id",
          "number",
          "year",
          "sequence",
          "revision",
          "status",
          "issued_at",
          "sha256",
          "withdrawn_at",
          "withdrawn_reason",
        ])
        .where("test_record_id", "in", ids)
        .execute()),
    );
  rows.sort(
    (a, b) =>
      Number(a.year) - Number(b.year) ||
      Number(a.sequence) - Number(b.sequence) ||
      Number(a.revision) - Number(b.revision),
  );
  // Every revision but the last of a number is superseded; the last is issued or withdrawn.
  return rows.map((row) => ({
    testRecordId: Number(row.test_record_id),
    number: row.number,
    revision: Number(row.revision),
    status: row.status,
    issuedAt: row.issued_at,
    sha256: row.sha256,
    latest: row.status !== "superseded",
    withdrawn:
      row.status === "withdrawn" && row.withdrawn_at
        ? { at: row.withdrawn_at, reason: row.withdrawn_reason ?? "" }
        : null,
  }));
}

/**
 * The latest revision of report `number` if it was issued from one of `recordIds` (the records of
 * one unit), else undefined: what a fleet link may hand out. A withdrawn report comes back
 * without its file: it is relied on no longer, so the link tells why instead of handing it out.
 */
export async function latestFromRecords(
  database: Database,
  number: string,
  recordIds: readonly number[],
): Promise<
  | { revision: number; pdf: Uint8Array; withdrawn: null }
  | { revision: number; withdrawn: { at: string; reason: string } }
  | undefined
> {
  for (const ids of slices(recordIds)) {
    const row = await database.db
      .selectFrom("reports")
      .select(["revision", "status", "withdrawn_at", "withdrawn_reason", "pdf"])
      .where("number", "=", number)
      .where("status", "!=", "superseded")
      .where("test_record_id", "in", ids)
      .executeTakeFirst();
    if (!row) continue;
    const revision = Number(row.revision);
    return row.status === "withdrawn"
      ? { revision, withdrawn: { at: row.withdrawn_at ?? "", reason: row.withdrawn_reason ?? "" } }
      : { revision, pdf: new Uint8Array(row.pdf), withdrawn: null };
  }
  return undefined;
}
