import { assetLoader } from "#app/features/passport/asset-page.server.ts";
import { AssetPage } from "#app/features/passport/asset-page.tsx";
import { assetAction } from "#app/features/passport/assets-console.server.ts";
import { staffOf } from "#app/features/passport/console.server.ts";
import { passportOf } from "#app/features/passport/start.server.ts";
import { consoleMeta } from "#app/features/staff/console-ui.tsx";
import { requireStaff } from "#app/features/staff/guard.server.ts";
import type { ServerHandle } from "#app/lib/route-handle.ts";
import type { Route } from "./+types/staff-asset";

export const handle: ServerHandle = { uploads: true };

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
