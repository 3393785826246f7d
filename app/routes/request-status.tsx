import { AppliedTarget } from "#app/features/service-plans/applied-target.tsx";
import { planName, servicePlansOf } from "#app/features/service-plans/public.server.ts";
import { serviceRequestServiceContext } from "#app/features/service-requests/context.ts";
import {
  privateHeaders,
  requestStatusLoader,
} from "#app/features/service-requests/request-page.server.ts";
import { StatusView } from "#app/features/service-requests/status-view.tsx";
import { privatePageMeta } from "#app/lib/seo/meta.ts";
import { Breadcrumb } from "#app/ui/breadcrumb.tsx";
import { fromHome } from "#app/ui/crumbs.ts";
import { NotFoundBoundary } from "#app/ui/not-found-page.tsx";
import type { Route } from "./+types/request-status";

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const status = await requestStatusLoader(request, params.reference, context);
  // Found by its status link above: the target that applies to this request, plan or general.
  const stored = await context
    .get(serviceRequestServiceContext)
    ?.store.byReference(status.reference);
  // A plan only once staff have attached it: a match by the e-mail or phone the form was sent
  // with would tell anyone who typed a customer's domain that it has a plan, and which.
  const sla = stored
    ? (
        await servicePlansOf(context).sla.forRequests(
          [{ ...stored, id: Number(stored.id) }],
          undefined,
          { bySender: false },
        )
      ).get(Number(stored.id))
    : undefined;
  return {
    ...status,
    target: sla
      ? { plan: sla.plan, planName: sla.plan ? planName(sla.plan) : null, text: sla.targetText }
      : null,
  };
}

export function headers() {
  return privateHeaders;
}

export function meta({ loaderData }: Route.MetaArgs) {
  // Without data the 404 page below writes its own title and robots tag.
  if (!loaderData) return [];
  return privatePageMeta(`Service request ${loaderData.reference}`);
}

/**
 * An unknown reference, a wrong token and a missing one all end here: the site's 404 page, sent
 * with this route's headers (no-store, noindex) so that no cache keeps it.
 */
export function ErrorBoundary() {
  return <NotFoundBoundary />;
}

export default function RequestStatus({ loaderData }: Route.ComponentProps) {
  const { justSent, statusUrl, target, ...timeline } = loaderData;
  return (
    <div className="page-x max-w-4xl py-10 lg:py-14">
      <Breadcrumb items={fromHome({ label: "Service request status" })} />
      <h1 className="mt-5 text-3xl font-semibold sm:text-4xl">
        Service request <span className="whitespace-nowrap">{timeline.reference}</span>
      </h1>
      {target ? <AppliedTarget {...target} /> : null}
      <div className="mt-8">
        <StatusView timeline={timeline} justSent={justSent} statusUrl={statusUrl} />
      </div>
    </div>
  );
}
