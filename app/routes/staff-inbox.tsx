import { servicePlansOf } from "~/features/service-plans/public.server";
import { consoleMeta } from "~/features/staff/console-ui";
import { InboxPage } from "~/features/staff/inbox-page";
import { inboxLoader } from "~/features/staff/pages.server";
import type { Route } from "./+types/staff-inbox";

export function loader({ request, context }: Route.LoaderArgs) {
  return inboxLoader(request, context, servicePlansOf(context));
}

export function meta() {
  return consoleMeta("Inbox");
}

export default function StaffInbox({ loaderData }: Route.ComponentProps) {
  return <InboxPage {...loaderData} />;
}
