import { RequestUnitPanel } from "~/features/passport/public";
import { passportOf, requestUnit } from "~/features/passport/public.server";
import { servicePlansOf } from "~/features/service-plans/public.server";
import { consoleMeta } from "~/features/staff/console-ui";
import { deskLoader } from "~/features/staff/desk-view.server";
import { requireStaff } from "~/features/staff/guard.server";
import { itemAction } from "~/features/staff/item-actions.server";
import { ItemPage } from "~/features/staff/item-page";
import { detailKindOf, itemLoader } from "~/features/staff/pages.server";
import type { Route } from "./+types/staff-item";

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const base = await itemLoader(request, context, params);
  const desk =
    base.item.kind === "service-request"
      ? await deskLoader(requireStaff(context), servicePlansOf(context), base.item.reference)
      : null;
  const unit =
    base.item.kind === "service-request"
      ? await requestUnit(passportOf(context).platform.database, base.item.reference)
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
      item={loaderData.item}
      engineers={loaderData.engineers}
      csrf={loaderData.csrf}
      done={loaderData.done}
      answer={actionData}
      desk={loaderData.desk}
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
