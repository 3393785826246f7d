import { staffOf } from "#app/features/passport/console.server.ts";
import {
  customersLoader,
  newCustomerAction,
} from "#app/features/passport/customers-console.server.ts";
import { CustomersPage } from "#app/features/passport/customers-page.tsx";
import { passportOf } from "#app/features/passport/start.server.ts";
import { consoleMeta } from "#app/features/staff/console-ui.tsx";
import { requireStaff } from "#app/features/staff/guard.server.ts";
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
