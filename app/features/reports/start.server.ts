/**
 * Issued reports as the server runs them: the shared database, the public origin the QR codes
 * point to, and the limit on verify lookups per client address, counted in the database so that
 * every instance shares one budget.
 */
import type { Logger } from "#app/lib/logger.ts";
import type { Database } from "#app/platform/database.server.ts";
import type { Platform } from "#app/platform/platform.server.ts";
import { databaseRateLimiter, type RateLimiter } from "#app/platform/rate-limit.server.ts";

/**
 * Lookups and file checks one address may make in ten minutes: far more than anyone checking the
 * reports in their hand needs, far too few to walk through the register number by number.
 */
export const verifyLimit = { lookups: 60, windowMs: 600_000 };

export type ReportsService = {
  database: Database;
  siteUrl: string;
  verifyLimiter: RateLimiter;
  close(): void;
};

export async function startReports(
  platform: Pick<Platform, "database">,
  settings: { SITE_URL: string },
  logger: Logger,
  limit = verifyLimit,
): Promise<ReportsService> {
  const verifyLimiter = await databaseRateLimiter(
    platform.database,
    limit.lookups,
    limit.windowMs,
    (error) =>
      logger.error("verify limit store failed; lookup let through", { error: String(error) }),
    "verify",
  );
  return {
    database: platform.database,
    siteUrl: settings.SITE_URL,
    verifyLimiter,
    close: () => verifyLimiter.close(),
  };
}
