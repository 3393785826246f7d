import { data, type RouterContextProvider } from "react-router";
import { loadConfig } from "../../server/config.ts";
import { catalogue } from "../catalogue/catalogue.server.ts";
import { clientIpContext, enquiryServiceContext } from "../request-context.ts";
import { formDataToObject } from "./schema.ts";
import {
  type EnquiryKind,
  type EnquiryService,
  type SubmitResult,
  startEnquiries,
} from "./service.server.ts";

let devService: Promise<EnquiryService> | undefined;

/** Under `react-router dev` no server hands us a service: start one from the same settings. */
function fallbackService(): Promise<EnquiryService> {
  devService ??= (async () => {
    const names = new Set(catalogue.entries.map((entry) => entry.item.name));
    const enquiries = await startEnquiries(
      loadConfig(),
      (level, message, fields) =>
        (level === "error" ? console.error : console.warn)(message, fields),
      (name) => names.has(name),
    );
    enquiries.outbox.start();
    return enquiries.service;
  })();
  return devService;
}

export type EnquiryActionData =
  | { ok: true; reference: string }
  | {
      ok: false;
      formError: string;
      fieldErrors: Record<string, string>;
      values: Record<string, string>;
    };

const echoed = ["firstName", "lastName", "name", "email", "phone", "phoneNo", "service", "message"];

/** Reads the posted form, submits it and shapes the answer for the page or the API. */
export async function submitEnquiry(
  kind: EnquiryKind,
  request: Request,
  context: Readonly<RouterContextProvider>,
): Promise<{ result: SubmitResult; values: Record<string, string> }> {
  let form: FormData;
  try {
    form = await request.formData();
  } catch {
    return {
      result: {
        ok: false,
        status: 400,
        formError: "The form could not be read. Please send it again.",
        fieldErrors: {},
      },
      values: {},
    };
  }
  const input = formDataToObject(form);
  const service = context.get(enquiryServiceContext) ?? (await fallbackService());
  const result = await service.submit(kind, input, {
    sourcePath: new URL(request.url).pathname,
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

/** The action of a page with an enquiry form: the outcome is rendered in the page. */
export async function enquiryPageAction(
  kind: EnquiryKind,
  request: Request,
  context: Readonly<RouterContextProvider>,
) {
  const { result, values } = await submitEnquiry(kind, request, context);
  if (result.ok) return data<EnquiryActionData>({ ok: true, reference: result.reference });
  return data<EnquiryActionData>(
    { ok: false, formError: result.formError, fieldErrors: result.fieldErrors, values },
    { status: result.status },
  );
}
