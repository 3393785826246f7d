import { createHash } from "node:crypto";
import { checkFormToken, issueFormToken } from "../../platform/form-token.server.ts";
import type { Outbox } from "../../platform/outbox.server.ts";
import type { RateLimiter } from "../../platform/rate-limit.server.ts";
import {
  contactEnquirySchema,
  type EnquiryKind,
  type FieldErrors,
  messages,
  productEnquirySchema,
  validate,
} from "./schema.ts";
import type { Enquiry, Store } from "./store.server.ts";

export type SpamSettings = {
  /** A form sent sooner than this after the server issued its token is judged to be a bot's. */
  minFillMs: number;
};

export type SubmitContext = { sourcePath: string; ip?: string; userAgent?: string; now?: Date };

export type SubmitResult =
  | { ok: true; reference: string; duplicate: boolean }
  | {
      ok: false;
      status: 400 | 409 | 413 | 429;
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
  /** Marks a valid form token used: false when it was used before (a replay). */
  spendToken(token: string, now: Date): Promise<boolean>;
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
      } else if (!(await options.spendToken(data.formToken ?? "", now))) {
        spamReason = "form token used before (a replayed form)";
        held = true;
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
