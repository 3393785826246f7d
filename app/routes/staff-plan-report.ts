import { servicePlansOf } from "#app/features/service-plans/public.server.ts";
import { planReport } from "#app/features/staff/plan-report.server.ts";
import type { Route } from "./+types/staff-plan-report";

/** /staff/plans/:id/report/csv?month=2026-11, or …/report/pdf. */
export function loader({ request, context, params }: Route.LoaderArgs) {
  if (params.format !== "csv" && params.format !== "pdf")
    throw new Response("There is no such report.", { status: 404 });
  return planReport(context, servicePlansOf(context), request, params.id, params.format);
}
