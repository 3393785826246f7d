import { staffOf } from "~/features/passport/console.server";
import { dueLoader } from "~/features/passport/due-console.server";
import { DuePage } from "~/features/passport/due-page";
import { passportOf } from "~/features/passport/start.server";
import { consoleMeta } from "~/features/staff/console-ui";
import { requireStaff } from "~/features/staff/guard.server";
import type { Route } from "./+types/staff-due";

export function loader({ context }: Route.LoaderArgs) {
  staffOf(requireStaff(context));
  return dueLoader(passportOf(context));
}

export function meta() {
  return consoleMeta("Tests due");
}

export default function StaffDue({ loaderData }: Route.ComponentProps) {
  return <DuePage view={loaderData} />;
}
