import { createHash } from "node:crypto";
import { type Database, migrate, openDatabase } from "./database.server.ts";
import { checkFormToken, issueFormToken, resolveFormSecret } from "./form-token.server.ts";
import { createTransport } from "./mail.server.ts";
import { createOutbox, type Outbox, type OutboxSettings } from "./outbox.server.ts";
import { databaseRateLimiter, type RateLimiter } from "./rate-limit.server.ts";
import {
  contactEnquirySchema,
  type EnquiryKind,
  type FieldErrors,
  messages,
  productEnquirySchema,
  validate,
} from "./schema.ts";
import type { EnquirySettings } from "./settings.ts";
import { createStore, type Enquiry, type Store } from "./store.server.ts";

export type SpamSettings = {
  /** A form sent sooner than this after the server issued its token is judged to be a bot's. */
  minFillMs: number;
};

export type SubmitContext = { sourcePath: string; ip?: string; userAgent?: string; now?: Date };

export type SubmitResult =
  | { ok: true; reference: string; duplicate: boolean }
  | {
      ok: false;
      status: 400 | 409 | 429;
      formError: string;
      fieldErrors: FieldErrors;
      /** With 429: when the visitor may send again. */
      retryAfterSeconds?: number;
    };

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

/** The fields that make an enquiry what it is: one idempotency key carries one set of them. */
function sameContent(stored: Enquiry, kind: EnquiryKind, fields: Record<string, string>): boolean {
  return (
    stored.kind === kind &&
    stored.name === fields.name &&
    stored.email === fields.email &&
    stored.phone === fields.phone &&
    stored.service === fields.service &&
    stored.message === fields.message
  );
}

export function createEnquiryService(options: {
  store: Store;
  outbox?: Pick<Outbox, "notify">;
  spam: SpamSettings;
  limiter: RateLimiter;
  /** Signs and checks the form tokens. */
  formSecret: string;
  isKnownProduct: (name: string) => boolean;
}) {
  const { store, outbox, spam, limiter, formSecret } = options;
  const productSchema = productEnquirySchema(options.isKnownProduct);
  const conflict = {
    ok: false,
    status: 409,
    formError: messages.conflict,
    fieldErrors: {},
  } as const satisfies SubmitResult;

  return {
    store,

    /** A token for a form about to be shown: the spam checks time the visitor from it. */
    issueFormToken(now = Date.now()): string {
      return issueFormToken(formSecret, now);
    },

    /**
     * Validates, answers a repeat with its stored reference, applies the per-address limit,
     * judges spam, stores (once per idempotency key) and wakes the outbox.
     */
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

      const idempotencyKey =
        data.idempotencyKey && data.idempotencyKey.length >= 16
          ? `${kind}-${data.idempotencyKey}`
          : derivedKey(kind, fields, now);

      // A repeat of a stored enquiry gets its reference, whatever the rate limit says.
      const existing = await store.byIdempotencyKey(idempotencyKey);
      if (existing) {
        if (!sameContent(existing, kind, fields)) return conflict;
        return { ok: true, reference: existing.reference, duplicate: true };
      }

      const rate = await limiter.consume(context.ip ?? "unknown");
      if (!rate.ok) {
        return {
          ok: false,
          status: 429,
          formError: messages.rateLimited,
          fieldErrors: {},
          retryAfterSeconds: rate.retryAfterSeconds,
        };
      }

      let spamReason: string | undefined;
      let held = false;
      const token = checkFormToken(formSecret, data.formToken, now.getTime());
      if (data.website) spamReason = "honeypot field filled";
      else if (!token.ok) {
        spamReason = `no valid form token (${token.reason})`;
        held = true;
      } else if (now.getTime() - token.issuedAt < spam.minFillMs) {
        spamReason = `sent ${now.getTime() - token.issuedAt} ms after the form was shown`;
      }

      const { enquiry, created } = await store.insert(
        {
          ...fields,
          kind,
          idempotencyKey,
          sourcePath: context.sourcePath,
          ip: context.ip,
          userAgent: context.userAgent,
          spamReason,
          held,
        },
        now,
      );
      // Lost a race to an identical key: the same rule as a repeat.
      if (!created && !sameContent(enquiry, kind, fields)) return conflict;
      if (created && !spamReason) outbox?.notify();
      return { ok: true, reference: enquiry.reference, duplicate: !created };
    },
  };
}

export type EnquiryService = ReturnType<typeof createEnquiryService>;

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
  log: EnquiryLog,
  isKnownProduct: (name: string) => boolean,
): Promise<Enquiries> {
  const database = openDatabase(settings, (message, fields) => log("error", message, fields));
  await migrate(database);
  const store = createStore(database);
  const transport = createTransport(settings, (message, fields) => log("info", message, fields));
  const outbox = createOutbox(store, transport, outboxSettings(settings), log);
  const limiter = await databaseRateLimiter(
    database,
    settings.ENQUIRY_RATE_LIMIT,
    settings.ENQUIRY_RATE_WINDOW_MS,
    (error) =>
      log("error", "rate limit store failed; enquiry let through", { error: String(error) }),
  );
  const service = createEnquiryService({
    store,
    outbox,
    spam: { minFillMs: settings.ENQUIRY_MIN_FILL_MS },
    limiter,
    formSecret: resolveFormSecret(settings),
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
    async close(deadline = Number.POSITIVE_INFINITY) {
      clearInterval(purgeTimer);
      await outbox.stop(deadline);
      transport.close?.();
      limiter.close();
      await database.close();
    },
  };
}
