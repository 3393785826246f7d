import { servicePlansOf } from "~/features/service-plans/public.server";
import { planReport } from "~/features/staff/plans.server";
import type { Route } from "./+types/staff-plan-report";

export function loader({ request, context, params }: Route.LoaderArgs) {
  return planReport(context, servicePlansOf(context), request, params.id);
}
