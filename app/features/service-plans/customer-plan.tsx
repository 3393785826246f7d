/**
 * A passport customer's service plan where the passport shows it: a panel on the customer's
 * console page, and one line on the customer's own fleet page. The routes hand them to the
 * passport's pages, so the passport does not depend on service plans. Browser-safe.
 */
import { Fragment } from "react";
import { Link } from "react-router";
import { CardSection } from "#app/ui/card-section.tsx";
import type { Targets } from "./plans-schema.ts";
import { duration } from "./sla-clock.ts";
import { planTargetWords } from "./target-words.ts";

export type CustomerPlan = {
  id: number;
  planName: string;
  /** "1 April 2026", "31 March 2027". */
  from: string;
  until: string;
  targets: Targets;
};

const link = "font-semibold text-navy-700 underline underline-offset-4";

/** The plan's targets as the console's panel lists them. */
const targetRows = (targets: Targets): [string, string][] => [
  ["Breakdown call back", duration(targets.acknowledgeMinutes)],
  ["Engineer on site, Gujarat", `${targets.siteHoursGujarat} h`],
  ["Engineer on site, elsewhere", `${targets.siteHoursElsewhere} h`],
  ["Call to agree planned work", `${targets.plannedAcknowledgeHours} h`],
];

/** The console's panel: the plan, its days and targets in numbers, or a link to add one. */
export function CustomerPlanPanel({
  plan,
  customerId,
}: {
  plan: CustomerPlan | null;
  customerId: number;
}) {
  return (
    <CardSection id="service-plan" title="Service plan">
      {plan ? (
        <div className="text-sm">
          <p>
            <span className="font-semibold text-navy-950">{plan.planName}</span>, {plan.from} to{" "}
            {plan.until}
          </p>
          <dl className="mt-3 grid grid-cols-[minmax(0,1fr)_auto] gap-x-3 gap-y-1">
            {targetRows(plan.targets).map(([label, value]) => (
              <Fragment key={label}>
                <dt className="text-steel-700">{label}</dt>
                <dd className="text-right font-semibold tabular-nums">{value}</dd>
              </Fragment>
            ))}
          </dl>
          <p className="mt-3">
            <Link to={`/staff/plans/${plan.id}`} className={link}>
              Open the plan
            </Link>
          </p>
        </div>
      ) : (
        <div className="text-sm">
          <p className="text-steel-700">No service plan: the general response targets apply.</p>
          <p className="mt-2">
            <Link to={`/staff/plans?customer=${customerId}#add-heading`} className={link}>
              Add a service plan
            </Link>
          </p>
        </div>
      )}
    </CardSection>
  );
}

/** The fleet page's line: the plan, its last day and its targets in numbers. */
export function FleetPlanNote({ plan }: { plan: CustomerPlan }) {
  return (
    <p className="mt-4 max-w-prose rounded-md border border-navy-200 bg-navy-50 px-4 py-3 text-navy-950">
      <span className="font-semibold">
        Your service plan: {plan.planName}, until {plan.until}
      </span>{" "}
      — {planTargetWords(plan.targets)}.{" "}
      <Link to="/service-plans" className={link}>
        How the times are counted
      </Link>
    </p>
  );
}
