import { customerOfLink, unitRecords } from "~/features/passport/fleet.server";
import { historyCsv } from "~/features/passport/fleet-csv.server";
import { passportOf } from "~/features/passport/public.server";
import type { Route } from "./+types/fleet-unit-csv";

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const passport = passportOf(context);
  const customerId = await customerOfLink(passport, params.token, request, context);
  const { tag, records } = await unitRecords(passport, customerId, params.id);
  return historyCsv(tag, records);
}
