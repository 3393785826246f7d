import { createHash } from "node:crypto";
import { type Database, migrate, openDatabase } from "./database.server.ts";
import { createTransport, type MailSettings } from "./mail.server.ts";
import { createOutbox, type Outbox, type OutboxSettings } from "./outbox.server.ts";
import {
  contactEnquirySchema,
  type FieldErrors,
  messages,
  productEnquirySchema,
  validate,
} from "./schema.ts";
import { createStore, type Store } from "./store.server.ts";

export type EnquiryKind = "contact" | "product";

export type SpamSettings = {
  /** A form sent sooner than this after it was shown is judged to be a bot's. */
  minFillMs: number;
  /** At most this many enquiries per IP address per window; 0 turns the limit off. */
  rateLimit: number;
  rateWindowMs: number;
};

export type SubmitContext = { sourcePath: string; ip?: string; userAgent?: string; now?: Date };

export type SubmitResult =
  | { ok: true; reference: string; duplicate: boolean }
  | { ok: false; status: 400 | 429; formError: string; fieldErrors: FieldErrors };

/** A sliding-window count of recent submissions per client address, kept in memory. */
export function createRateLimiter(limit: number, windowMs: number) {
  const hits = new Map<string, number[]>();
  return {
    /** Records a hit and says whether it is within the limit. */
    allow(key: string, now = Date.now()): boolean {
      if (limit <= 0) return true;
      const recent = (hits.get(key) ?? []).filter((time) => now - time < windowMs);
      if (recent.length >= limit) {
        hits.set(key, recent);
        return false;
      }
      recent.push(now);
      hits.set(key, recent);
      if (hits.size > 10_000) {
        for (const [other, times] of hits)
          if (times.every((time) => now - time >= windowMs)) hits.delete(other);
      }
      return true;
    },
  };
}

function derivedKey(kind: EnquiryKind, fields: Record<string, string>, now: Date): string {
  const day = now.toISOString().slice(0, 10);
  const canonical = JSON.stringify([
    kind,
    day,
    ...Object.keys(fields)
      .sort()
      .map((key) => [key, fields[key]?.toLowerCase()]),
  ]);
  return `derived-${createHash("sha256").update(canonical).digest("base64url").slice(0, 32)}`;
}

export function createEnquiryService(options: {
  store: Store;
  outbox?: Pick<Outbox, "notify">;
  spam: SpamSettings;
  isKnownProduct: (name: string) => boolean;
}) {
  const { store, outbox, spam } = options;
  const limiter = createRateLimiter(spam.rateLimit, spam.rateWindowMs);
  const productSchema = productEnquirySchema(options.isKnownProduct);

  return {
    store,

    /** Validates, judges spam, stores (once per idempotency key) and wakes the outbox. */
    async submit(
      kind: EnquiryKind,
      input: Record<string, unknown>,
      context: SubmitContext,
    ): Promise<SubmitResult> {
      const now = context.now ?? new Date();
      const checked =
        kind === "contact" ? validate(contactEnquirySchema, input) : validate(productSchema, input);
      if (!checked.ok)
        return {
          ok: false,
          status: 400,
          formError: checked.formError,
          fieldErrors: checked.fieldErrors,
        };
      const data = checked.data;

      if (!limiter.allow(context.ip ?? "unknown", now.getTime())) {
        return { ok: false, status: 429, formError: messages.rateLimited, fieldErrors: {} };
      }

      const fields =
        "firstName" in data
          ? {
              name: `${data.firstName} ${data.lastName}`,
              email: data.email,
              phone: data.phone,
              service: data.service,
              message: data.message,
            }
          : {
              name: data.name,
              email: data.email,
              phone: data.phoneNo,
              service: data.service,
              message: data.message,
            };

      let spamReason: string | undefined;
      if (data.website) spamReason = "honeypot field filled";
      else if (data.renderedAt && now.getTime() - data.renderedAt < spam.minFillMs) {
        spamReason = `sent ${now.getTime() - data.renderedAt} ms after the form was shown`;
      }

      const idempotencyKey =
        data.idempotencyKey && data.idempotencyKey.length >= 16
          ? `${kind}-${data.idempotencyKey}`
          : derivedKey(kind, fields, now);

      const { enquiry, created } = await store.insert(
        {
          ...fields,
          kind,
          idempotencyKey,
          sourcePath: context.sourcePath,
          ip: context.ip,
          userAgent: context.userAgent,
          spamReason,
        },
        now,
      );
      if (created && !spamReason) outbox?.notify();
      return { ok: true, reference: enquiry.reference, duplicate: !created };
    },
  };
}

export type EnquiryService = ReturnType<typeof createEnquiryService>;

export type EnquirySettings = MailSettings & {
  DATA_DIR: string;
  DATABASE_URL?: string;
  OUTBOX_BASE_DELAY_MS: number;
  OUTBOX_MAX_DELAY_MS: number;
  OUTBOX_MAX_ATTEMPTS: number;
  OUTBOX_POLL_MS: number;
  OUTBOX_LEASE_MS: number;
  ENQUIRY_MIN_FILL_MS: number;
  ENQUIRY_RATE_LIMIT: number;
  ENQUIRY_RATE_WINDOW_MS: number;
};

export type EnquiryLog = (
  level: "info" | "error",
  message: string,
  fields: Record<string, unknown>,
) => void;

export type Enquiries = {
  database: Database;
  store: Store;
  outbox: Outbox;
  service: EnquiryService;
  close(): Promise<void>;
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
  log: EnquiryLog,
  isKnownProduct: (name: string) => boolean,
): Promise<Enquiries> {
  const database = openDatabase(settings);
  await migrate(database);
  const store = createStore(database);
  const transport = createTransport(settings, (message, fields) => log("info", message, fields));
  const outbox = createOutbox(store, transport, outboxSettings(settings), log);
  const service = createEnquiryService({
    store,
    outbox,
    spam: {
      minFillMs: settings.ENQUIRY_MIN_FILL_MS,
      rateLimit: settings.ENQUIRY_RATE_LIMIT,
      rateWindowMs: settings.ENQUIRY_RATE_WINDOW_MS,
    },
    isKnownProduct,
  });
  // Retention as the privacy notice states it, checked at start and every six hours.
  const purge = () =>
    store.purgeExpired().then(
      (count) => count && log("info", "expired enquiries deleted", { count }),
      (error: unknown) =>
        log("error", "purging expired enquiries failed", { error: String(error) }),
    );
  await purge();
  const purgeTimer = setInterval(purge, 6 * 3_600_000);
  purgeTimer.unref();
  return {
    database,
    store,
    outbox,
    service,
    async close() {
      clearInterval(purgeTimer);
      await outbox.stop();
      transport.close?.();
      await database.close();
    },
  };
}
