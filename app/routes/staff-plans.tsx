import { servicePlansOf } from "#app/features/service-plans/public.server.ts";
import { consoleMeta } from "#app/features/staff/console-ui.tsx";
import {
  planAction,
  plansLoader,
  type SubscriberAnswer,
} from "#app/features/staff/plans.server.ts";
import { PlansListPage } from "#app/features/staff/plans-pages.tsx";
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
