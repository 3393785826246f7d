import type { Enquiries } from "~/features/enquiries/public.server";
import { createServiceRequestService } from "./service.server.ts";
import { createRequestStore } from "./store.server.ts";

/** Service requests on the database, queue, limiter and form secret the enquiries opened. */
export function startServiceRequests(
  enquiries: Enquiries,
  settings: { SITE_URL: string; ENQUIRY_MIN_FILL_MS: number },
) {
  const store = createRequestStore(enquiries.database, enquiries.messages);
  return createServiceRequestService({
    store,
    outbox: enquiries.messageOutbox,
    limiter: enquiries.limiter,
    acknowledgementLimiter: enquiries.acknowledgementLimiter,
    spendToken: enquiries.spendToken,
    formSecret: enquiries.formSecret,
    minFillMs: settings.ENQUIRY_MIN_FILL_MS,
    siteUrl: settings.SITE_URL,
    acknowledge: enquiries.mailConfigured,
  });
}
