/**
 * Taking a service request: the fields checked by the shared schema, the photos by their bytes,
 * the per-address limit, the spam checks of the enquiry forms, then one transaction that stores
 * the request, its photos and its e-mails. The outbox delivers them after the answer has gone.
 */
import {
  checkFormToken,
  issueFormToken,
  type Outbox,
  type RateLimiter,
} from "~/features/enquiries/public.server";
import { requestAcknowledgement, requestNotice } from "./mails.server";
import { checkPhotos, type SentPhoto } from "./photos.server";
import { type FieldName, todayInIndia, validateServiceRequest } from "./schema";
import type { RequestStore, StoredRequest } from "./store.server";

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

/** The files of the photo inputs, with their names; the empty part of an unused input included. */
async function sentPhotos(form: FormData): Promise<SentPhoto[]> {
  const files = form.getAll("photos").filter((value): value is File => typeof value !== "string");
  return Promise.all(
    files.map(async (file) => ({
      bytes: new Uint8Array(await file.arrayBuffer()),
      name: file.name,
    })),
  );
}

function sameRequest(stored: StoredRequest, data: { name: string; mobile: string; make: string }) {
  return stored.name === data.name && stored.mobile === data.mobile && stored.make === data.make;
}

export function createServiceRequestService(options: {
  store: RequestStore;
  outbox?: Pick<Outbox, "notify">;
  limiter: RateLimiter;
  formSecret: string;
  /** A form sent sooner than this after it was shown is judged to be a bot's. */
  minFillMs: number;
  /** The public origin, for the status link in the acknowledgement. */
  siteUrl: string;
  /** False while e-mail goes only to the log: the requester is then not written to. */
  acknowledge: boolean;
}) {
  const { store, limiter, formSecret } = options;
  const statusUrl = (reference: string, token: string) =>
    `${options.siteUrl.replace(/\/$/, "")}/requests/${reference}?t=${token}`;

  return {
    store,

    issueFormToken: (now = Date.now()) => issueFormToken(formSecret, now),

    statusUrl,

    async submit(form: FormData, context: RequestContext = {}): Promise<RequestSubmitResult> {
      const now = context.now ?? new Date();
      const checked = validateServiceRequest(form, todayInIndia(now));
      const photos = await checkPhotos(await sentPhotos(form));
      if (!checked.ok || !photos.ok) {
        const fieldErrors: Partial<Record<RequestErrorField, string>> = checked.ok
          ? {}
          : { ...checked.fieldErrors };
        if (!photos.ok) fieldErrors.photos = photos.errors.join(". ");
        return { ok: false, status: 400, fieldErrors };
      }
      const data = checked.data;
      const sentKey = text(form, "idempotencyKey");
      const idempotencyKey = /^[A-Za-z0-9_-]{16,64}$/.test(sentKey)
        ? `request-${sentKey}`
        : `request-${crypto.randomUUID()}`;

      const existing = await store.byIdempotencyKey(idempotencyKey);
      if (existing) {
        if (!sameRequest(existing, data))
          return { ok: false, status: 409, fieldErrors: {}, formError: requestMessages.conflict };
        return { ok: true, reference: existing.reference };
      }

      const rate = await limiter.consume(context.ip ?? "unknown");
      if (!rate.ok) {
        return {
          ok: false,
          status: 429,
          fieldErrors: {},
          formError: requestMessages.rateLimited,
          retryAfterSeconds: rate.retryAfterSeconds,
        };
      }

      const token = checkFormToken(formSecret, text(form, "formToken"), now.getTime());
      const screening: { verdict: "clear" | "held" | "spam"; reason?: string } = text(
        form,
        "website",
      )
        ? { verdict: "spam", reason: "honeypot field filled" }
        : !token.ok
          ? { verdict: "held", reason: `no valid form token (${token.reason})` }
          : now.getTime() - token.issuedAt < options.minFillMs
            ? {
                verdict: "spam",
                reason: `sent ${now.getTime() - token.issuedAt} ms after the form was shown`,
              }
            : { verdict: "clear" };

      const result = await store.insert(
        {
          data,
          photos: photos.photos,
          idempotencyKey,
          screening,
          ip: context.ip,
          userAgent: context.userAgent,
        },
        // Held and spam requests wait for a person; releasing one queues these then.
        (request, statusToken) =>
          screening.verdict !== "clear"
            ? []
            : [
                requestNotice(request, photos.photos.length),
                ...(options.acknowledge
                  ? [requestAcknowledgement(request, statusUrl(request.reference, statusToken))]
                  : []),
              ],
        now,
      );
      if (result.token && screening.verdict === "clear") options.outbox?.notify();
      if (!result.token && !sameRequest(result.request, data))
        return { ok: false, status: 409, fieldErrors: {}, formError: requestMessages.conflict };
      return { ok: true, reference: result.request.reference, token: result.token };
    },
  };
}

export type ServiceRequestService = ReturnType<typeof createServiceRequestService>;
