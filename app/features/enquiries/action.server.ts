import { data, type RouterContextProvider } from "react-router";
import { FormReadError, readForm, textFormLimits } from "#app/lib/form-data.server.ts";
import type { FormResult } from "#app/lib/form-result.ts";
import { pagePathOf } from "#app/lib/page-path.ts";
import { clientIpContext } from "#app/lib/request-context.ts";
import { enquiryServiceContext } from "./context.ts";
import type { EnquiryKind } from "./schema.ts";
import { formDataToObject } from "./schema.ts";
import type { EnquiryService, SubmitResult } from "./service.server.ts";

/** The service the server started and handed over in the request context. */
export function enquiryService(context: Readonly<RouterContextProvider>): EnquiryService {
  const service = context.get(enquiryServiceContext);
  if (!service) throw new Error("The enquiry service is missing from the request context");
  return service;
}

/** The form result, with a fresh token so that the form sent again from this answer is dated. */
/**
 * The outcome, and the token the next send carries with how long the browser waits before it
 * sends with it: the fill time after a fresh form, nothing after a refused one.
 */
export type EnquiryActionData = FormResult & { formToken: string; formTokenWaitMs?: number };

const echoed = [
  "firstName",
  "lastName",
  "name",
  "email",
  "phone",
  "phoneNo",
  "company",
  "plantLocation",
  "service",
  "message",
];

/** Reads the posted form, submits it and shapes the answer for the page or the API. */
export async function submitEnquiry(
  kind: EnquiryKind,
  request: Request,
  context: Readonly<RouterContextProvider>,
): Promise<{ result: SubmitResult; values: Record<string, string> }> {
  let form: FormData;
  try {
    form = await readForm(request, textFormLimits);
  } catch (error) {
    if (!(error instanceof FormReadError)) throw error;
    return {
      result: { ok: false, status: error.status, formError: error.message, fieldErrors: {} },
      values: {},
    };
  }
  const input = formDataToObject(form);
  const result = await enquiryService(context).submit(kind, input, {
    // The page the form was sent from, not the ".data" address a script posts it to.
    sourcePath: pagePathOf(new URL(request.url).pathname),
    ip: context.get(clientIpContext),
    userAgent: request.headers.get("user-agent") ?? undefined,
  });
  const values = Object.fromEntries(
    echoed
      .filter((key) => typeof input[key] === "string")
      .map((key) => [key, String(input[key]).slice(0, 5000)]),
  );
  return { result, values };
}

/**
 * The action of a page with an enquiry form (the contact page, a catalogue item's enquiry page):
 * the outcome is rendered in the page. The route exports it as its `action`.
 */
export function enquiryPageAction(kind: EnquiryKind) {
  return async ({
    request,
    context,
  }: {
    request: Request;
    context: Readonly<RouterContextProvider>;
  }) => {
    const { result, values } = await submitEnquiry(kind, request, context);
    if (result.ok)
      return data<EnquiryActionData>({
        ok: true,
        reference: result.reference,
        formToken: enquiryService(context).issueFormToken(),
        formTokenWaitMs: enquiryService(context).fillMs,
      });
    return data<EnquiryActionData>(
      {
        ok: false,
        formError: result.formError,
        fieldErrors: result.fieldErrors,
        values,
        // The visitor corrects and sends again at once: the fill time is already spent.
        formToken: enquiryService(context).correctionToken(),
        formTokenWaitMs: 0,
      },
      { status: result.status, headers: retryAfter(result) },
    );
  };
}

export function retryAfter(result: SubmitResult): Record<string, string> {
  return !result.ok && result.retryAfterSeconds
    ? { "Retry-After": String(result.retryAfterSeconds) }
    : {};
}
