import { refuse } from "#app/features/staff/guard.server.ts";
import { logoutAction } from "#app/features/staff/login.server.ts";
import type { Route } from "./+types/staff-logout";

/** Signing out changes something: only the sign-out button's POST does it. */
export function loader() {
  refuse(
    405,
    {
      title: "Use the Sign out button",
      message: "Signing out is done with the button at the top of every console page.",
    },
    { Allow: "POST" },
  );
}

export function action({ request, context }: Route.ActionArgs) {
  return logoutAction(request, context);
}

/** Never shown: the loader refuses GET and the action redirects. */
export default function StaffLogout() {
  return null;
}
