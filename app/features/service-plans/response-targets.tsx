/**
 * The response times beside the service request form and on a request's status page: the
 * general targets, or the plan's when the request came from a plan customer.
 */
import { Link } from "react-router";
import { TitledSection } from "#app/ui/titled-section.tsx";
import type { PlanId, Targets } from "./plans-schema.ts";

/** Beside the form: what applies to anyone, and that a plan customer's own times apply to them. */
export function ResponseTargets({
  general,
  fastestCallBack,
}: {
  general: Targets;
  /** The tightest call-back time of any plan, in minutes. */
  fastestCallBack: number;
}) {
  return (
    <div className="mt-6 border-t border-steel-200 pt-4 text-sm text-steel-700">
      <h3 className="text-base font-semibold text-navy-950">Response times</h3>
      <ul className="mt-2 list-disc space-y-1 pl-5">
        <li>
          Breakdown: a call back within {general.acknowledgeMinutes / 60} hours, an engineer on site
          within {general.siteHoursGujarat} hours in Gujarat and {general.siteHoursElsewhere} hours
          elsewhere in India.
        </li>
        <li>
          Planned work: a call within {general.plannedAcknowledgeHours} hours to agree the date.
        </li>
      </ul>
      <p className="mt-2">
        Customers on a{" "}
        {/* Server markup on the service request page: a plain anchor, nothing to discover. */}
        <Link discover="none" to="/service-plans" className="font-semibold text-navy-700 underline">
          service plan
        </Link>{" "}
        get their plan's times, from a call back within {fastestCallBack} minutes; we recognise your
        request by your company e-mail or registered phone.
      </p>
    </div>
  );
}

/** On a request's status page: the one target that applies to this request. */
export function AppliedTarget({
  plan,
  planName,
  text,
}: {
  plan: PlanId | null;
  planName: string | null;
  text: string;
}) {
  return (
    <TitledSection
      id="target-heading"
      title={plan ? `Your ${planName} plan's response time` : "Our response time"}
      className="mt-6 rounded-lg border border-navy-200 bg-navy-50 p-5"
      headingClassName="text-lg font-semibold text-navy-950"
    >
      <p className="mt-1 text-steel-800">{text}</p>
      {plan ? null : (
        <p className="mt-1 text-steel-800">
          On a service plan? The desk confirms it when it calls you back, and this page then shows
          your plan's times.
        </p>
      )}
    </TitledSection>
  );
}
