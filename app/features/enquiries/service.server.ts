import { createHash } from "node:crypto";
import type { Intake } from "#app/platform/intake.server.ts";
import type { Outbox } from "#app/platform/outbox.server.ts";
import {
  contactEnquirySchema,
  type EnquiryKind,
  type FieldErrors,
  messages,
  productEnquirySchema,
  validate,
} from "./schema.ts";
import type { Enquiry, Store } from "./store.server.ts";

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
    stored.message === fields.message &&
    (stored.company ?? "") === fields.company &&
    (stored.plant_location ?? "") === fields.plantLocation
  );
}

export function createEnquiryService(options: {
  store: Store;
  outbox?: Pick<Outbox, "notify">;
  /** The checks of idempotency, rate limit and spam the service request form shares. */
  intake: Intake;
  isKnownProduct: (name: string) => boolean;
}) {
  const { store, outbox, intake } = options;
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
      return intake.issueFormToken(now);
    },

    /** A token for a refused form shown again: the fill time is spent (see the intake). */
    correctionToken: (now = Date.now()) => intake.correctionToken(now),

    /** How long a form shown with a fresh token waits before it is sent (the browser waits). */
    fillMs: intake.fillMs,

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

      // The two forms differ only in how they ask for the name and the phone.
      const fields = {
        ...("firstName" in data
          ? { name: `${data.firstName} ${data.lastName}`, phone: data.phone }
          : { name: data.name, phone: data.phoneNo }),
        email: data.email,
        service: data.service,
        message: data.message,
        company: data.company ?? "",
        plantLocation: data.plantLocation ?? "",
      };

      const idempotencyKey =
        data.idempotencyKey && data.idempotencyKey.length >= 16
          ? `${kind}-${data.idempotencyKey}`
          : derivedKey(kind, fields, now);

      const intakeOutcome = await intake.admit({
        idempotencyKey,
        find: (key) => store.byIdempotencyKey(key),
        sameContent: (stored) => sameContent(stored, kind, fields),
        ip: context.ip,
        website: data.website,
        formToken: data.formToken,
        now,
      });
      if (intakeOutcome.outcome === "repeat")
        return { ok: true, reference: intakeOutcome.stored.reference, duplicate: true };
      if (intakeOutcome.outcome === "refused") {
        if (intakeOutcome.status === 409) return conflict;
        return {
          ok: false,
          status: 429,
          formError: messages.rateLimited,
          fieldErrors: {},
          retryAfterSeconds: intakeOutcome.retryAfterSeconds,
        };
      }
      const { screening } = intakeOutcome;
      const spamReason = screening.reason;
      const held = screening.verdict === "held";

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
