import { reportFileLoader } from "#app/features/reports/verify-page.server.ts";
import type { Route } from "./+types/report-file";

export function loader({ params, context }: Route.LoaderArgs) {
  return reportFileLoader(params.token, context);
}
