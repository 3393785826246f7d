import { customerOfLink, unitRecords } from "#app/features/passport/fleet.server.ts";
import { historyCsv } from "#app/features/passport/fleet-csv.server.ts";
import { passportOf } from "#app/features/passport/public.server.ts";
import type { Route } from "./+types/fleet-unit-csv";

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const passport = passportOf(context);
  const customerId = await customerOfLink(passport, params.token, request, context);
  const { tag, records } = await unitRecords(passport, customerId, params.id);
  return historyCsv(tag, records);
}
