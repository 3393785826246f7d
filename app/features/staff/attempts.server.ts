import { addressKey } from "#app/lib/client-address.ts";
import type { Database } from "#app/platform/database.server.ts";
import { signInLimit } from "./options.server.ts";

export type Reservation =
  | { allowed: true; delayMs: number; release(): Promise<void> }
  | { allowed: false; retryAfterSeconds: number };

/**
 * How long answers for an account wait once it has many failures from any addresses: doubling
 * from 250 ms, never more than `maxDelayMs`. It slows guessing spread over many addresses without
 * refusing anyone, so the owner can still sign in from an address that has not failed.
 */
export function accountDelayMs(failures: number): number {
  if (failures < signInLimit.slowAfter) return 0;
  const exponent = Math.min(failures - signInLimit.slowAfter, 16);
  return Math.min(signInLimit.maxDelayMs, 250 * 2 ** exponent);
}

/**
 * Failed sign-ins, counted in the database so every instance sees them. Each attempt first
 * reserves a row, then counts the other rows: concurrent guesses see each other's reservations,
 * so no more than the limit get past. A success, or an attempt never judged, gives its row back
 * with `release()`; a failure keeps it until it leaves the window. Refused: an (account, address)
 * pair with `perPair` failures, or an address with `perAddress` failures over all accounts.
 */
export async function reserveAttempt(
  database: Database,
  email: string,
  ip: string,
  now: Date = new Date(),
): Promise<Reservation> {
  const { db } = database;
  const address = addressKey(ip);
  const windowMs = signInLimit.windowSeconds * 1000;
  const windowStart = new Date(now.getTime() - windowMs).toISOString();
  await db.deleteFrom("staff_sign_in_attempts").where("attempted_at", "<=", windowStart).execute();
  const { id } = await db
    .insertInto("staff_sign_in_attempts")
    .values({ email, ip: address, attempted_at: now.toISOString() })
    .returning("id")
    .executeTakeFirstOrThrow();
  const release = async () => {
    await db.deleteFrom("staff_sign_in_attempts").where("id", "=", id).execute();
  };
  const recent = (limit: number) =>
    db
      .selectFrom("staff_sign_in_attempts")
      .select("attempted_at")
      .where("attempted_at", ">", windowStart)
      .where("id", "!=", id)
      .orderBy("attempted_at", "desc")
      .limit(limit);
  const [pair, fromAddress, onAccount] = await Promise.all([
    recent(signInLimit.perPair).where("email", "=", email).where("ip", "=", address).execute(),
    recent(signInLimit.perAddress).where("ip", "=", address).execute(),
    recent(signInLimit.slowAfter + 16)
      .where("email", "=", email)
      .execute(),
  ]);
  // Allowed again once the oldest of the last `max` failures leaves the window.
  const waits = [
    [pair, signInLimit.perPair],
    [fromAddress, signInLimit.perAddress],
  ] as const;
  let retryAfterSeconds = 0;
  for (const [rows, max] of waits) {
    if (rows.length < max) continue;
    const oldest = Date.parse(rows[rows.length - 1]?.attempted_at ?? now.toISOString());
    const seconds = Math.max(1, Math.ceil((oldest + windowMs - now.getTime()) / 1000));
    retryAfterSeconds = Math.max(retryAfterSeconds, seconds);
  }
  if (retryAfterSeconds === 0)
    return { allowed: true, delayMs: accountDelayMs(onAccount.length), release };
  await release();
  return { allowed: false, retryAfterSeconds };
}

/** Forgets an account's failures: after an operator enables it or sets a new password. */
export async function clearAttempts(database: Database, email: string): Promise<void> {
  await database.db
    .deleteFrom("staff_sign_in_attempts")
    .where("email", "=", email.trim().toLowerCase())
    .execute();
}
