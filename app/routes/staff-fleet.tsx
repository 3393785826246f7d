import { rentalFleetOf } from "~/features/rental-fleet/public.server";
import { consoleMeta } from "~/features/staff/console-ui";
import { type FleetAnswer, fleetAction, fleetLoader } from "~/features/staff/fleet.server";
import { FleetPage } from "~/features/staff/fleet-pages";
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
