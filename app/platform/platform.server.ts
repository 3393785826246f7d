/**
 * The platform the server builds once and every feature stands on: the database (migrated with
 * every feature's migrations), the mail transport, the queue of e-mails with its worker, the
 * per-address rate limits, the form tokens and the intake checks built from them.
 */
import type { Logger } from "#app/lib/logger.ts";
import { type Database, openDatabase } from "./database.server.ts";
import { resolveFormSecret } from "./form-token.server.ts";
import { createIntake, type Intake } from "./intake.server.ts";
import { createTransport, type Transport } from "./mail.server.ts";
import { createMessages, type Message, type Messages } from "./messages.server.ts";
import type { MigrationList } from "./migration-helpers.server.ts";
import { migrate } from "./migrations.server.ts";
import { createOutbox, type Outbox, type OutboxSettings } from "./outbox.server.ts";
import { databaseRateLimiter, type RateLimiter } from "./rate-limit.server.ts";
import type { PlatformSettings } from "./settings.ts";
import { purgeSpentTokens, spendFormToken } from "./spent-tokens.server.ts";

/** Acknowledgements one address gets in a day, whoever typed it into a form. */
export const acknowledgementsPerAddress = 3;

export type Platform = {
  database: Database;
  transport: Transport;
  outboxSettings: OutboxSettings;
  /** Every e-mail but the enquiry notices (service request notices and acknowledgements). */
  messages: Messages;
  messageOutbox: Outbox<Message>;
  /** The per-address limit of new submissions, shared by every public form. */
  limiter: RateLimiter;
  /** Acknowledgements per recipient address and day, counted in the database. */
  acknowledgementLimiter: RateLimiter;
  /** Marks a form token used by a stored submission; false when it was used before. */
  spendToken(token: string, now: Date): Promise<boolean>;
  formSecret: string;
  /** The checks every public form's submission passes: idempotency, the limit, screening. */
  intake: Intake;
  /** Whether e-mail goes anywhere but the log: visitors get acknowledgements only then. */
  mailConfigured: boolean;
  /** Stops the message worker, giving up a send still in hand at `deadline` (ms since epoch). */
  stop(deadline?: number): Promise<void>;
  /** Closes the transport, the limiters and the database; call after every worker stopped. */
  close(): Promise<void>;
};

export function outboxSettings(settings: PlatformSettings): OutboxSettings {
  return {
    baseDelayMs: settings.OUTBOX_BASE_DELAY_MS,
    maxDelayMs: settings.OUTBOX_MAX_DELAY_MS,
    maxAttempts: settings.OUTBOX_MAX_ATTEMPTS,
    pollMs: settings.OUTBOX_POLL_MS,
    leaseMs: settings.OUTBOX_LEASE_MS,
  };
}

/** Opens the database, applies `migrations` and makes the shared services. */
export async function startPlatform(
  settings: PlatformSettings,
  logger: Logger,
  migrations: readonly MigrationList[],
): Promise<Platform> {
  const database = openDatabase(settings, logger);
  await migrate(database, migrations);
  const transport = createTransport(settings, logger);
  const messages = createMessages(database);
  const messageOutbox = createOutbox(
    messages,
    { name: transport.name, send: (message) => transport.sendMessage(message) },
    outboxSettings(settings),
    logger,
    "message",
  );
  const limiter = await databaseRateLimiter(
    database,
    settings.ENQUIRY_RATE_LIMIT,
    settings.ENQUIRY_RATE_WINDOW_MS,
    (error) =>
      logger.error("rate limit store failed; enquiry let through", { error: String(error) }),
  );
  const acknowledgementLimiter = await databaseRateLimiter(
    database,
    acknowledgementsPerAddress,
    24 * 3_600_000,
    (error) =>
      logger.error("acknowledgement limit store failed; acknowledgement let through", {
        error: String(error),
      }),
    "acknowledgement",
  );
  // Spent tokens are kept only while the token could still be accepted; checked every six hours.
  const purge = () =>
    purgeSpentTokens(database).catch((error: unknown) =>
      logger.error("purging spent form tokens failed", { error: String(error) }),
    );
  await purge();
  const spendToken = (token: string, now: Date) => spendFormToken(database, token, now);
  const formSecret = resolveFormSecret(settings);
  const purgeTimer = setInterval(purge, 6 * 3_600_000);
  purgeTimer.unref();
  return {
    database,
    transport,
    outboxSettings: outboxSettings(settings),
    messages,
    messageOutbox,
    limiter,
    acknowledgementLimiter,
    spendToken,
    formSecret,
    intake: createIntake({
      limiter,
      formSecret,
      spendToken,
      minFillMs: settings.ENQUIRY_MIN_FILL_MS,
    }),
    mailConfigured: settings.MAIL_TRANSPORT !== "log",
    async stop(deadline = Number.POSITIVE_INFINITY) {
      clearInterval(purgeTimer);
      await messageOutbox.stop(deadline);
    },
    async close() {
      transport.close?.();
      limiter.close();
      acknowledgementLimiter.close();
      await database.close();
    },
  };
}
