import { servicePlansOf } from "#app/features/service-plans/public.server.ts";
import { consoleMeta } from "#app/features/staff/console-ui.tsx";
import { InboxPage } from "#app/features/staff/inbox-page.tsx";
import { inboxLoader } from "#app/features/staff/pages.server.ts";
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
