import type { Logger } from "#app/lib/logger.ts";
import { createOutbox, type Outbox } from "#app/platform/outbox.server.ts";
import type { Platform } from "#app/platform/platform.server.ts";
import { enquirySender } from "./enquiry-mail.server.ts";
import { createEnquiryService, type EnquiryService } from "./service.server.ts";
import { createStore, type Enquiry, type Store } from "./store.server.ts";

export type Enquiries = {
  store: Store;
  outbox: Outbox<Enquiry>;
  service: EnquiryService;
  /** Stops the outbox, giving up a send still in hand at `deadline` (ms since epoch). */
  stop(deadline?: number): Promise<void>;
};

/** Enquiries on the platform: their store, the outbox of their notices and the service. */
export async function startEnquiries(
  platform: Platform,
  logger: Logger,
  isKnownProduct: (name: string) => boolean,
): Promise<Enquiries> {
  const store = createStore(platform.database);
  const outbox = createOutbox(
    store,
    enquirySender(platform.transport),
    platform.outboxSettings,
    logger,
  );
  const service = createEnquiryService({
    store,
    outbox,
    intake: platform.intake,
    isKnownProduct,
  });
  // Retention as the privacy notice states it, checked at start and every six hours.
  const purge = () =>
    store.purgeExpired().then(
      (count) => count && logger.info("expired enquiries deleted", { count }),
      (error: unknown) =>
        logger.error("purging expired enquiries failed", { error: String(error) }),
    );
  await purge();
  const purgeTimer = setInterval(purge, 6 * 3_600_000);
  purgeTimer.unref();
  return {
    store,
    outbox,
    service,
    async stop(deadline = Number.POSITIVE_INFINITY) {
      clearInterval(purgeTimer);
      await outbox.stop(deadline);
    },
  };
}
