/**
 * Taking a service request: the fields checked by the shared schema, the photos by their bytes,
 * the per-address limit, the spam checks of the enquiry forms, then one transaction that stores
 * the request, its photos and its e-mails. The outbox delivers them after the answer has gone.
 * The acknowledgement to the requester carries none of the requester's own words, and goes to
 * one address a few times a day at most.
 */
import { createHash } from "node:crypto";
import { dayInIndia } from "#app/lib/india-day.ts";
import type { Intake } from "#app/platform/intake.server.ts";
import type { Outbox } from "#app/platform/outbox.server.ts";
import type { RateLimiter } from "#app/platform/rate-limit.server.ts";
import {
  type AcknowledgedTarget,
  type ResponseTargetOf,
  requestAcknowledgement,
  requestNotice,
} from "./mails.server.ts";
import { checkPhotos, type SentPhoto, screenPhotos } from "./photos.server.ts";
import { type FieldName, type ServiceRequest, validateServiceRequest } from "./schema.ts";
import type { RequestStore, StoredRequest } from "./store.server.ts";

export type RequestErrorField = FieldName | "photos";

export type RequestSubmitResult =
  | { ok: true; reference: string; token?: string }
  | {
      ok: false;
      status: 400 | 409 | 429;
      /** One message per field, in the order of the form; "photos" last. */
      fieldErrors: Partial<Record<RequestErrorField, string>>;
      /** A message for the whole form (429, 409), shown above the summary. */
      formError?: string;
      retryAfterSeconds?: number;
    };

export type RequestContext = { ip?: string; userAgent?: string; now?: Date };

export const requestMessages = {
  rateLimited:
    "Too many requests from your network in a short time. Please try again in a few minutes, or call the service desk.",
  conflict:
    "This form was already sent with other details. Reload the page and send the new request again.",
} as const;

const text = (form: FormData, name: string) => {
  const value = form.get(name);
  return typeof value === "string" ? value : "";
};

/**
 * The digest of everything a request was sent with, every field and every photo's bytes: one
 * idempotency key carries one submission, and a key that comes back with anything changed is
 * refused (409) instead of the change being silently dropped.
 */
async function submissionHash(data: ServiceRequest, photos: readonly SentPhoto[]) {
  const hash = createHash("sha256").update(JSON.stringify(data));
  for (const photo of photos) {
    const digest = createHash("sha256");
    for await (const chunk of photo.file.stream()) digest.update(chunk);
    hash.update(digest.digest());
  }
  return hash.digest("base64url");
}

/** Requests stored before the digest was kept are compared on the fields that name them. */
function sameRequest(stored: StoredRequest, data: ServiceRequest, hash: string) {
  if (stored.submission_hash !== null) return stored.submission_hash === hash;
  return stored.name === data.name && stored.mobile === data.mobile && stored.make === data.make;
}

