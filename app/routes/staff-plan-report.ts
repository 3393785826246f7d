import { servicePlansOf } from "~/features/service-plans/public.server";
import { planReport } from "~/features/staff/plan-report.server";
import type { Route } from "./+types/staff-plan-report";

/** /staff/plans/:id/report/csv?month=2026-11, or …/report/pdf. */
export function loader({ request, context, params }: Route.LoaderArgs) {
  if (params.format !== "csv" && params.format !== "pdf")
    throw new Response("There is no such report.", { status: 404 });
  return planReport(context, servicePlansOf(context), request, params.id, params.format);
}
