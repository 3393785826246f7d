import { consoleMeta } from "~/features/staff/console-ui";
import { loginAction, loginLoader } from "~/features/staff/login.server";
import { LoginPage } from "~/features/staff/login-page";
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
