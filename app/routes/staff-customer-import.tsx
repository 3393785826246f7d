import { staffOf } from "~/features/passport/console.server";
import { assetTemplate } from "~/features/passport/csv-import.server";
import { customerImportAction, customerImportLoader } from "~/features/passport/import.server";
import { ImportPage } from "~/features/passport/import-page";
import { passportOf } from "~/features/passport/public.server";
import { consoleMeta } from "~/features/staff/console-ui";
import { requireStaff } from "~/features/staff/guard.server";
import type { Route } from "./+types/staff-customer-import";

export async function loader({ context, params }: Route.LoaderArgs) {
  const { csrf } = staffOf(requireStaff(context));
  return {
    csrf,
    template: assetTemplate,
    ...(await customerImportLoader(passportOf(context), params.id)),
  };
}

export function action({ request, context, params }: Route.ActionArgs) {
  return customerImportAction(
    passportOf(context),
    staffOf(requireStaff(context)),
    params.id,
    request,
  );
}

export function meta() {
  return consoleMeta("Import units");
}

export default function StaffCustomerImport({ loaderData, actionData }: Route.ComponentProps) {
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
