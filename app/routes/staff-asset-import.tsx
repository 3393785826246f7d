import { staffOf } from "~/features/passport/console.server";
import { recordTemplate } from "~/features/passport/csv-import.server";
import { recordImportAction, recordImportLoader } from "~/features/passport/import.server";
import { ImportPage } from "~/features/passport/import-page";
import { passportOf } from "~/features/passport/public.server";
import { consoleMeta } from "~/features/staff/console-ui";
import { requireStaff } from "~/features/staff/guard.server";
import type { Route } from "./+types/staff-asset-import";

export async function loader({ context, params }: Route.LoaderArgs) {
  const { csrf } = staffOf(requireStaff(context));
  return {
    csrf,
    template: recordTemplate,
    ...(await recordImportLoader(passportOf(context), params.id)),
  };
}

export function action({ request, context, params }: Route.ActionArgs) {
  return recordImportAction(
    passportOf(context),
    staffOf(requireStaff(context)),
    params.id,
    request,
  );
}

export function meta() {
  return consoleMeta("Import laboratory results");
}

export default function StaffAssetImport({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <ImportPage
      title={loaderData.title}
      back={loaderData.back}
      template={loaderData.template}
      csrf={loaderData.csrf}
      answer={actionData}
    />
  );
}
