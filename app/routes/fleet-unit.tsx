import { isRouteErrorResponse, useRouteError } from "react-router";
import { customerOfLink, fleetHeaders, unitData } from "#app/features/passport/fleet.server.ts";
import { passportOf } from "#app/features/passport/public.server.ts";
import { UnitPage } from "#app/features/passport/unit-page.tsx";
import { pageTitle } from "#app/lib/company.ts";
import { NotFoundPage } from "#app/ui/not-found-page.tsx";
import type { Route } from "./+types/fleet-unit";

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const passport = passportOf(context);
  const customerId = await customerOfLink(passport, params.token, request, context);
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
  return [
    { title: pageTitle(`${loaderData.view.unit.asset.tag}: transformer passport`) },
    { name: "robots", content: "noindex, nofollow" },
    { name: "referrer", content: "no-referrer" },
  ];
}

export function ErrorBoundary() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundPage />;
  throw error;
}

export default function FleetUnit({ loaderData }: Route.ComponentProps) {
  return <UnitPage view={loaderData.view} base={loaderData.base} customer={loaderData.customer} />;
}
