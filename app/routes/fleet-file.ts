import { fileResponse } from "~/features/passport/asset-page.server";
import { customerOfLink, fleetFile } from "~/features/passport/fleet.server";
import { passportOf } from "~/features/passport/public.server";
import type { Route } from "./+types/fleet-file";

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const passport = passportOf(context);
  const customerId = await customerOfLink(passport, params.token, request, context);
  return fileResponse(await fleetFile(passport, customerId, params.id, params.fileId));
}
