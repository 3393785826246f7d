import { staffOf } from "#app/features/passport/console.server.ts";
import { recordAction, recordFormLoader } from "#app/features/passport/record-console.server.ts";
import { RecordPage } from "#app/features/passport/record-page.tsx";
import { passportOf } from "#app/features/passport/start.server.ts";
import { consoleMeta } from "#app/features/staff/console-ui.tsx";
import { requireStaff } from "#app/features/staff/guard.server.ts";
import type { Route } from "./+types/staff-record-new";

export async function loader({ context, params }: Route.LoaderArgs) {
  const { csrf } = staffOf(requireStaff(context));
  return { csrf, ...(await recordFormLoader(passportOf(context), params.id)) };
}

export function action({ request, context, params }: Route.ActionArgs) {
  return recordAction(passportOf(context), staffOf(requireStaff(context)), params.id, request);
}

export function meta() {
  return consoleMeta("New test record");
}

export default function StaffRecordNew({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <RecordPage
      asset={loaderData.asset}
      customer={loaderData.customer}
      csrf={loaderData.csrf}
      answer={actionData}
    />
  );
}
