import type { Database } from "../enquiries/public.server.ts";
import { signInLimit } from "./options.server.ts";

export type Reservation =
  | { allowed: true; release(): Promise<void> }
  | { allowed: false; retryAfterSeconds: number };

/**
 * Failed sign-ins per account (by e-mail address, known or not), which better-auth's limiter, keyed
 * by address and path, cannot count. Each attempt first reserves a row, then counts the other rows
 * of its account in the window: concurrent guesses see each other's reservations, so no more than
 * `max` get past. A success, or an attempt never judged, gives its row back with `release()`; a
 * failure keeps it until it leaves the window.
 */
export async function reserveAttempt(
  database: Database,
  email: string,
  now: Date = new Date(),
): Promise<Reservation> {
  const { db } = database;
  const windowMs = signInLimit.windowSeconds * 1000;
  const windowStart = new Date(now.getTime() - windowMs).toISOString();
  await db.deleteFrom("staff_sign_in_attempts").where("attempted_at", "<=", windowStart).execute();
  const { id } = await db
    .insertInto("staff_sign_in_attempts")
    .values({ email, attempted_at: now.toISOString() })
    .returning("id")
    .executeTakeFirstOrThrow();
  const release = async () => {
    await db.deleteFrom("staff_sign_in_attempts").where("id", "=", id).execute();
  };
  const others = await db
    .selectFrom("staff_sign_in_attempts")
    .select("attempted_at")
    .where("email", "=", email)
    .where("attempted_at", ">", windowStart)
    .where("id", "!=", id)
    .orderBy("attempted_at", "desc")
    .limit(signInLimit.max)
    .execute();
  if (others.length < signInLimit.max) return { allowed: true, release };
  await release();
  // Allowed again once the oldest of the last `max` leaves the window.
  const oldest = Date.parse(others[others.length - 1]?.attempted_at ?? now.toISOString());
  const retryAfterSeconds = Math.max(1, Math.ceil((oldest + windowMs - now.getTime()) / 1000));
  return { allowed: false, retryAfterSeconds };
}

/** Forgets an account's failures: after an operator enables it or sets a new password. */
export async function clearAttempts(database: Database, email: string): Promise<void> {
  await database.db
    .deleteFrom("staff_sign_in_attempts")
    .where("email", "=", email.trim().toLowerCase())
    .execute();
}
