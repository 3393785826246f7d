import { purgeAction, purgeLoader } from "~/features/staff/admin.server";
import { PurgePage } from "~/features/staff/admin-pages";
import { consoleMeta } from "~/features/staff/console-ui";
import type { Route } from "./+types/staff-purge";

export function loader({ request, context }: Route.LoaderArgs) {
  return purgeLoader(request, context);
}

export function action({ context }: Route.ActionArgs) {
  return purgeAction(context);
}

export function meta() {
  return consoleMeta("Retention");
}

export default function StaffPurge({ loaderData }: Route.ComponentProps) {
  return (
    <PurgePage csrf={loaderData.csrf} deleted={loaderData.deleted} purges={loaderData.purges} />
  );
}
