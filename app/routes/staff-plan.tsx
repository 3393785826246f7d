import { servicePlansOf } from "~/features/service-plans/public.server";
import { consoleMeta } from "~/features/staff/console-ui";
import { planAction, planLoader, type SubscriberAnswer } from "~/features/staff/plans.server";
import { PlanEditPage } from "~/features/staff/plans-pages";
import type { Route } from "./+types/staff-plan";

export function loader({ request, context, params }: Route.LoaderArgs) {
  return planLoader(context, servicePlansOf(context), request, params.id);
}

export function action({ request, context, params }: Route.ActionArgs) {
  return planAction(context, servicePlansOf(context), request, params.id);
}

export function meta({ loaderData }: Route.MetaArgs) {
  return consoleMeta(loaderData ? loaderData.subscriber.company : "Plan customer");
}

export default function StaffPlan({ loaderData, actionData }: Route.ComponentProps) {
  return <PlanEditPage {...loaderData} answer={actionData as SubscriberAnswer | undefined} />;
}
