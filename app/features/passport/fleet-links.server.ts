/**
 * The customer's private fleet link: 128 random bits as base64url, of which only the SHA-256 is
 * stored. Staff issue (a new link revokes the ones before it), revoke, or set an expiry; every
 * access is logged. A wrong, revoked or expired token finds nothing, and the caller answers 404.
 */
import { createHash, randomBytes, timingSafeEqual } from "node:crypto";
import type { Kysely, Transaction } from "kysely";
import type { Actor } from "#app/platform/audit-log.server.ts";
import type { Database } from "#app/platform/database.server.ts";
import type { Schema } from "#app/platform/schema.ts";
import type { AccessLog } from "./access-log.server.ts";
import { audit } from "./audit.server.ts";

export const tokenPattern = /^[A-Za-z0-9_-]{22}$/;

export function newFleetToken(): string {
  return randomBytes(16).toString("base64url");
}

export function hashFleetToken(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}

/** Issues a new link for the customer; the links before it stop working unless `keep` is set. */
export async function issueFleetLink(
  database: Database,
  customerId: number,
  expiresOn: string | null,
  actor: Actor,
  now = new Date(),
  keep = false,
  within?: Kysely<Schema> | Transaction<Schema>,
): Promise<string> {
  const token = newFleetToken();
  const at = now.toISOString();
  const run = async (trx: Kysely<Schema> | Transaction<Schema>) => {
    if (!keep)
      await trx
        .updateTable("passport_fleet_links")
        .set({ revoked_at: at })
        .where("customer_id", "=", customerId)
        .where("revoked_at", "is", null)
        .execute();
    await trx
      .insertInto("passport_fleet_links")
      .values({
        customer_id: customerId,
        token_hash: hashFleetToken(token),
        created_at: at,
        expires_at: expiresOn ? `${expiresOn}T18:29:59.999Z` : null,
        revoked_at: null,
      })
      .execute();
    await audit(
      database,
      trx,
      { kind: "customer", id: customerId },
      actor,
      keep ? "fleet-link-added" : "fleet-link-issued",
      null,
      { expires: expiresOn },
      now,
    );
  };
  if (within) await run(within);
  else await database.db.transaction().execute(run);
  return token;
}

export async function revokeFleetLinks(
  database: Database,
  customerId: number,
  actor: Actor,
  now = new Date(),
) {
  await database.db.transaction().execute(async (trx) => {
    const revoked = await trx
      .updateTable("passport_fleet_links")
      .set({ revoked_at: now.toISOString() })
      .where("customer_id", "=", customerId)
      .where("revoked_at", "is", null)
      .executeTakeFirst();
    await audit(
      database,
      trx,
      { kind: "customer", id: customerId },
      actor,
      "fleet-link-revoked",
      null,
      { revoked: Number(revoked.numUpdatedRows) },
      now,
    );
  });
}

export function fleetLinksOf(database: Database, customerId: number) {
  return database.db
    .selectFrom("passport_fleet_links")
    .select(["id", "created_at", "expires_at", "revoked_at"])
    .select((eb) =>
      eb
        .selectFrom("passport_fleet_access")
        .select(eb.fn.countAll<number>().as("n"))
        .whereRef("passport_fleet_access.link_id", "=", "passport_fleet_links.id")
        .as("accesses"),
    )
    .where("customer_id", "=", customerId)
    .orderBy("id", "desc")
    .limit(20)
    .execute();
}

/**
 * The customer a token opens, logging the access; undefined for anything else. The lookup is by
 * the token's hash (an attacker's guess reveals nothing about a stored hash through timing), and
 * the stored hash is compared again in constant time. The access is written at once, or handed
 * to the server's batched log (`access-log.server.ts`) when one is given.
 */
export async function openFleetLink(
  database: Database,
  token: string,
  access: { path: string; ip: string | null },
  now = new Date(),
  log?: AccessLog,
): Promise<number | undefined> {
  const hash = hashFleetToken(tokenPattern.test(token) ? token : "");
  const link = await database.db
    .selectFrom("passport_fleet_links")
    .select(["id", "customer_id", "token_hash", "expires_at", "revoked_at"])
    .where("token_hash", "=", hash)
    .executeTakeFirst();
  const stored = Buffer.from(link?.token_hash ?? "0".repeat(64), "hex");
  const same = timingSafeEqual(stored, Buffer.from(hash, "hex"));
  if (!link || !same || !tokenPattern.test(token) || link.revoked_at !== null) return undefined;
  if (link.expires_at !== null && link.expires_at < now.toISOString()) return undefined;
  const row = {
    link_id: Number(link.id),
    at: now.toISOString(),
    path: access.path.slice(0, 300),
    ip: access.ip,
  };
  if (log) log.record(row);
  else await database.db.insertInto("passport_fleet_access").values(row).execute();
  return Number(link.customer_id);
}
