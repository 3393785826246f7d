import { staffOf } from "~/features/passport/console.server";
import { CustomerPage } from "~/features/passport/customer-page";
import { customerAction, customerLoader } from "~/features/passport/customers-console.server";
import { passportOf } from "~/features/passport/start.server";
import { consoleMeta } from "~/features/staff/console-ui";
import { requireStaff } from "~/features/staff/guard.server";
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
