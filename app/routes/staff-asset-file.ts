import { staffFileLoader } from "~/features/passport/asset-page.server";
import { staffOf } from "~/features/passport/console.server";
import { passportOf } from "~/features/passport/start.server";
import type { Route } from "./+types/staff-asset-file";

export function loader({ context, params }: Route.LoaderArgs) {
  staffOf(context);
  return staffFileLoader(passportOf(context), params.id, params.fileId);
}
