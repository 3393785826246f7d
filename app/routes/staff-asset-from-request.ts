import { assetFromRequestAction } from "~/features/passport/assets-console.server";
import { staffOf } from "~/features/passport/console.server";
import { passportOf } from "~/features/passport/start.server";
import { requireStaff } from "~/features/staff/guard.server";
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
