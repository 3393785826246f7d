import { AssetPage } from "~/features/passport/asset-page";
import { assetLoader } from "~/features/passport/asset-page.server";
import { assetAction } from "~/features/passport/assets-console.server";
import { staffOf } from "~/features/passport/console.server";
import { passportOf } from "~/features/passport/start.server";
import { consoleMeta } from "~/features/staff/console-ui";
import { requireStaff } from "~/features/staff/guard.server";
import type { Route } from "./+types/staff-asset";

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const { csrf } = staffOf(requireStaff(context));
  return { csrf, view: await assetLoader(passportOf(context), params.id, request) };
}

export function action({ request, context, params }: Route.ActionArgs) {
  return assetAction(passportOf(context), staffOf(requireStaff(context)), params.id, request);
}

export function meta({ loaderData }: Route.MetaArgs) {
  return consoleMeta(loaderData?.view.asset.tag ?? "Unit");
}

export default function StaffAsset({ loaderData, actionData }: Route.ComponentProps) {
  return <AssetPage view={loaderData.view} csrf={loaderData.csrf} answer={actionData} />;
}
