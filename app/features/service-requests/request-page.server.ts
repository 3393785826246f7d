/**
 * The loader and action of /service-request, and the loader of the status page: what the route
 * modules call, with the service the server handed over in the request context.
 */
import { data, type RouterContextProvider, redirect } from "react-router";
import { type FormLimits, FormReadError, formFields, readForm } from "#app/lib/form-data.server.ts";
import type { FormResult } from "#app/lib/form-result.ts";
import { dayInIndia } from "#app/lib/india-day.ts";
import { clientIpContext } from "#app/lib/request-context.ts";
import { serviceRequestServiceContext } from "./context.ts";
import { photoLimits } from "./photo-limits.ts";
import type { SentPhoto } from "./photos.server.ts";
import { readRequestPrefill } from "./prefill.ts";
import type { Values } from "./request-controls.tsx";
import type { ServiceRequestService } from "./service.server.ts";
import { requestTimeline } from "./timeline.server.ts";

/** Pages with a form token or a private status: never kept by a browser or a proxy. */
export const privateHeaders = { "Cache-Control": "no-store", "X-Robots-Tag": "noindex, nofollow" };

function service(context: Readonly<RouterContextProvider>): ServiceRequestService {
  const found = context.get(serviceRequestServiceContext);
  if (!found) throw new Error("The service request service is missing from the request context");
  return found;
}

/**
 * A fresh form. The page is prerendered (issue 27), so its HTML holds no form token and no
 * idempotency key: the browser gets them when the form appears (use-request-tokens.ts), and the
 * answer to a refused post brings them (requestFormAction). `today` is the build's date until
 * the browser reads its own. A link may fill in the symptoms and the description
 * (readRequestPrefill): a query string makes the server render the page (static-files.ts).
 */
export function requestFormLoader(request?: Request) {
  return {
    today: dayInIndia(),
    formToken: "",
    idempotencyKey: "",
    prefill: request ? readRequestPrefill(new URL(request.url).searchParams) : {},
  };
}

/**
 * The form result. A request stored before under the same key answers `ok` with its reference
 * and no new status link; a new one is redirected to its status page instead.
 */
export type RequestActionData = FormResult<Values>;

/** Everything typed, to fill the form again; photos cannot be sent back by the server. */
function typedValues(form: FormData): Values {
  const values: Values = formFields(form, ["photos", "website"]);
  for (const [key, value] of Object.entries(values))
    values[key] = Array.isArray(value) ? value.map((text) => text.slice(0, 5000)) : value;
  return values;
}

/**
 * The form's fields (about forty with every symptom ticked), its photo parts, and bytes enough
 * for a 6 MB photo to reach the check that names it; the server has already cut the body at
 * UPLOAD_LIMIT_BYTES.
 */
const requestFormLimits: FormLimits = {
  maxFields: 80,
  maxFiles: photoLimits.count * 2,
  maxPartBytes: 16 * 1024 * 1024,
  maxTotalBytes: 32 * 1024 * 1024,
};

const photosAgain =
  "For your security a browser never gets photos back from a website: choose them again before you send.";

export async function requestFormAction(
  request: Request,
  context: Readonly<RouterContextProvider>,
) {
  let form: FormData;
  // Each photo is taken out of the form as the parser reads it and kept as the Blob it made.
  const photos: SentPhoto[] = [];
  try {
    form = await readForm(request, requestFormLimits, async (file) => {
      if (file.fieldName !== "photos") return null;
      photos.push({ file, name: file.name });
      return null;
    });
  } catch (error) {
    if (!(error instanceof FormReadError)) throw error;
    return data<RequestActionData>(
      { ok: false, values: {}, fieldErrors: {}, formError: error.message },
      { status: error.status, headers: privateHeaders },
    );
  }
  const result = await service(context).submit(form, photos, {
    ip: context.get(clientIpContext),
    userAgent: request.headers.get("user-agent") ?? undefined,
  });
  if (result.ok && result.token) {
    // Post, redirect, get: a reload of the answer never sends the request again. The fragment
    // is the answer's own: without one the browser would keep the form's (#sr-summary-heading).
    return redirect(`/requests/${result.reference}?t=${result.token}&sent=1#request-received`, {
      status: 303,
      headers: privateHeaders,
    });
  }
  const values = typedValues(form);
  // A form posted without JavaScript has neither: the answer brings them, so that the next send
  // is dated and a resend of it harmless. The visitor filled the form once already: the token is
  // dated back by the fill time, so a correction sent at once is not judged too fast.
  if (!values.formToken) values.formToken = service(context).correctionToken();
  if (!values.idempotencyKey) values.idempotencyKey = crypto.randomUUID();
  if (result.ok) {
    return data<RequestActionData>(
      { ok: true, reference: result.reference },
      { headers: privateHeaders },
    );
  }
  const sentPhotos = photos.some((photo) => photo.file.size > 0);
  const fieldErrors: Record<string, string> = { ...result.fieldErrors };
  if (sentPhotos && !fieldErrors.photos && Object.keys(fieldErrors).length > 0)
    fieldErrors.photos = photosAgain;
  const headers: Record<string, string> = { ...privateHeaders };
  if (result.retryAfterSeconds) headers["Retry-After"] = String(result.retryAfterSeconds);
  return data<RequestActionData>(
    { ok: false, values, fieldErrors, formError: result.formError ?? "" },
    { status: result.status, headers },
  );
}

/**
 * The status page's data, or the site's ordinary 404 for an unknown reference, a wrong token and
 * a missing one alike: nobody can learn from the answer which references exist.
 */
export async function requestStatusLoader(
  request: Request,
  reference: string,
  context: Readonly<RouterContextProvider>,
) {
  const url = new URL(request.url);
  const token = url.searchParams.get("t") ?? "";
  const { store } = service(context);
  const found = /^VPS-\d{6}-[A-Z2-9]{6}$/.test(reference)
    ? await store.byStatusLink(reference, token)
    : await store.byStatusLink("VPS-000000-AAAAAA", token);
  if (!found) throw data("Not found", { status: 404, headers: privateHeaders });
  return {
    justSent: url.searchParams.get("sent") === "1",
    statusUrl: new URL(`/requests/${found.reference}?t=${token}`, url.origin).toString(),
    ...(await requestTimeline(store, found)),
  };
}
