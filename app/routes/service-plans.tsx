import { plansFile } from "#app/features/service-plans/plans.server.ts";
import { PlansPage } from "#app/features/service-plans/plans-page.tsx";
import type { ServerHandle } from "#app/lib/route-handle.ts";
import { pageMeta } from "#app/lib/seo/meta.ts";
import type { Route } from "./+types/service-plans";

/**
 * The plans are for reading and printing: their links (a service request, the contact page) need
 * no script (decision 0017); a low-tier phone was spending 340 ms of blocking time hydrating it.
 */
export const handle: ServerHandle = { hydrate: false };

export function loader() {
  return { plans: plansFile };
}

export function meta() {
  return pageMeta({
    title: "Service plans",
    description:
      "Annual transformer maintenance plans with response times in numbers: call back within 15 to 60 minutes, an engineer on site within 6 to 24 hours in Gujarat, and the tests each visit includes.",
    path: "/service-plans",
  });
}

export default function ServicePlans({ loaderData }: Route.ComponentProps) {
  return <PlansPage plans={loaderData.plans} />;
}
