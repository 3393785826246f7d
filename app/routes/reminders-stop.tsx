import { isRouteErrorResponse, useRouteError } from "react-router";
import { passportOf } from "~/features/passport/public.server";
import { stopAction, stopLoader } from "~/features/passport/stop.server";
import { StopRemindersPage } from "~/features/passport/stop-page";
import { pageTitle } from "~/lib/company";
import { NotFoundPage } from "~/ui/not-found-page";
import type { Route } from "./+types/reminders-stop";

export function loader({ context, params }: Route.LoaderArgs) {
  return stopLoader(passportOf(context), params.contact, params.signature);
}

export function action({ context, params }: Route.ActionArgs) {
  return stopAction(passportOf(context), params.contact, params.signature);
}

export function headers() {
  return {
    "Cache-Control": "no-store",
    "X-Robots-Tag": "noindex, nofollow",
    "Referrer-Policy": "no-referrer",
  };
}

export function meta() {
  return [
    { title: pageTitle("Reminders of tests due") },
    { name: "robots", content: "noindex, nofollow" },
  ];
}

export function ErrorBoundary() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundPage />;
  throw error;
}

export default function RemindersStop({ loaderData, actionData }: Route.ComponentProps) {
  return <StopRemindersPage stopped={Boolean(actionData?.stopped ?? loaderData.stopped)} />;
}
