/**
 * The plan a passport customer is on today, as the customer's console page and fleet page show
 * it: the plan's name, its days in words and its own targets from content/service-plans.yaml.
 */

import { longDay } from "#app/lib/calendar-day.ts";
import type { CustomerPlan } from "./customer-plan.tsx";
import { planName, targetsOf } from "./plans.server.ts";
import type { ServicePlans } from "./start.server.ts";

export async function customerPlan(
  plans: ServicePlans,
  customerId: number,
  now = new Date(),
): Promise<CustomerPlan | null> {
  const current = await plans.subscribers.currentOf(customerId, now);
  if (!current) return null;
  return {
    id: current.id,
    planName: planName(current.plan),
    from: longDay(current.startsOn),
    until: longDay(current.endsOn),
    targets: targetsOf(current.plan),
  };
}
