import { newAssetAction, newAssetLoader } from "#app/features/passport/assets-console.server.ts";
import { staffOf } from "#app/features/passport/console.server.ts";
import { NewAssetPage } from "#app/features/passport/new-asset-page.tsx";
import { passportOf } from "#app/features/passport/start.server.ts";
import { consoleMeta } from "#app/features/staff/console-ui.tsx";
import { requireStaff } from "#app/features/staff/guard.server.ts";
import type { Route } from "./+types/staff-asset-new";

export async function loader({ context, params }: Route.LoaderArgs) {
  const { csrf } = staffOf(requireStaff(context));
  return { csrf, ...(await newAssetLoader(passportOf(context), params.id)) };
}

export function action({ request, context, params }: Route.ActionArgs) {
  return newAssetAction(passportOf(context), staffOf(requireStaff(context)), params.id, request);
}

export function meta() {
  return consoleMeta("New unit");
}

export default function StaffAssetNew({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <NewAssetPage
      customer={loaderData.customer}
      sites={loaderData.sites}
      csrf={loaderData.csrf}
      answer={actionData}
    />
  );
}
