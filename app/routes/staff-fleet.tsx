import { rentalFleetOf } from "#app/features/rental-fleet/public.server.ts";
import { consoleMeta } from "#app/features/staff/console-ui.tsx";
import { type FleetAnswer, fleetAction, fleetLoader } from "#app/features/staff/fleet.server.ts";
import { FleetPage } from "#app/features/staff/fleet-pages.tsx";
import type { Route } from "./+types/staff-fleet";

export function loader({ request, context }: Route.LoaderArgs) {
  return fleetLoader(context, rentalFleetOf(context), request);
}

export function action({ request, context }: Route.ActionArgs) {
  return fleetAction(context, rentalFleetOf(context), request);
}

export function meta() {
  return consoleMeta("Rental fleet");
}

export default function StaffFleet({ loaderData, actionData }: Route.ComponentProps) {
  return <FleetPage {...loaderData} answer={actionData as FleetAnswer | undefined} />;
}
