/**
 * The response times beside the service request form: the general targets, and that a plan
 * customer's own times apply to them (the status page's one target is applied-target.tsx, kept
 * out of the form page's scripts).
 */
import { Link } from "react-router";
import type { Targets } from "./plans-schema.ts";

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
