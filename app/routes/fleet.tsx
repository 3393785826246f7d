import { fleetData, fleetHeaders } from "#app/features/passport/fleet.server.ts";
import { fleetPageMiddleware, linkedCustomer } from "#app/features/passport/fleet-cache.server.ts";
import { FleetPage } from "#app/features/passport/fleet-page.tsx";
import { passportOf } from "#app/features/passport/public.server.ts";
import { FleetPlanNote } from "#app/features/service-plans/customer-plan.tsx";
import { customerPlan, servicePlansOf } from "#app/features/service-plans/public.server.ts";
import type { ServerHandle } from "#app/lib/route-handle.ts";
import { privatePageMeta } from "#app/lib/seo/meta.ts";
import { NotFoundBoundary } from "#app/ui/not-found-page.tsx";
import type { Route } from "./+types/fleet";

/** The customer reads this page; nothing on it needs a script (decision 0017). */
export const handle: ServerHandle = { hydrate: false };

/** The link checked and its access logged, then the page from the render cache (issue 23). */
export const middleware: Route.MiddlewareFunction[] = [fleetPageMiddleware];

export async function loader({ context, params }: Route.LoaderArgs) {
  const passport = passportOf(context);
  const customerId = linkedCustomer(context);
  const [fleet, plan] = await Promise.all([
    fleetData(passport, customerId),
    customerPlan(servicePlansOf(context), customerId),
  ]);
  return { fleet, plan, base: `/fleet/${params.token}` };
}

export function headers() {
  return fleetHeaders;
}

export function meta({ loaderData }: Route.MetaArgs) {
  if (!loaderData) return [];
  return privatePageMeta(`${loaderData.fleet.customer}: transformer passport`);
}

/** A wrong, revoked or expired link is the site's ordinary 404, never cached. */
export function ErrorBoundary() {
  return <NotFoundBoundary />;
}

export default function Fleet({ loaderData }: Route.ComponentProps) {
  const { fleet, plan, base } = loaderData;
  return <FleetPage fleet={fleet} base={base} plan={plan ? <FleetPlanNote plan={plan} /> : null} />;
}
