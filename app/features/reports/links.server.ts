/**
 * Private links to a report's PDF, one per e-mail sent: `/report-files/<token>`. The token is 32
 * random bytes; only its SHA-256 is stored, so the table cannot be turned back into links. A link
 * serves the revision it was made for, as issued, until it expires.
 */
import { createHash, randomBytes } from "node:crypto";
import type { Kysely, Transaction } from "kysely";
import type { Database } from "#app/platform/database.server.ts";
import type { Schema } from "#app/platform/schema.ts";

/** How long an e-mailed link works: long enough for a purchase file to be put together. */
export const linkLifetimeDays = 90;

const hashOf = (token: string) => createHash("sha256").update(token).digest("hex");

export function reportFilePath(token: string): string {
  return `/report-files/${token}`;
}

/** Makes a link to report row `reportId`, inside the caller's transaction; returns its token. */
export async function createReportLink(
  trx: Kysely<Schema> | Transaction<Schema>,
  reportId: number,
  now: Date,
): Promise<string> {
  const token = randomBytes(32).toString("base64url");
  await trx
    .insertInto("report_links")
    .values({
      report_id: reportId,
      token_hash: hashOf(token),
      created_at: now.toISOString(),
      expires_at: new Date(now.getTime() + linkLifetimeDays * 86_400_000).toISOString(),
    })
    .execute();
  return token;
}

/** The file a token opens, or undefined for a wrong, malformed or expired token. */
export async function fileOfLink(
  database: Database,
  token: string,
  now = new Date(),
): Promise<{ number: string; revision: number; pdf: Uint8Array } | undefined> {
  if (!/^[A-Za-z0-9_-]{43}$/.test(token)) return undefined;
  const row = await database.db
    .selectFrom("report_links")
    .innerJoin("reports", "reports.id", "report_links.report_id")
    .select(["reports.number", "reports.revision", "reports.pdf"])
    .where("report_links.token_hash", "=", hashOf(token))
    .where("report_links.expires_at", ">", now.toISOString())
    .executeTakeFirst();
  if (!row) return undefined;
  return { number: row.number, revision: Number(row.revision), pdf: new Uint8Array(row.pdf) };
}
