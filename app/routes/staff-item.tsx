import { passportOf, requestUnit } from "#app/features/passport/public.server.ts";
import { RequestUnitPanel } from "#app/features/passport/public.ts";
import { servicePlansOf } from "#app/features/service-plans/public.server.ts";
import { consoleMeta } from "#app/features/staff/console-ui.tsx";
import { deskLoader } from "#app/features/staff/desk-view.server.ts";
import { requireStaff } from "#app/features/staff/guard.server.ts";
import { itemAction } from "#app/features/staff/item-actions.server.ts";
import { ItemPage } from "#app/features/staff/item-page.tsx";
import { detailKindOf, itemLoader } from "#app/features/staff/pages.server.ts";
import type { Route } from "./+types/staff-item";

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const base = await itemLoader(request, context, params);
  const desk =
    base.item.kind === "service-request"
      ? await deskLoader(requireStaff(context), servicePlansOf(context), base.item.reference)
      : null;
  const unit =
    base.item.kind === "service-request"
      ? await requestUnit(
          passportOf(context).platform.database,
          base.item.reference,
          base.item.company ?? "",
        )
      : undefined;
  return { ...base, desk, unit };
}

export function action({ request, context, params }: Route.ActionArgs) {
  return itemAction(
    requireStaff(context),
    detailKindOf(params.kind),
    params.reference,
    request,
    servicePlansOf(context),
  );
}

export function meta({ loaderData }: Route.MetaArgs) {
  return consoleMeta(loaderData ? loaderData.item.title : "Item");
}

export default function StaffItem({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <ItemPage
      {...loaderData}
      answer={actionData}
      aside={
        loaderData.unit !== undefined ? (
          <RequestUnitPanel
            reference={loaderData.item.reference}
            unit={loaderData.unit}
            csrf={loaderData.csrf}
          />
        ) : null
      }
    />
  );
}
