import { photoLoader } from "~/features/staff/pages.server";
import type { Route } from "./+types/staff-photo";

export function loader({ context, params }: Route.LoaderArgs) {
  return photoLoader(context, params);
}
