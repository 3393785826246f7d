import { staffOf } from "#app/features/passport/console.server.ts";
import { dueListCache } from "#app/features/passport/due-cache.server.ts";
import { dueLoader, remindNow } from "#app/features/passport/due-console.server.ts";
import { DuePage } from "#app/features/passport/due-page.tsx";
import { passportOf } from "#app/features/passport/start.server.ts";
import { consoleMeta } from "#app/features/staff/console-ui.tsx";
import { requireStaff } from "#app/features/staff/guard.server.ts";
import type { ServerHandle } from "#app/lib/route-handle.ts";
import type { Route } from "./+types/staff-due";

/**
 * A list to read: its filters and pages are links and the console's sign-out is a plain form, so
 * nothing on it needs a script (decision 0017).
 */
export const handle: ServerHandle = { hydrate: false };

/** The list from the render cache while nothing on it has changed (issue 23). */
export const middleware: Route.MiddlewareFunction[] = [
  dueListCache((context) => requireStaff(context).csrf),
];

export async function loader({ context, request }: Route.LoaderArgs) {
  const { csrf } = staffOf(requireStaff(context));
  return { ...(await dueLoader(passportOf(context), request)), csrf };
}

/** "Send the reminders due now": the layout's middleware has checked the session and CSRF. */
export function action({ context }: Route.ActionArgs) {
  staffOf(requireStaff(context));
  return remindNow(passportOf(context));
}

export function meta() {
  return consoleMeta("Tests due");
}

export default function StaffDue({ loaderData }: Route.ComponentProps) {
  return <DuePage view={loaderData} csrf={loaderData.csrf} />;
}
