/**
 * The units a customer owns: created by hand or from a service request, changed, linked to the
 * requests made about them, and merged when the same unit was entered twice. Every change is in
 * the audit log with the row before and after.
 */

import type { Selectable, Transaction } from "kysely";
import { sql } from "kysely";
import type { Actor } from "#app/platform/audit-log.server.ts";
import type { Database } from "#app/platform/database.server.ts";
import type { Schema } from "#app/platform/schema.ts";
import { audit, plain } from "./audit.server.ts";
import type { AssetInput } from "./schema.ts";
import { refreshAsset } from "./state.server.ts";
import type { AssetsTable } from "./tables.ts";

export type Asset = Selectable<AssetsTable>;

export function assetRow(input: AssetInput) {
  return {
    site_id: input.siteId ?? null,
    kind: input.kind,
    tag: input.tag,
    make: input.make,
    serial: input.serial ?? null,
    year: input.year ?? null,
    rating: input.rating ?? null,
    rating_unit: input.ratingUnit,
    hv_kv: input.hvKv ?? null,
    lv_kv: input.lvKv ?? null,
    vector_group: input.vectorGroup ?? null,
    cooling: input.cooling ?? null,
    oil_type: input.oilType,
    oil_volume_l: input.oilVolumeL ?? null,
    oltc_make: input.oltcMake ?? null,
    oltc_type: input.oltcMake ? (input.oltcType ?? null) : null,
    iec_category: input.iecCategory,
    status: input.status,
  };
}

export async function assetById(database: Database, id: number): Promise<Asset | undefined> {
  return database.db
    .selectFrom("passport_assets")
    .selectAll()
    .where("id", "=", id)
    .executeTakeFirst();
}

export function assetsOf(database: Database, customerId: number) {
  return database.db
    .selectFrom("passport_assets")
    .selectAll()
    .where("customer_id", "=", customerId)
    .orderBy("tag")
    .orderBy("id")
    .execute();
}

async function siteBelongs(database: Database, customerId: number, siteId: number | null) {
  if (siteId === null) return true;
  const site = await database.db
    .selectFrom("passport_sites")
    .select("id")
    .where("id", "=", siteId)
    .where("customer_id", "=", customerId)
    .executeTakeFirst();
  return site !== undefined;
}

/** Writes a new asset row of the customer and its audit row ("created" or "imported"); returns its id. */
export async function insertAsset(
  database: Database,
  trx: Transaction<Schema>,
  customerId: number,
  row: ReturnType<typeof assetRow>,
  actor: Actor,
  action: "created" | "imported",
  now: Date,
) {
  const at = now.toISOString();
  const { id } = await trx
    .insertInto("passport_assets")
    .values({ ...row, customer_id: customerId, merged_into: null, created_at: at, updated_at: at })
    .returning("id")
    .executeTakeFirstOrThrow();
  const assetId = Number(id);
  await audit(database, trx, { kind: "asset", id: assetId }, actor, action, null, row, now);
  return assetId;
}

export type AssetSaved = { ok: true; id: number } | { ok: false; field: string; message: string };

/** A new asset of the customer; `requestReference` links the request it was made from. */
export async function createAsset(
  database: Database,
  customerId: number,
  input: AssetInput,
  actor: Actor,
  now = new Date(),
  requestReference?: string,
): Promise<AssetSaved> {
  const row = assetRow(input);
  if (!(await siteBelongs(database, customerId, row.site_id)))
    return { ok: false, field: "siteId", message: "Choose one of this customer's sites" };
  return database.db.transaction().execute(async (trx) => {
    const assetId = await insertAsset(database, trx, customerId, row, actor, "created", now);
    if (requestReference) await linkInside(database, trx, assetId, requestReference, actor, now);
    await refreshAsset(trx, assetId, now);
    return { ok: true as const, id: assetId };
  });
}

export async function updateAsset(
  database: Database,
  id: number,
  input: AssetInput,
  actor: Actor,
  now = new Date(),
): Promise<AssetSaved> {
  const before = await assetById(database, id);
  if (!before) return { ok: false, field: "form", message: "There is no such asset." };
  const row = assetRow(input);
  if (!(await siteBelongs(database, before.customer_id, row.site_id)))
    return { ok: false, field: "siteId", message: "Choose one of this customer's sites" };
  await database.db.transaction().execute(async (trx) => {
    await trx
      .updateTable("passport_assets")
      .set({ ...row, updated_at: now.toISOString() })
      .where("id", "=", id)
      .execute();
    await audit(database, trx, { kind: "asset", id }, actor, "updated", plain(before), row, now);
    await refreshAsset(trx, id, now);
  });
  return { ok: true, id };
}

/** Links a service request to an asset (a request belongs to one asset; linking again moves it). */
export async function linkRequest(
  database: Database,
  assetId: number,
  reference: string,
  actor: Actor,
  now = new Date(),
) {
  await database.db
    .transaction()
    .execute((trx) => linkInside(database, trx, assetId, reference, actor, now));
}

/** The link and its audit row (with the asset the request was linked to before, if any). */
async function linkInside(
  database: Database,
  trx: Transaction<Schema>,
  assetId: number,
  reference: string,
  actor: Actor,
  now: Date,
) {
  const before = await trx
    .selectFrom("passport_asset_requests")
    .selectAll()
    .where("request_reference", "=", reference)
    .executeTakeFirst();
  const at = now.toISOString();
  await trx
    .insertInto("passport_asset_requests")
    .values({ asset_id: assetId, request_reference: reference, linked_at: at })
    .onConflict((oc) =>
      oc.column("request_reference").doUpdateSet({ asset_id: assetId, linked_at: at }),
    )
    .execute();
  await audit(
    database,
    trx,
    { kind: "asset", id: assetId },
    actor,
    "request-linked",
    before ?? null,
    reference,
    now,
  );
}

export function requestsOf(database: Database, assetId: number) {
  return database.db
    .selectFrom("passport_asset_requests")
    .selectAll()
    .where("asset_id", "=", assetId)
    .orderBy("linked_at")
    .execute();
}

/** Customers whose name is `name` in any case, with how many units each has. */
export function customersNamed(database: Database, name: string) {
  return database.db
    .selectFrom("passport_customers")
    .leftJoin("passport_assets", (join) =>
      join
        .onRef("passport_assets.customer_id", "=", "passport_customers.id")
        .on("passport_assets.merged_into", "is", null),
    )
    .select(["passport_customers.id", "passport_customers.name"])
    .select((eb) => eb.fn.count<number>("passport_assets.id").as("units"))
    .where(sql<string>`lower(passport_customers.name)`, "=", name.trim().toLowerCase())
    .groupBy(["passport_customers.id", "passport_customers.name"])
    .orderBy("passport_customers.id")
    .execute()
    .then((rows) =>
      rows.map((row) => ({ id: Number(row.id), name: row.name, units: Number(row.units) })),
    );
}

export function assetOfRequest(database: Database, reference: string) {
  return database.db
    .selectFrom("passport_asset_requests")
    .innerJoin("passport_assets", "passport_assets.id", "passport_asset_requests.asset_id")
    .select(["passport_assets.id", "passport_assets.tag", "passport_assets.customer_id"])
    .where("request_reference", "=", reference)
    .executeTakeFirst();
}
