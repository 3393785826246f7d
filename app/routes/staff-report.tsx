import { consoleMeta } from "#app/features/staff/console-ui.tsx";
import { ReportPage } from "#app/features/staff/report-page.tsx";
import { reportAction, reportLoader } from "#app/features/staff/reports.server.ts";
import type { Route } from "./+types/staff-report";

export function loader({ request, context, params }: Route.LoaderArgs) {
  return reportLoader(request, context, params.number);
}

export function action({ request, context, params }: Route.ActionArgs) {
  return reportAction(request, context, params.number);
}

export function meta({ loaderData }: Route.MetaArgs) {
  return consoleMeta(loaderData ? `Report ${loaderData.number}` : "Report");
}

export default function StaffReport({ loaderData, actionData }: Route.ComponentProps) {
  return <ReportPage data={loaderData} answer={actionData} />;
}
