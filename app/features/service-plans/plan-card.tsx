/** One plan as the plans page shows it: its response targets first, then visits and tests. */
import type { ReactNode } from "react";
import { CheckIcon } from "#app/ui/check-icon.tsx";
import type { Plan } from "./plans-schema.ts";

export function TargetFigures({ targets }: { targets: Plan["targets"] }) {
  const figures: [string, string, string][] = [
    ["Call back", `${targets.acknowledgeMinutes} min`, "after a breakdown is reported"],
    ["On site in Gujarat", `${targets.siteHoursGujarat} h`, "from the report"],
    ["On site elsewhere in India", `${targets.siteHoursElsewhere} h`, "from the report"],
  ];
  return (
    <dl className="grid grid-cols-3 gap-2 text-center">
      {figures.map(([label, value, note]) => (
        <div key={label} className="rounded-md bg-navy-50 px-1.5 py-3">
          <dt className="text-xs font-semibold text-steel-700">{label}</dt>
          <dd className="mt-1 text-2xl font-semibold text-navy-950">{value}</dd>
          <dd className="text-[0.7rem] leading-tight text-steel-600">{note}</dd>
        </div>
      ))}
    </dl>
  );
}

/** A small amber heading over a list of the plan's lines. */
function TitledList({
  title,
  spacing,
  children,
}: {
  title: string;
  spacing: string;
  children: ReactNode;
}) {
  return (
    <>
      <h4 className="mt-6 text-sm font-semibold tracking-[0.08em] text-amber-800 uppercase">
        {title}
      </h4>
      <ul className={`mt-3 ${spacing}`}>{children}</ul>
    </>
  );
}

export function PlanCard({ plan }: { plan: Plan }) {
  const headingId = `plan-${plan.id}`;
  return (
    <article
      aria-labelledby={headingId}
      className={`flex flex-col rounded-card border bg-white p-6 print:p-4 ${plan.id === "assured" ? "border-amber-500 ring-2 ring-amber-300" : "border-steel-200"}`}
    >
      <h3 id={headingId} className="text-2xl font-semibold text-navy-950">
        {plan.name}
      </h3>
      <p className="mt-2 text-steel-700">{plan.summary}</p>
      <p className="mt-4 text-sm font-semibold text-navy-950">
        {plan.visitsPerYear} planned {plan.visitsPerYear === 1 ? "visit" : "visits"} a year ·
        planned work confirmed within {plan.targets.plannedAcknowledgeHours} h
      </p>
      <div className="mt-4">
        <TargetFigures targets={plan.targets} />
      </div>
      <TitledList title="Tests at each visit" spacing="space-y-3">
        {plan.tests.map((test) => (
          <li key={test.name} className="text-sm">
            <span className="block font-semibold text-navy-950">{test.name}</span>
            <span className="text-steel-700">{test.standard}</span>
          </li>
        ))}
      </TitledList>
      <TitledList title="Also in the plan" spacing="space-y-2">
        {plan.includes.map((line) => (
          <li key={line} className="flex gap-2 text-sm text-steel-800">
            <CheckIcon className="mt-0.5 size-4 shrink-0" />
            {line}
          </li>
        ))}
      </TitledList>
    </article>
  );
}
