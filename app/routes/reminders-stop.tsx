import { passportOf } from "#app/features/passport/public.server.ts";
import { stopAction, stopLoader } from "#app/features/passport/stop.server.ts";
import { StopRemindersPage } from "#app/features/passport/stop-page.tsx";
import { pageTitle } from "#app/lib/company.ts";
import { NotFoundBoundary } from "#app/ui/not-found-page.tsx";
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
  return <NotFoundBoundary />;
}

export default function RemindersStop({ loaderData, actionData }: Route.ComponentProps) {
  return <StopRemindersPage stopped={Boolean(actionData?.stopped ?? loaderData.stopped)} />;
}
