import { staffOf } from "#app/features/passport/console.server.ts";
import { dueLoader } from "#app/features/passport/due-console.server.ts";
import { DuePage } from "#app/features/passport/due-page.tsx";
import { passportOf } from "#app/features/passport/start.server.ts";
import { consoleMeta } from "#app/features/staff/console-ui.tsx";
import { requireStaff } from "#app/features/staff/guard.server.ts";
import type { Route } from "./+types/staff-due";

export function loader({ context, request }: Route.LoaderArgs) {
  staffOf(requireStaff(context));
  return dueLoader(passportOf(context), request);
}

export function meta() {
  return consoleMeta("Tests due");
}

export default function StaffDue({ loaderData }: Route.ComponentProps) {
  return <DuePage view={loaderData} />;
}
