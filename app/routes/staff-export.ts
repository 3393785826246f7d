import { exportLoader } from "~/features/staff/pages.server";
import type { Route } from "./+types/staff-export";

export function loader({ request, context }: Route.LoaderArgs) {
  return exportLoader(request, context);
}
