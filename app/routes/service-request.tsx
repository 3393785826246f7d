import { plansFile } from "#app/features/service-plans/public.server.ts";
import { ResponseTargets } from "#app/features/service-plans/response-targets.tsx";
import { RequestForm } from "#app/features/service-requests/request-form.tsx";
import {
  privateHeaders,
  type RequestActionData,
  requestFormAction,
  requestFormLoader,
} from "#app/features/service-requests/request-page.server.ts";
import { RequestPage } from "#app/features/service-requests/request-page.tsx";
import { requestPageCopy } from "#app/features/service-requests/request-page-copy.ts";
import type { ServerHandle } from "#app/lib/route-handle.ts";
import { pageMeta } from "#app/lib/seo/meta.ts";
import { PrintedContact } from "#app/ui/printed-contact.tsx";
import type { Route } from "./+types/service-request";

export const handle: ServerHandle = { uploads: true, rendersQuery: true };

const noErrors = {};

const typed = (value: unknown) => (typeof value === "string" && value ? value : undefined);

export function loader({ request }: Route.LoaderArgs) {
  return {
    ...requestFormLoader(request),
    copy: requestPageCopy,
    targets: plansFile.general,
    fastestCallBack: Math.min(...plansFile.plans.map((plan) => plan.targets.acknowledgeMinutes)),
  };
}

export function action({ request, context }: Route.ActionArgs) {
  return requestFormAction(request, context);
}

/**
 * The empty form is prerendered (its HTML is the same for everyone, served as a file); filled in
 * from a link it is rendered, and not kept. An answer to a post holds what one visitor sent:
 * private.
 */
export function headers({ actionHeaders }: Route.HeadersArgs) {
  if ([...actionHeaders].length === 0) return { "Cache-Control": "no-store" };
  // A 429 keeps the action's Retry-After.
  const retryAfter = actionHeaders.get("Retry-After");
  return retryAfter ? { ...privateHeaders, "Retry-After": retryAfter } : privateHeaders;
}

export function meta() {
  return pageMeta({
    title: "Service request",
    description:
      "Request a transformer service visit: breakdown, oil leak, Buchholz or differential trip, DGA alert. Get a reference and a private status link at once.",
    path: "/service-request",
  });
}

export default function ServiceRequest({ loaderData, actionData }: Route.ComponentProps) {
  const answer = actionData as RequestActionData | undefined;
  if (answer?.ok) {
    return (
      <RequestPage copy={loaderData.copy}>
        <div
          role="status"
          className="rounded-lg border border-success-700 bg-success-100 p-6 text-success-700"
        >
          <h2 className="text-xl font-semibold">This request has already reached us</h2>
          <p className="mt-2">
            Its reference is <strong>{answer.reference}</strong>. The status link was shown when it
            was first sent, and is in the acknowledgement e-mail.
          </p>
        </div>
      </RequestPage>
    );
  }
  const refused = answer && !answer.ok ? answer : undefined;
  return (
    <RequestPage
      copy={loaderData.copy}
      // Server markup only (RequestPage's aside is a ServerPart): its code stays on the server.
      targets={
        import.meta.env.SSR ? (
          <ResponseTargets
            general={loaderData.targets}
            fastestCallBack={loaderData.fastestCallBack}
          />
        ) : null
      }
    >
      {/* On paper, where it cannot be filled in, the form gives way to the ways to reach us. */}
      <div className="print:hidden">
        <RequestForm
          today={loaderData.today}
          // After a refused send the form keeps its first token and key: nothing was stored.
          formToken={typed(refused?.values.formToken) ?? ""}
          idempotencyKey={typed(refused?.values.idempotencyKey) ?? ""}
          values={refused?.values ?? loaderData.prefill}
          prefilled={!answer && Boolean(loaderData.prefill.description)}
          errors={refused?.fieldErrors ?? noErrors}
          formError={refused?.formError || undefined}
        />
      </div>
      <PrintedContact page="service-request" />
    </RequestPage>
  );
}
