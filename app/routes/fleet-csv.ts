import { customerOfLink, fleetData } from "~/features/passport/fleet.server";
import { fleetCsv } from "~/features/passport/fleet-csv.server";
import { passportOf } from "~/features/passport/public.server";
import type { Route } from "./+types/fleet-csv";

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const passport = passportOf(context);
  const customerId = await customerOfLink(passport, params.token, request, context);
  return fleetCsv(await fleetData(passport, customerId));
}
