import { newAssetAction, newAssetLoader } from "~/features/passport/assets-console.server";
import { staffOf } from "~/features/passport/console.server";
import { NewAssetPage } from "~/features/passport/new-asset-page";
import { passportOf } from "~/features/passport/start.server";
import { consoleMeta } from "~/features/staff/console-ui";
import { requireStaff } from "~/features/staff/guard.server";
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
