import { consoleMeta } from "#app/features/staff/console-ui.tsx";
import { ReportListPage } from "#app/features/staff/report-list-page.tsx";
import { reportListLoader } from "#app/features/staff/reports.server.ts";
import type { Route } from "./+types/staff-reports";

export function loader({ request, context }: Route.LoaderArgs) {
  return reportListLoader(request, context);
}

export function meta() {
  return consoleMeta("Test reports");
}

export default function StaffReports({ loaderData }: Route.ComponentProps) {
  return <ReportListPage {...loaderData} />;
}
