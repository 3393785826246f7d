import { staffOf } from "#app/features/passport/console.server.ts";
import { recordEditAction, recordEditLoader } from "#app/features/passport/record-edit.server.ts";
import { RecordEditPage } from "#app/features/passport/record-edit-page.tsx";
import { passportOf } from "#app/features/passport/start.server.ts";
import { consoleMeta } from "#app/features/staff/console-ui.tsx";
import { requireStaff } from "#app/features/staff/guard.server.ts";
import type { Route } from "./+types/staff-record-edit";

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const { csrf } = staffOf(requireStaff(context));
  const passport = passportOf(context);
  return { csrf, view: await recordEditLoader(passport, params.id, params.recordId, request) };
}

export function action({ request, context, params }: Route.ActionArgs) {
  const staff = staffOf(requireStaff(context));
  return recordEditAction(passportOf(context), staff, params.id, params.recordId, request);
}

export function meta() {
  return consoleMeta("Edit test record");
}

export default function StaffRecordEdit({ loaderData, actionData }: Route.ComponentProps) {
  return <RecordEditPage view={loaderData.view} csrf={loaderData.csrf} answer={actionData} />;
}
