import { fleetHeaders, unitData } from "#app/features/passport/fleet.server.ts";
import { fleetPageMiddleware, linkedCustomer } from "#app/features/passport/fleet-cache.server.ts";
import { passportOf } from "#app/features/passport/public.server.ts";
import { UnitPage } from "#app/features/passport/unit-page.tsx";
import type { ServerHandle } from "#app/lib/route-handle.ts";
import { privatePageMeta } from "#app/lib/seo/meta.ts";
import { NotFoundBoundary } from "#app/ui/not-found-page.tsx";
import type { Route } from "./+types/fleet-unit";

/** The customer reads this page; nothing on it needs a script (decision 0017). */
export const handle: ServerHandle = { hydrate: false };

/** The link checked and its access logged, then the page from the render cache (issue 23). */
export const middleware: Route.MiddlewareFunction[] = [fleetPageMiddleware];

export async function loader({ context, params }: Route.LoaderArgs) {
  const passport = passportOf(context);
  const customerId = linkedCustomer(context);
  const [view, customer] = await Promise.all([
    unitData(passport, customerId, params.id, `/fleet/${params.token}`),
    passport.platform.database.db
      .selectFrom("passport_customers")
      .select("name")
      .where("id", "=", customerId)
      .executeTakeFirstOrThrow(),
  ]);
  return { view, customer: customer.name, base: `/fleet/${params.token}` };
}

export function headers() {
  return fleetHeaders;
}

export function meta({ loaderData }: Route.MetaArgs) {
  if (!loaderData) return [];
  return privatePageMeta(`${loaderData.view.unit.asset.tag}: transformer passport`);
}

export function ErrorBoundary() {
  return <NotFoundBoundary />;
}

export default function FleetUnit({ loaderData }: Route.ComponentProps) {
  return <UnitPage view={loaderData.view} base={loaderData.base} customer={loaderData.customer} />;
}
