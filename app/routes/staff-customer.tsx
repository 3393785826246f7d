import { staffOf } from "#app/features/passport/console.server.ts";
import { CustomerPage } from "#app/features/passport/customer-page.tsx";
import { customerAction, customerLoader } from "#app/features/passport/customers-console.server.ts";
import { passportOf } from "#app/features/passport/start.server.ts";
import { customerPlan, servicePlansOf } from "#app/features/service-plans/public.server.ts";
import { CustomerPlanPanel } from "#app/features/service-plans/public.ts";
import { consoleMeta } from "#app/features/staff/console-ui.tsx";
import { requireStaff } from "#app/features/staff/guard.server.ts";
import type { Route } from "./+types/staff-customer";

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const { csrf } = staffOf(requireStaff(context));
  const view = await customerLoader(passportOf(context), params.id, request);
  // The plan beside the passport, composed here so that neither feature imports the other's page.
  const plan = await customerPlan(servicePlansOf(context), Number(view.customer.id));
  return { csrf, view, plan };
}

export function action({ request, context, params }: Route.ActionArgs) {
  return customerAction(passportOf(context), staffOf(requireStaff(context)), params.id, request);
}

export function meta({ loaderData }: Route.MetaArgs) {
  return consoleMeta(loaderData?.view.customer.name ?? "Customer");
}

export default function StaffCustomer({ loaderData, actionData }: Route.ComponentProps) {
  const { view, csrf, plan } = loaderData;
  return (
    <CustomerPage
      view={view}
      csrf={csrf}
      answer={actionData}
      aside={<CustomerPlanPanel plan={plan} customerId={Number(view.customer.id)} />}
    />
  );
}
