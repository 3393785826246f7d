import { staffOf } from "#app/features/passport/console.server.ts";
import { CustomerPage } from "#app/features/passport/customer-page.tsx";
import { customerAction, customerLoader } from "#app/features/passport/customers-console.server.ts";
import { passportOf } from "#app/features/passport/start.server.ts";
import { consoleMeta } from "#app/features/staff/console-ui.tsx";
import { requireStaff } from "#app/features/staff/guard.server.ts";
import type { Route } from "./+types/staff-customer";

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const { csrf } = staffOf(requireStaff(context));
  return { csrf, view: await customerLoader(passportOf(context), params.id, request) };
}

export function action({ request, context, params }: Route.ActionArgs) {
  return customerAction(passportOf(context), staffOf(requireStaff(context)), params.id, request);
}

export function meta({ loaderData }: Route.MetaArgs) {
  return consoleMeta(loaderData?.view.customer.name ?? "Customer");
}

export default function StaffCustomer({ loaderData, actionData }: Route.ComponentProps) {
  return <CustomerPage view={loaderData.view} csrf={loaderData.csrf} answer={actionData} />;
}
