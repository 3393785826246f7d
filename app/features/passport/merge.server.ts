/**
 * Merging a unit entered twice: the duplicate's records, files and linked requests move to the
 * unit that stays, and the duplicate is retired and points at it. Audited on both.
 */
import type { Actor } from "#app/platform/audit-log.server.ts";
import type { Database } from "#app/platform/database.server.ts";
import { assetById } from "./assets.server.ts";
import { audit, plain } from "./audit.server.ts";
import { refreshAsset } from "./state.server.ts";

/**
 * Merges a duplicate into the asset that stays: its test records, files and linked requests move
 * to the survivor, and the duplicate is retired and points at it. Both must be the same customer's.
 */
export async function mergeAssets(
  database: Database,
  survivorId: number,
  duplicateId: number,
  actor: Actor,
  now = new Date(),
): Promise<{ ok: true } | { ok: false; message: string }> {
  if (survivorId === duplicateId)
    return { ok: false, message: "Choose another asset to merge into this one" };
  const [survivor, duplicate] = await Promise.all([
    assetById(database, survivorId),
    assetById(database, duplicateId),
  ]);
  if (!survivor || !duplicate || survivor.customer_id !== duplicate.customer_id)
    return { ok: false, message: "Choose an asset of the same customer" };
  if (duplicate.merged_into !== null || survivor.merged_into !== null)
    return { ok: false, message: "That asset has already been merged" };
  await database.db.transaction().execute(async (trx) => {
    const moved = await trx
      .updateTable("passport_test_records")
      .set({ asset_id: survivorId })
      .where("asset_id", "=", duplicateId)
      .executeTakeFirst();
    await trx
      .updateTable("passport_attachments")
      .set({ asset_id: survivorId })
      .where("asset_id", "=", duplicateId)
      .execute();
    await trx
      .updateTable("passport_asset_requests")
      .set({ asset_id: survivorId })
      .where("asset_id", "=", duplicateId)
      .execute();
    await trx.deleteFrom("passport_due_intervals").where("asset_id", "=", duplicateId).execute();
    await trx
      .updateTable("passport_assets")
      .set({ status: "retired", merged_into: survivorId, updated_at: now.toISOString() })
      .where("id", "=", duplicateId)
      .execute();
    const after = {
      status: "retired",
      merged_into: survivorId,
      records_moved: Number(moved.numUpdatedRows),
    };
    await audit(
      database,
      trx,
      { kind: "asset", id: duplicateId },
      actor,
      "merged-into",
      plain(duplicate),
      after,
      now,
    );
    await audit(
      database,
      trx,
      { kind: "asset", id: survivorId },
      actor,
      "merged-from",
      null,
      { asset: duplicateId, ...after },
      now,
    );
    await refreshAsset(trx, duplicateId, now);
    await refreshAsset(trx, survivorId, now);
  });
  return { ok: true };
}
