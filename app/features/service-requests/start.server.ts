import type { Platform } from "#app/platform/platform.server.ts";
import type { ResponseTargetOf } from "./mails.server.ts";
import { createServiceRequestService } from "./service.server.ts";
import { createRequestStore } from "./store.server.ts";

/**
 * Service requests on the platform's database, queue of e-mails, limits and form tokens; the
 * response target of each acknowledgement comes from service plans, through `responseTarget`.
 */
export function startServiceRequests(
  platform: Platform,
  settings: { SITE_URL: string },
  responseTarget: ResponseTargetOf,
) {
  const store = createRequestStore(platform.database, platform.messages);
  return createServiceRequestService({
    store,
    outbox: platform.messageOutbox,
    intake: platform.intake,
    acknowledgementLimiter: platform.acknowledgementLimiter,
    siteUrl: settings.SITE_URL,
    acknowledge: platform.mailConfigured,
    responseTarget,
  });
}
