import { photoLoader } from "#app/features/staff/pages.server.ts";
import type { Route } from "./+types/staff-photo";

export function loader({ context, params }: Route.LoaderArgs) {
  return photoLoader(context, params);
}
