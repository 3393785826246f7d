/**
 * What the server makes once for the passport: the database and the e-mail queue of the
 * platform, the secret that signs the reminders' stop links (PASSPORT_SECRET, or generated into
 * DATA_DIR like the form secret), the hourly round that queues reminders, and the fleet links'
 * access log, written in batches.
 */
import type { RouterContextProvider } from "react-router";
import type { Logger } from "#app/lib/logger.ts";
import { resolveSecret } from "#app/platform/form-token.server.ts";
import type { Platform } from "#app/platform/platform.server.ts";
import { type AccessLog, createAccessLog } from "./access-log.server.ts";
import { passportContext } from "./context.ts";
import { createPageCache, type PageCache } from "./page-cache.server.ts";
import { queueReminders } from "./reminders.server.ts";

export type Passport = {
  platform: Platform;
  secret: string;
  siteUrl: string;
  /** Queues what is due now and wakes the outbox; returns the e-mails queued. */
  remind(now?: Date): Promise<number>;
  /** The fleet links' access log, written in batches. */
  accessLog: AccessLog;
  /** The customer's pages as rendered, by page and data version (`fleet-cache.server.ts`). */
  pages: PageCache;
  /** Stops the reminder round and writes the accesses still waiting. */
  stop(): Promise<void>;
};

const hourMs = 3_600_000;

export function startPassport(
  platform: Platform,
  settings: { SITE_URL: string; DATA_DIR: string; PASSPORT_SECRET?: string },
  logger: Logger,
  schedule = true,
): Passport {
  const secret = resolveSecret(settings.PASSPORT_SECRET, settings.DATA_DIR, "passport-secret");
  const remind = async (now = new Date()) => {
    const queued = await queueReminders(
      platform.database,
      platform.messages,
      { siteUrl: settings.SITE_URL, secret, fleetLinkDays: 60 },
      now,
    );
    if (queued > 0) platform.messageOutbox.notify();
    return queued;
  };
  const round = () =>
    remind().catch((error: unknown) =>
      logger.error("passport reminders failed", { error: String(error) }),
    );
  const timer = schedule ? setInterval(round, hourMs) : undefined;
  timer?.unref();
  const accessLog = createAccessLog(platform.database, logger);
  return {
    platform,
    secret,
    siteUrl: settings.SITE_URL,
    remind,
    accessLog,
    pages: createPageCache(),
    stop: () => {
      clearInterval(timer);
      return accessLog.flush();
    },
  };
}

export function passportOf(context: Readonly<RouterContextProvider>): Passport {
  const passport = context.get(passportContext);
  if (!passport) throw new Error("The passport is missing from the request context");
  return passport;
}
