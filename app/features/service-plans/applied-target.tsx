/** On a request's status page: the plan's response time once staff attached it, else the general one. */
import { TitledSection } from "#app/ui/titled-section.tsx";
import type { PlanId } from "./plans-schema.ts";

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
