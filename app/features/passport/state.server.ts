/**
 * What is kept up to date from a unit's records: its condition now (the interpreter's reading,
 * shown on the fleet page without reading every record again) and its due dates (the due list
 * and the reminders read them through an index on the date).
 */
import type { Kysely, Transaction } from "kysely";
import { dayInIndia } from "#app/lib/india-day.ts";
import type { Schema } from "#app/platform/schema.ts";
import { type DueDate, dueDates } from "./due.ts";
import { judgeAsset } from "./judge.ts";
import type { TestType } from "./options.ts";
import { parseResults } from "./results.ts";

export type Trx = Kysely<Schema> | Transaction<Schema>;

export async function loadRecords(trx: Trx, assetId: number) {
  const rows = await trx
    .selectFrom("passport_test_records")
    .selectAll()
    .where("asset_id", "=", assetId)
    .orderBy("sampled_on")
    .orderBy("id")
    .execute();
  return rows.map((row) => ({ ...row, id: Number(row.id), results: parseResults(row.results) }));
}

export type LoadedRecord = Awaited<ReturnType<typeof loadRecords>>[number];

function latestOf(records: readonly LoadedRecord[]) {
  const last: Partial<Record<TestType, string>> = {};
  for (const record of records) {
    const kinds: [TestType, number][] = [
      ["oil", record.has_oil],
      ["dga", record.has_dga],
      ["furan", record.has_furan],
      ["electrical", record.has_electrical],
    ];
    for (const [type, has] of kinds) {
      const before = last[type];
      if (Number(has) === 1 && (before === undefined || record.sampled_on > before))
        last[type] = record.sampled_on;
    }
  }
  return last;
}

export async function intervalsOf(trx: Trx, assetId: number) {
  const rows = await trx
    .selectFrom("passport_due_intervals")
    .selectAll()
    .where("asset_id", "=", assetId)
    .execute();
  return Object.fromEntries(rows.map((row) => [row.test_type, row.months])) as Partial<
    Record<TestType, number | null>
  >;
}

/** Reads the asset's records again and stores its condition and its due dates. */
export async function refreshAsset(
  trx: Trx,
  assetId: number,
  now = new Date(),
): Promise<DueDate[]> {
  const asset = await trx
    .selectFrom("passport_assets")
    .selectAll()
    .where("id", "=", assetId)
    .executeTakeFirst();
  await trx.deleteFrom("passport_due").where("asset_id", "=", assetId).execute();
  if (!asset) return [];
  const today = dayInIndia(now);
  const records = await loadRecords(trx, assetId);
  const judgement = judgeAsset(asset, records, today);
  const last = latestOf(records);
  const lastTested = records.at(-1)?.sampled_on ?? null;
  await trx
    .updateTable("passport_assets")
    .set({
      condition: judgement.condition,
      condition_reason: judgement.reason,
      last_tested_on: lastTested,
    })
    .where("id", "=", assetId)
    .execute();
  if (asset.status === "retired" || asset.merged_into !== null) return [];
  const due = dueDates({
    registeredOn: asset.created_at.slice(0, 10),
    last,
    intervals: await intervalsOf(trx, assetId),
    condition: judgement.interpretation ? judgement.condition : null,
  });
  if (due.length > 0)
    await trx
      .insertInto("passport_due")
      .values(
        due.map((entry) => ({
          asset_id: assetId,
          customer_id: asset.customer_id,
          test_type: entry.testType,
          last_on: entry.lastOn,
          due_on: entry.dueOn,
        })),
      )
      .execute();
  return due;
}
