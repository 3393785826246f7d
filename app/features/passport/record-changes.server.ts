/**
 * Correcting and deleting a test record. Each change is written with its audit row (the record
 * before and after) and the unit's condition and due dates read again, in one transaction. A
 * record that a report was issued from may be corrected (the report stays as issued; the form
 * says so) but not deleted: the report would point at nothing.
 */
import { reportsForRecords } from "#app/features/reports/public.server.ts";
import type { Actor } from "#app/platform/audit-log.server.ts";
import type { Database } from "#app/platform/database.server.ts";
import type { NewRecord } from "./record-form.ts";
import { changeUnitRecords, recordRow } from "./records.server.ts";
import { parseResults } from "./results.ts";

export type StoredRecord = NewRecord & { id: number; assetId: number };

/** One record of one unit, or undefined when the unit has no record of that id. */
export async function recordOf(
  database: Database,
  assetId: number,
  recordId: number,
): Promise<StoredRecord | undefined> {
  const row = await database.db
    .selectFrom("passport_test_records")
    .selectAll()
    .where("id", "=", recordId)
    .where("asset_id", "=", assetId)
    .executeTakeFirst();
  if (!row) return undefined;
  return {
    id: Number(row.id),
    assetId: Number(row.asset_id),
    sampledOn: row.sampled_on,
    testedOn: row.tested_on,
    samplePoint: row.sample_point,
    laboratory: row.laboratory,
    labSampleNo: row.lab_sample_no,
    results: parseResults(row.results),
  };
}

const logged = ({ assetId: _asset, ...record }: StoredRecord) => record;

/** Replaces a record's dates, sample point, laboratory and results; false when there is no such record. */
export async function updateRecord(
  database: Database,
  assetId: number,
  recordId: number,
  record: NewRecord,
  actor: Actor,
  now = new Date(),
): Promise<boolean> {
  const before = await recordOf(database, assetId, recordId);
  if (!before) return false;
  const change = { assetId, actor, action: "test-corrected", before: logged(before), now };
  await changeUnitRecords(database, change, async (trx) => {
    const { created_at: _created, asset_id: _asset, ...row } = recordRow(assetId, record, "");
    await trx
      .updateTable("passport_test_records")
      .set(row)
      .where("id", "=", recordId)
      .where("asset_id", "=", assetId)
      .execute();
    return { after: { id: recordId, ...record }, value: undefined };
  });
  return true;
}

/** Why a record was not deleted: there is none of that id, or reports (named) were issued from it. */
export type DeleteOutcome = { deleted: true } | { deleted: false; reports: string[] };

/** Deletes a record entered by mistake, unless a report was issued from it. */
export async function deleteRecord(
  database: Database,
  assetId: number,
  recordId: number,
  actor: Actor,
  now = new Date(),
): Promise<DeleteOutcome> {
  const before = await recordOf(database, assetId, recordId);
  if (!before) return { deleted: false, reports: [] };
  const reports = await reportsForRecords(database, [recordId]);
  if (reports.length > 0)
    return { deleted: false, reports: [...new Set(reports.map((report) => report.number))] };
  const change = { assetId, actor, action: "test-deleted", before: logged(before), now };
  await changeUnitRecords(database, change, async (trx) => {
    // A file attached to the record stays with the unit.
    await trx
      .updateTable("passport_attachments")
      .set({ record_id: null })
      .where("record_id", "=", recordId)
      .where("asset_id", "=", assetId)
      .execute();
    await trx
      .deleteFrom("passport_test_records")
      .where("id", "=", recordId)
      .where("asset_id", "=", assetId)
      .execute();
    return { after: null, value: undefined };
  });
  return { deleted: true };
}
