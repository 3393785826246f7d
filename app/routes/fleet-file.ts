import { fileResponse } from "#app/features/passport/asset-page.server.ts";
import { customerOfLink, fleetFile } from "#app/features/passport/fleet.server.ts";
import { passportOf } from "#app/features/passport/public.server.ts";
import type { Route } from "./+types/fleet-file";

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const passport = passportOf(context);
  const customerId = await customerOfLink(passport, params.token, request, context);
  return fileResponse(await fleetFile(passport, customerId, params.id, params.fileId));
}
