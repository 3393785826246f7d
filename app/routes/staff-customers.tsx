import { staffOf } from "~/features/passport/console.server";
import { customersLoader, newCustomerAction } from "~/features/passport/customers-console.server";
import { CustomersPage } from "~/features/passport/customers-page";
import { passportOf } from "~/features/passport/start.server";
import { consoleMeta } from "~/features/staff/console-ui";
import { requireStaff } from "~/features/staff/guard.server";
import type { Route } from "./+types/staff-customers";

export async function loader({ request, context }: Route.LoaderArgs) {
  const { csrf } = staffOf(requireStaff(context));
  return { csrf, view: await customersLoader(passportOf(context), request) };
}

export function action({ request, context }: Route.ActionArgs) {
  return newCustomerAction(passportOf(context), staffOf(requireStaff(context)), request);
}

export function meta() {
  return consoleMeta("Customers");
}

export default function StaffCustomers({ loaderData, actionData }: Route.ComponentProps) {
  return <CustomersPage view={loaderData.view} csrf={loaderData.csrf} answer={actionData} />;
}
