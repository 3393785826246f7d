import { reportFileLoader } from "~/features/reports/verify-page.server";
import type { Route } from "./+types/report-file";

export function loader({ params, context }: Route.LoaderArgs) {
  return reportFileLoader(params.token, context);
}
