import type { Database } from "./database.server.ts";
import { tokenLifetimeMs } from "./form-token.server.ts";

/**
 * Marks a form token as used by the submission it came with: true the first time, false for a
 * replay. The key is the token's issue time and nonce, which the signature covers; rows are kept
 * only while the token itself could still be accepted.
 */
export async function spendFormToken(database: Database, token: string, now: Date) {
  const nonce = token.split(".").slice(0, 2).join(".");
  const result = await database.db
    .insertInto("spent_form_tokens")
    .values({ nonce, spent_at: now.toISOString() })
    .onConflict((conflict) => conflict.column("nonce").doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0) === 1;
}

/** Forgets the tokens too old to be accepted again anyway. */
export async function purgeSpentTokens(database: Database, now = new Date()) {
  const before = new Date(now.getTime() - tokenLifetimeMs - 120_000).toISOString();
  await database.db.deleteFrom("spent_form_tokens").where("spent_at", "<", before).execute();
}
