import { assetFromRequestAction } from "#app/features/passport/assets-console.server.ts";
import { staffOf } from "#app/features/passport/console.server.ts";
import { passportOf } from "#app/features/passport/start.server.ts";
import { requireStaff } from "#app/features/staff/guard.server.ts";
import type { Route } from "./+types/staff-asset-from-request";

/** "Create asset from this request" on a service request's console page posts here. */
export function action({ request, context }: Route.ActionArgs) {
  const { desk } = requireStaff(context);
  return assetFromRequestAction(
    passportOf(context),
    staffOf(requireStaff(context)),
    request,
    (reference) => desk.requests.byReference(reference),
  );
}
