import { servicePlansOf } from "#app/features/service-plans/public.server.ts";
import { consoleMeta } from "#app/features/staff/console-ui.tsx";
import { planAction, planLoader, type SubscriberAnswer } from "#app/features/staff/plans.server.ts";
import { PlanEditPage } from "#app/features/staff/plans-pages.tsx";
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
