import { purgeAction, purgeLoader } from "#app/features/staff/admin.server.ts";
import { PurgePage } from "#app/features/staff/admin-pages.tsx";
import { consoleMeta } from "#app/features/staff/console-ui.tsx";
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