export function createServiceRequestService(options: {
  store: RequestStore;
  outbox?: Pick<Outbox, "notify">;
  /** The checks of idempotency, rate limit and spam the enquiry forms share. */
  intake: Intake;
  /** Acknowledgements per recipient address: a site must not write to a stranger at will. */
  acknowledgementLimiter: RateLimiter;
  /** The public origin, for the status link in the acknowledgement. */
  siteUrl: string;
  /** False while e-mail goes only to the log: the requester is then not written to. */
  acknowledge: boolean;
  /** The response target the acknowledgement states (service plans' words and figures). */
  responseTarget: ResponseTargetOf;
}) {
  const { store, intake } = options;
  const statusUrl = (reference: string, token: string) =>
    `${options.siteUrl.replace(/\/$/, "")}/requests/${reference}?t=${token}`;
  const conflict = {
    ok: false,
    status: 409,
    fieldErrors: {},
    formError: requestMessages.conflict,
  } as const satisfies RequestSubmitResult;

  return {
    store,

    issueFormToken: (now = Date.now()) => intake.issueFormToken(now),
    /** A token for a refused form shown again: the fill time is spent (see the intake). */
    correctionToken: (now = Date.now()) => intake.correctionToken(now),

    statusUrl,

    /**
     * The cheap checks first (fields, photo count, sizes and types by their first bytes), then
     * the idempotency key, the per-address limit and the form token; only a request that passed
     * them all has its photos decoded.
     */
    async submit(
      form: FormData,
      sent: readonly SentPhoto[],
      context: RequestContext = {},
    ): Promise<RequestSubmitResult> {
      const now = context.now ?? new Date();
      const checked = validateServiceRequest(form, dayInIndia(now));
      const screened = await screenPhotos(sent);
      if (!checked.ok || screened.length > 0) {
        const fieldErrors: Partial<Record<RequestErrorField, string>> = checked.ok
          ? {}
          : { ...checked.fieldErrors };
        if (screened.length > 0) fieldErrors.photos = screened.join(". ");
        return { ok: false, status: 400, fieldErrors };
      }
      const data = checked.data;
      const hash = await submissionHash(data, sent);
      const sentKey = text(form, "idempotencyKey");
      const idempotencyKey = /^[A-Za-z0-9_-]{16,64}$/.test(sentKey)
        ? `request-${sentKey}`
        : `request-${crypto.randomUUID()}`;

      const intakeOutcome = await intake.admit({
        idempotencyKey,
        find: (key) => store.byIdempotencyKey(key),
        sameContent: (stored) => sameRequest(stored, data, hash),
        ip: context.ip,
        website: text(form, "website"),
        formToken: text(form, "formToken"),
        now,
      });
      if (intakeOutcome.outcome === "repeat")
        return { ok: true, reference: intakeOutcome.stored.reference };
      if (intakeOutcome.outcome === "refused") {
        if (intakeOutcome.status === 409) return conflict;
        return {
          ok: false,
          status: 429,
          fieldErrors: {},
          formError: requestMessages.rateLimited,
          retryAfterSeconds: intakeOutcome.retryAfterSeconds,
        };
      }
      const { screening } = intakeOutcome;
      const photos = await checkPhotos(sent);
      if (!photos.ok)
        return { ok: false, status: 400, fieldErrors: { photos: photos.errors.join(". ") } };

      const acknowledge =
        options.acknowledge &&
        screening.verdict === "clear" &&
        (await options.acknowledgementLimiter.consume(data.email.toLowerCase())).ok;
      // Worked out before the transaction: it reads the plan customers and their contacts.
      const target: AcknowledgedTarget | null = acknowledge
        ? await options.responseTarget({
            email: data.email,
            mobile: data.mobile,
            urgency: data.urgency,
            state: data.state,
            receivedAt: now.toISOString(),
          })
        : null;
      const heldBreakdownWithoutToken =
        data.urgency === "breakdown" && screening.reason === "no valid form token (missing)";
      const result = await store.insert(
        {
          data,
          submissionHash: hash,
          photos: photos.photos,
          idempotencyKey,
          screening,
          ip: context.ip,
          userAgent: context.userAgent,
        },
        // Held and spam requests wait for a person; releasing one queues these then. A breakdown
        // held only for want of a token (a first post without JavaScript) reaches the desk at
        // once, marked held and without an acknowledgement; a forged, expired or replayed token
        // waits like the rest.
        (request, statusToken) =>
          screening.verdict !== "clear"
            ? heldBreakdownWithoutToken
              ? [requestNotice(request, photos.photos.length, screening.reason)]
              : []
            : [
                requestNotice(request, photos.photos.length),
                ...(target
                  ? [
                      requestAcknowledgement(
                        request,
                        target,
                        statusUrl(request.reference, statusToken),
                      ),
                    ]
                  : []),
              ],
        now,
      );
      if (result.token && (screening.verdict === "clear" || heldBreakdownWithoutToken))
        options.outbox?.notify();
      if (!result.token && !sameRequest(result.request, data, hash)) return conflict;
      return { ok: true, reference: result.request.reference, token: result.token };
    },
  };
}

export type ServiceRequestService = ReturnType<typeof createServiceRequestService>;
