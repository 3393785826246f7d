import { staffFileLoader } from "~/features/passport/asset-page.server";
import { staffOf } from "~/features/passport/console.server";
import { passportOf } from "~/features/passport/start.server";
import { requireStaff } from "~/features/staff/guard.server";
import type { Route } from "./+types/staff-asset-file";

export function loader({ context, params }: Route.LoaderArgs) {
  staffOf(requireStaff(context));
  return staffFileLoader(passportOf(context), params.id, params.fileId);
}
