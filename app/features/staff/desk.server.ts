/**
 * Everything the staff console works with, made once by the server: sign-in over the shared
 * database, the stores of enquiries and service requests, the e-mail queue and a way to wake the
 * outboxes after a retry or a release.
 */
import { type Enquiries, resolveSecret } from "~/features/enquiries/public.server";
import type { RequestStore } from "~/features/service-requests/public.server";
import type { Logger } from "~/lib/logger";
import { createStaffAuth, type StaffAuth } from "./options.server.ts";

export type StaffDesk = {
  auth: StaffAuth;
  enquiries: Enquiries;
  requests: RequestStore;
  /** The site is served over HTTPS: cookies are Secure. */
  secure: boolean;
  /** Signs the console's CSRF tokens. */
  secret: string;
  /** Wakes both outboxes: something was put back in a queue. */
  notify(): void;
};

export function startStaffDesk(
  enquiries: Enquiries,
  requests: RequestStore,
  settings: { SITE_URL: string; STAFF_SECRET?: string; DATA_DIR: string },
  logger: Logger,
): StaffDesk {
  const secret = resolveSecret(settings.STAFF_SECRET, settings.DATA_DIR, "staff-secret");
  const secure = settings.SITE_URL.startsWith("https:");
  return {
    auth: createStaffAuth({
      database: enquiries.database,
      siteUrl: settings.SITE_URL,
      secret,
      secure,
      logger,
    }),
    enquiries,
    requests,
    secure,
    secret,
    notify() {
      enquiries.outbox.notify();
      enquiries.messageOutbox.notify();
    },
  };
}
