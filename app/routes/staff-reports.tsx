import { consoleMeta } from "~/features/staff/console-ui";
import { ReportListPage } from "~/features/staff/report-list-page";
import { reportListLoader } from "~/features/staff/reports.server";
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
