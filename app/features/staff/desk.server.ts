/**
 * Everything the staff console works with, made once by the server: the platform (the shared
 * database, the e-mail queue, the audit log), sign-in over that database, the stores of
 * enquiries and service requests, and a way to wake the outboxes after a retry or a release.
 */
import type { Enquiries } from "#app/features/enquiries/public.server.ts";
import type { RequestStore } from "#app/features/service-requests/public.server.ts";
import type { Logger } from "#app/lib/logger.ts";
import { resolveSecret } from "#app/platform/form-token.server.ts";
import type { Platform } from "#app/platform/platform.server.ts";
import { createStaffAuth, type StaffAuth } from "./options.server.ts";

export type StaffDesk = {
  auth: StaffAuth;
  platform: Platform;
  enquiries: Pick<Enquiries, "store" | "outbox">;
  requests: RequestStore;
  /** The site is served over HTTPS: cookies are Secure. */
  secure: boolean;
  /** Signs the console's CSRF tokens. */
  secret: string;
  /** Wakes both outboxes: something was put back in a queue. */
  notify(): void;
};

export function startStaffDesk(
  platform: Platform,
  enquiries: Pick<Enquiries, "store" | "outbox">,
  requests: RequestStore,
  settings: { SITE_URL: string; STAFF_SECRET?: string; DATA_DIR: string },
  logger: Logger,
): StaffDesk {
  const secret = resolveSecret(settings.STAFF_SECRET, settings.DATA_DIR, "staff-secret");
  const secure = settings.SITE_URL.startsWith("https:");
  return {
    auth: createStaffAuth({
      database: platform.database,
      siteUrl: settings.SITE_URL,
      secret,
      secure,
      logger,
    }),
    platform,
    enquiries,
    requests,
    secure,
    secret,
    notify() {
      enquiries.outbox.notify();
      platform.messageOutbox.notify();
    },
  };
}
