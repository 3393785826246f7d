import { customerOfLink, fleetData } from "#app/features/passport/fleet.server.ts";
import { fleetCsv } from "#app/features/passport/fleet-csv.server.ts";
import { passportOf } from "#app/features/passport/public.server.ts";
import type { Route } from "./+types/fleet-csv";

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const passport = passportOf(context);
  const customerId = await customerOfLink(passport, params.token, request, context);
  return fleetCsv(await fleetData(passport, customerId));
}
