import { rentalFleetOf } from "#app/features/rental-fleet/public.server.ts";
import { consoleMeta } from "#app/features/staff/console-ui.tsx";
import { type FleetAnswer, fleetAction, unitLoader } from "#app/features/staff/fleet.server.ts";
import { UnitPage } from "#app/features/staff/fleet-pages.tsx";
import type { Route } from "./+types/staff-fleet-unit";

export function loader({ request, context, params }: Route.LoaderArgs) {
  return unitLoader(context, rentalFleetOf(context), request, params.id);
}

export function action({ request, context, params }: Route.ActionArgs) {
  return fleetAction(context, rentalFleetOf(context), request, params.id);
}

export function meta({ loaderData }: Route.MetaArgs) {
  return consoleMeta(loaderData ? `Rental unit ${loaderData.unit.unitId}` : "Rental unit");
}

export default function StaffFleetUnit({ loaderData, actionData }: Route.ComponentProps) {
  return <UnitPage {...loaderData} answer={actionData as FleetAnswer | undefined} />;
}
