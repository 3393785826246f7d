import { consoleMeta } from "#app/features/staff/console-ui.tsx";
import { loginAction, loginLoader } from "#app/features/staff/login.server.ts";
import { LoginPage } from "#app/features/staff/login-page.tsx";
import type { Route } from "./+types/staff-login";

export function loader({ request, context }: Route.LoaderArgs) {
  return loginLoader(request, context);
}

export function action({ request, context }: Route.ActionArgs) {
  return loginAction(request, context);
}

/** A refused sign-in says when to try again. */
export function headers({ actionHeaders }: Route.HeadersArgs) {
  const retryAfter = actionHeaders.get("Retry-After");
  return retryAfter ? { "Retry-After": retryAfter } : new Headers();
}

export function meta() {
  return consoleMeta("Sign in");
}

export default function StaffLogin({ loaderData, actionData }: Route.ComponentProps) {
  return <LoginPage csrf={loaderData.csrf} next={loaderData.next} answer={actionData} />;
}
