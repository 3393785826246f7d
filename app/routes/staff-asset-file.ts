import { staffFileLoader } from "#app/features/passport/asset-page.server.ts";
import { staffOf } from "#app/features/passport/console.server.ts";
import { passportOf } from "#app/features/passport/start.server.ts";
import { requireStaff } from "#app/features/staff/guard.server.ts";
import type { Route } from "./+types/staff-asset-file";

export function loader({ context, params }: Route.LoaderArgs) {
  staffOf(requireStaff(context));
  return staffFileLoader(passportOf(context), params.id, params.fileId);
}
