import { staffOf } from "#app/features/passport/console.server.ts";
import { recordTemplate } from "#app/features/passport/csv-import.server.ts";
import { recordImportAction, recordImportLoader } from "#app/features/passport/import.server.ts";
import { ImportPage } from "#app/features/passport/import-page.tsx";
import { passportOf } from "#app/features/passport/public.server.ts";
import { consoleMeta } from "#app/features/staff/console-ui.tsx";
import { requireStaff } from "#app/features/staff/guard.server.ts";
import type { ServerHandle } from "#app/lib/route-handle.ts";
import type { Route } from "./+types/staff-asset-import";

export const handle: ServerHandle = { uploads: true };

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
