/**
 * Test records: stored with what they hold (oil, DGA, furans, electrical) for the due dates, and
 * the unit's condition and due dates read again in the same transaction; every change audited.
 */
import type { Actor } from "#app/platform/audit-log.server.ts";
import type { Database } from "#app/platform/database.server.ts";
import { audit } from "./audit.server.ts";
import type { TestType } from "./options.ts";
import type { NewRecord } from "./record-form.ts";
import { testKindsOf } from "./results.ts";
import { loadRecords, refreshAsset, type Trx } from "./state.server.ts";

export function recordRow(assetId: number, record: NewRecord, at: string) {
  const kinds = testKindsOf(record.results);
  return {
    asset_id: assetId,
    sampled_on: record.sampledOn,
    tested_on: record.testedOn,
    sample_point: record.samplePoint,
    laboratory: record.laboratory,
    lab_sample_no: record.labSampleNo,
    results: JSON.stringify(record.results),
    has_oil: kinds.oil ? 1 : 0,
    has_dga: kinds.dga ? 1 : 0,
    has_furan: kinds.furan ? 1 : 0,
    has_electrical: kinds.electrical ? 1 : 0,
    created_at: at,
  };
}

/**
 * One change of a unit's test records or due intervals, in one transaction: `write` (which returns
 * the record as it is after the change, or null, and what the caller wants back; and `before`
 * when that is read inside the transaction), the audit row with before and after, and the unit's
 * condition and due dates read again.
 */
export function changeUnitRecords<T>(
  database: Database,
  change: { assetId: number; actor: Actor; action: string; before?: unknown; now: Date },
  write: (trx: Trx) => Promise<{ after: unknown; value: T; before?: unknown }>,
): Promise<T> {
  const { assetId, actor, action, now } = change;
  return database.db.transaction().execute(async (trx) => {
    const written = await write(trx);
    const { after, value } = written;
    const before = "before" in written ? written.before : change.before;
    await audit(database, trx, { kind: "asset", id: assetId }, actor, action, before, after, now);
    await refreshAsset(trx, assetId, now);
    return value;
  });
}

export function addRecord(
  database: Database,
  assetId: number,
  record: NewRecord,
  actor: Actor,
  now = new Date(),
): Promise<number> {
  const change = { assetId, actor, action: "test-recorded", before: null, now };
  return changeUnitRecords(database, change, async (trx) => {
    const { id } = await trx
      .insertInto("passport_test_records")
      .values(recordRow(assetId, record, now.toISOString()))
      .returning("id")
      .executeTakeFirstOrThrow();
    return { after: { id: Number(id), ...record }, value: Number(id) };
  });
}

export function recordsOf(database: Database, assetId: number) {
  return loadRecords(database.db, assetId);
}

/** Sets the interval of one test type for one asset: months, null (at each shutdown) or the default. */
export async function setInterval(
  database: Database,
  assetId: number,
  testType: TestType,
  months: number | null | "default",
  actor: Actor,
  now = new Date(),
) {
  const change = { assetId, actor, action: `interval-${testType}`, now };
  await changeUnitRecords(database, change, async (trx) => {
    const before = await trx
      .selectFrom("passport_due_intervals")
      .select("months")
      .where("asset_id", "=", assetId)
      .where("test_type", "=", testType)
      .executeTakeFirst();
    await trx
      .deleteFrom("passport_due_intervals")
      .where("asset_id", "=", assetId)
      .where("test_type", "=", testType)
      .execute();
    if (months !== "default")
      await trx
        .insertInto("passport_due_intervals")
        .values({ asset_id: assetId, test_type: testType, months })
        .execute();
    return { before: before ?? "default", after: months, value: undefined };
  });
}
