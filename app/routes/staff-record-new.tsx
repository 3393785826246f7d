import { staffOf } from "~/features/passport/console.server";
import { recordAction, recordFormLoader } from "~/features/passport/record-console.server";
import { RecordPage } from "~/features/passport/record-page";
import { passportOf } from "~/features/passport/start.server";
import { consoleMeta } from "~/features/staff/console-ui";
import { requireStaff } from "~/features/staff/guard.server";
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
