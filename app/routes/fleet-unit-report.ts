import { customerOfLink } from "#app/features/passport/fleet.server.ts";
import { passportOf } from "#app/features/passport/public.server.ts";
import { unitReportFile } from "#app/features/passport/unit-reports.server.ts";
import type { Route } from "./+types/fleet-unit-report";

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const passport = passportOf(context);
  const customerId = await customerOfLink(passport, params.token, request, context);
  return unitReportFile(passport.platform.database, customerId, params.id, params.file);
}
