import { consoleMeta } from "~/features/staff/console-ui";
import { ReportPage } from "~/features/staff/report-page";
import { reportAction, reportLoader } from "~/features/staff/reports.server";
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
