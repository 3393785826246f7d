import { staffOf } from "#app/features/passport/console.server.ts";
import { importAction, importKindOf, importLoader } from "#app/features/passport/import.server.ts";
import { ImportPage } from "#app/features/passport/import-page.tsx";
import { passportOf } from "#app/features/passport/public.server.ts";
import { consoleMeta } from "#app/features/staff/console-ui.tsx";
import { requireStaff } from "#app/features/staff/guard.server.ts";
import type { ServerHandle } from "#app/lib/route-handle.ts";
import type { Route } from "./+types/staff-import";

// A CSV file comes with the post: the server reads it under the upload limits.
export const handle: ServerHandle = { uploads: true };

// One module for both imports (routes.ts names it twice): a customer's units and a unit's
// laboratory results; the address says which.
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const { csrf } = staffOf(requireStaff(context));
  return { csrf, ...(await importLoader(passportOf(context), importKindOf(request), params.id)) };
}

export function action({ request, context, params }: Route.ActionArgs) {
  const staff = staffOf(requireStaff(context));
  return importAction(passportOf(context), staff, importKindOf(request), params.id, request);
}

export function meta({ loaderData }: Route.MetaArgs) {
  return consoleMeta(loaderData?.tabTitle);
}

export default function StaffImport({ loaderData, actionData }: Route.ComponentProps) {
  return <ImportPage {...loaderData} answer={actionData} />;
}
