import { reportPdfLoader } from "#app/features/staff/reports.server.ts";
import type { Route } from "./+types/staff-report-pdf";

export function loader({ request, context, params }: Route.LoaderArgs) {
  return reportPdfLoader(request, context, params.number);
}
