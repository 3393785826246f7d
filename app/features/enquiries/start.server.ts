import type { Logger } from "../../lib/logger.ts";
import { type Database, migrate, openDatabase } from "./database.server.ts";
import { resolveFormSecret } from "./form-token.server.ts";
import { createTransport } from "./mail.server.ts";
import { createMessages, type Message, type Messages } from "./messages.server.ts";
import { createOutbox, type Outbox, type OutboxSettings } from "./outbox.server.ts";
import { databaseRateLimiter, type RateLimiter } from "./rate-limit.server.ts";
import { createEnquiryService, type EnquiryService } from "./service.server.ts";
import type { EnquirySettings } from "./settings.ts";
import { purgeSpentTokens, spendFormToken } from "./spent-tokens.server.ts";
import { createStore, type Store } from "./store.server.ts";

/** Acknowledgements one address gets in a day, whoever typed it into a form. */
export const acknowledgementsPerAddress = 3;

export type Enquiries = {
  database: Database;
  store: Store;
  outbox: Outbox;
  /** Every other e-mail (service request notices and acknowledgements) and its own worker. */
  messages: Messages;
  messageOutbox: Outbox<Message>;
  service: EnquiryService;
  /** The per-address limit and the form-token secret, shared with the service request form. */
  limiter: RateLimiter;
  /** Acknowledgements per recipient address and day, counted in the database. */
  acknowledgementLimiter: RateLimiter;
  /** Marks a form token used by a stored submission; false when it was used before. */
  spendToken(token: string, now: Date): Promise<boolean>;
  formSecret: string;
  /** Whether e-mail goes anywhere but the log: visitors get acknowledgements only then. */
  mailConfigured: boolean;
  /** Stops the outbox (giving up a send still in hand at `deadline`, ms since epoch), closes. */
  close(deadline?: number): Promise<void>;
};

export function outboxSettings(settings: EnquirySettings): OutboxSettings {
  return {
    baseDelayMs: settings.OUTBOX_BASE_DELAY_MS,
    maxDelayMs: settings.OUTBOX_MAX_DELAY_MS,
    maxAttempts: settings.OUTBOX_MAX_ATTEMPTS,
    pollMs: settings.OUTBOX_POLL_MS,
    leaseMs: settings.OUTBOX_LEASE_MS,
  };
}

/** Opens the database, applies the migrations and wires store, outbox and service together. */
export async function startEnquiries(
  settings: EnquirySettings,
  logger: Logger,
  isKnownProduct: (name: string) => boolean,
): Promise<Enquiries> {
  const database = openDatabase(settings, logger);
  await migrate(database);
  const store = createStore(database);
  const transport = createTransport(settings, logger);
  const outbox = createOutbox(store, transport, outboxSettings(settings), logger);
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
  const spendToken = (token: string, now: Date) => spendFormToken(database, token, now);
  const formSecret = resolveFormSecret(settings);
  const service = createEnquiryService({
    store,
    outbox,
    spam: { minFillMs: settings.ENQUIRY_MIN_FILL_MS },
    limiter,
    formSecret,
    spendToken,
    isKnownProduct,
  });
  // Retention as the privacy notice states it, checked at start and every six hours.
  const purge = () =>
    Promise.all([store.purgeExpired(), purgeSpentTokens(database)]).then(
      ([count]) => count && logger.info("expired enquiries deleted", { count }),
      (error: unknown) =>
        logger.error("purging expired enquiries failed", { error: String(error) }),
    );
  await purge();
  const purgeTimer = setInterval(purge, 6 * 3_600_000);
  purgeTimer.unref();
  return {
    database,
    store,
    outbox,
    messages,
    messageOutbox,
    service,
    limiter,
    acknowledgementLimiter,
    spendToken,
    formSecret,
    mailConfigured: settings.MAIL_TRANSPORT !== "log",
    async close(deadline = Number.POSITIVE_INFINITY) {
      clearInterval(purgeTimer);
      await Promise.all([outbox.stop(deadline), messageOutbox.stop(deadline)]);
      transport.close?.();
      limiter.close();
      acknowledgementLimiter.close();
      await database.close();
    },
  };
}
