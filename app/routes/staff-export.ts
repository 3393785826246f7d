import { exportLoader } from "#app/features/staff/pages.server.ts";
import type { Route } from "./+types/staff-export";

export function loader({ request, context }: Route.LoaderArgs) {
  return exportLoader(request, context);
}
