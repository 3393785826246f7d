import { servicePlansOf } from "~/features/service-plans/public.server";
import { consoleMeta } from "~/features/staff/console-ui";
import { planAction, plansLoader, type SubscriberAnswer } from "~/features/staff/plans.server";
import { PlansListPage } from "~/features/staff/plans-pages";
import type { Route } from "./+types/staff-plans";

export function loader({ request, context }: Route.LoaderArgs) {
  return plansLoader(context, servicePlansOf(context), request);
}

export function action({ request, context }: Route.ActionArgs) {
  return planAction(context, servicePlansOf(context), request);
}

export function meta() {
  return consoleMeta("Plan customers");
}

export default function StaffPlans({ loaderData, actionData }: Route.ComponentProps) {
  return <PlansListPage {...loaderData} answer={actionData as SubscriberAnswer | undefined} />;
}
