import type { Logger } from "#app/lib/logger.ts";

/** What an outbox delivers: a stored row with its reference and how many tries it has had. */
export type QueuedItem = { id: number; reference: string; attempts: number };

/** A table of items waiting for delivery: the enquiries, or the messages queue. */
export type Queue<T extends QueuedItem> = {
  claimNext(now: Date, leaseMs: number): Promise<T | undefined>;
  markSent(id: number, now?: Date): Promise<void>;
  markFailed(id: number, error: string, nextAttemptAt: Date | "dead"): Promise<void>;
  releaseClaim(id: number): Promise<void>;
};

/** Sends one item, or throws to have it tried again later. */
export type Sender<T> = { name: string; send(item: T): Promise<void> };

export type OutboxSettings = {
  /** First retry after about this long; each further try waits twice as long, up to maxDelayMs. */
  baseDelayMs: number;
  maxDelayMs: number;
  /** After this many failed tries an enquiry is marked dead (the operator can retry it). */
  maxAttempts: number;
  /** How often an idle worker looks for due enquiries. */
  pollMs: number;
  /** How long a claimed enquiry stays reserved for one worker. */
  leaseMs: number;
};

/**
 * Exponential backoff with jitter: the delay before try `attempt + 1`, drawn from the upper half
 * of base·2^(attempt-1), capped, so many failed enquiries do not all retry at the same moment.
 */
export function backoffDelay(
  attempt: number,
  settings: Pick<OutboxSettings, "baseDelayMs" | "maxDelayMs">,
  random = Math.random,
): number {
  const exponential = Math.min(
    settings.maxDelayMs,
    settings.baseDelayMs * 2 ** Math.max(0, attempt - 1),
  );
  return Math.round(exponential / 2 + random() * (exponential / 2));
}

/**
 * A worker that delivers what `store` holds through `transport`, with retries; `noun` names the
 * items in the log ("enquiry", "message").
 */
export function createOutbox<T extends QueuedItem>(
  store: Queue<T>,
  transport: Sender<T>,
  settings: OutboxSettings,
  logger: Logger,
  noun = "enquiry",
) {
  let running = false;
  let stopRequested = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let wake: (() => void) | undefined;
  let current: Promise<void> | undefined;
  /** The item whose send is under way, if any. */
  let inHand: T | undefined;

  /** Delivers due enquiries until none is left; returns how many were attempted. */
  async function drain(now = () => new Date()): Promise<number> {
    let attempted = 0;
    for (;;) {
      // Stopping: finish the send in hand, start no other.
      if (stopRequested) return attempted;
      const enquiry = await store.claimNext(now(), settings.leaseMs);
      if (!enquiry) return attempted;
      attempted += 1;
      inHand = enquiry;
      try {
        await transport.send(enquiry);
        // A shutdown gave this send up and handed the enquiry back: leave it to the next start.
        if (inHand !== enquiry) return attempted;
        await store.markSent(enquiry.id, now());
        logger.info(`${noun} delivered`, {
          reference: enquiry.reference,
          transport: transport.name,
          attempt: enquiry.attempts,
        });
      } catch (error) {
        if (inHand !== enquiry) return attempted;
        const reason = error instanceof Error ? error.message : String(error);
        if (enquiry.attempts >= settings.maxAttempts) {
          await store.markFailed(enquiry.id, reason, "dead");
          logger.error(`${noun} marked dead after its last try`, {
            reference: enquiry.reference,
            attempts: enquiry.attempts,
            error: reason,
          });
        } else {
          const delay = backoffDelay(enquiry.attempts, settings);
          await store.markFailed(enquiry.id, reason, new Date(now().getTime() + delay));
          logger.error(`${noun} delivery failed; will retry`, {
            reference: enquiry.reference,
            attempt: enquiry.attempts,
            retryInMs: delay,
            error: reason,
          });
        }
      } finally {
        if (inHand === enquiry) inHand = undefined;
      }
    }
  }

  async function loop() {
    while (running) {
      current = drain().then(
        () => undefined,
        (error: unknown) => logger.error("outbox worker error", { error: String(error) }),
      );
      await current;
      current = undefined;
      if (!running) break;
      await new Promise<void>((resolve) => {
        wake = resolve;
        timer = setTimeout(resolve, settings.pollMs);
      });
      clearTimeout(timer);
      timer = undefined;
      wake = undefined;
    }
  }

  return {
    drain,
    start() {
      if (running) return;
      running = true;
      stopRequested = false;
      void loop();
    },
    /** Looks for work now, e.g. right after an enquiry was stored. */
    notify() {
      wake?.();
    },
    /**
     * Stops taking new work and waits for the send in hand, until `deadline` (ms since epoch) at
     * most: a send still running then is given up and its enquiry left pending for the next
     * start (it may then arrive twice, never not at all).
     */
    async stop(deadline = Number.POSITIVE_INFINITY) {
      running = false;
      stopRequested = true;
      wake?.();
      if (!current) return;
      let timer: ReturnType<typeof setTimeout> | undefined;
      const finished = await Promise.race([
        current.then(() => true),
        new Promise<false>((resolve) => {
          timer = setTimeout(() => resolve(false), Math.max(0, deadline - Date.now()));
        }),
      ]);
      clearTimeout(timer);
      const abandoned = inHand;
      if (finished || !abandoned) return;
      inHand = undefined;
      await store.releaseClaim(abandoned.id);
      logger.info("delivery cut short by shutdown; left pending", {
        reference: abandoned.reference,
      });
    },
  };
}

export type Outbox<T extends QueuedItem = QueuedItem> = ReturnType<typeof createOutbox<T>>;
