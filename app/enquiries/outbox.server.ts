import type { Transport } from "./mail.server.ts";
import type { Store } from "./store.server.ts";

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

export type OutboxLog = (
  level: "info" | "error",
  message: string,
  fields: Record<string, unknown>,
) => void;

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

export function createOutbox(
  store: Store,
  transport: Transport,
  settings: OutboxSettings,
  log: OutboxLog,
) {
  let running = false;
  let stopRequested = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let wake: (() => void) | undefined;
  let current: Promise<void> | undefined;

  /** Delivers due enquiries until none is left; returns how many were attempted. */
  async function drain(now = () => new Date()): Promise<number> {
    let attempted = 0;
    for (;;) {
      // Stopping: finish the send in hand, start no other.
      if (stopRequested) return attempted;
      const enquiry = await store.claimNext(now(), settings.leaseMs);
      if (!enquiry) return attempted;
      attempted += 1;
      try {
        await transport.send(enquiry);
        await store.markSent(enquiry.id, now());
        log("info", "enquiry delivered", {
          reference: enquiry.reference,
          transport: transport.name,
          attempt: enquiry.attempts,
        });
      } catch (error) {
        const reason = error instanceof Error ? error.message : String(error);
        if (enquiry.attempts >= settings.maxAttempts) {
          await store.markFailed(enquiry.id, reason, "dead");
          log("error", "enquiry marked dead after its last try", {
            reference: enquiry.reference,
            attempts: enquiry.attempts,
            error: reason,
          });
        } else {
          const delay = backoffDelay(enquiry.attempts, settings);
          await store.markFailed(enquiry.id, reason, new Date(now().getTime() + delay));
          log("error", "enquiry delivery failed; will retry", {
            reference: enquiry.reference,
            attempt: enquiry.attempts,
            retryInMs: delay,
            error: reason,
          });
        }
      }
    }
  }

  async function loop() {
    while (running) {
      current = drain().then(
        () => undefined,
        (error: unknown) => log("error", "outbox worker error", { error: String(error) }),
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
    /** Stops taking new work and waits for the send in hand to finish. */
    async stop() {
      running = false;
      stopRequested = true;
      wake?.();
      await current;
    },
  };
}

export type Outbox = ReturnType<typeof createOutbox>;
