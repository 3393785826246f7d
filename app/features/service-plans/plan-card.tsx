/**
 * One plan as the plans page shows it: its response targets first, then visits and tests. Side by
 * side (from 1024 px) the cards share their rows (six grid-rows-subgrid over the page's grid:
 * name, summary, visits, response times, tests, the rest of the plan), so each part starts at the
 * same height in all three. On paper a card spans the page, its tests in a column of their own,
 * so that a card is never split and three fill two pages (three columns made each a page tall).
 */
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
    // The three tiles share their rows too, so the figures stand on one line however the
    // labels above them wrap.
    <dl className="grid grid-cols-3 grid-rows-[auto_auto_auto] gap-x-2 text-center">
      {figures.map(([label, value, note]) => (
        <div
          key={label}
          className="row-span-3 grid grid-rows-subgrid gap-y-1 rounded-md bg-navy-50 px-1.5 py-3"
        >
          <dt className="text-xs font-semibold text-steel-700">{label}</dt>
          <dd className="self-end text-xl font-semibold whitespace-nowrap text-navy-950 sm:text-2xl">
            {value}
          </dd>
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
  className = "",
  children,
}: {
  title: string;
  spacing: string;
  /** Its place on paper. */
  className?: string;
  children: ReactNode;
}) {
  return (
    <div className={className}>
      <h4 className="mt-6 text-sm font-semibold tracking-[0.08em] text-amber-800 uppercase print:mt-3">
        {title}
      </h4>
      <ul className={`mt-3 ${spacing}`}>{children}</ul>
    </div>
  );
}

export function PlanCard({ plan }: { plan: Plan }) {
  const headingId = `plan-${plan.id}`;
  return (
    <article
      aria-labelledby={headingId}
      className={`relative flex flex-col rounded-card border bg-white p-5 sm:p-6 lg:row-span-6 lg:grid lg:grid-rows-subgrid lg:gap-y-0 print:grid print:break-inside-avoid print:grid-cols-2 print:grid-rows-[auto_auto_auto_auto_1fr] print:gap-x-6 print:gap-y-0 print:p-4 ${plan.highlight ? "border-amber-500 ring-2 ring-amber-300 print:border-2 print:ring-0" : "border-steel-200"}`}
    >
      <div>
        <h3 id={headingId} className="text-2xl font-semibold text-navy-950">
          {plan.name}
        </h3>
        {/* On the card's top edge on screen; under the name on paper, where a box out of the
            flow printed a second time at the foot of the page before. */}
        {plan.highlight ? (
          <p className="absolute -top-3 left-4 rounded-full bg-amber-500 px-3 py-0.5 text-xs font-semibold text-navy-950 sm:left-5 print:static print:mt-1 print:inline-block">
            {plan.highlight}
          </p>
        ) : null}
      </div>
      <p className="mt-2 text-steel-700">{plan.summary}</p>
      <p className="mt-4 text-sm font-semibold text-navy-950">
        {plan.visitsPerYear} planned {plan.visitsPerYear === 1 ? "visit" : "visits"} a year ·
        planned work confirmed within {plan.targets.plannedAcknowledgeHours} h
      </p>
      <div className="mt-4">
        <TargetFigures targets={plan.targets} />
      </div>
      <TitledList
        title="Tests at each visit"
        spacing="space-y-3 print:space-y-1.5"
        className="print:col-start-2 print:row-span-5 print:row-start-1 print:[&>h4]:mt-0"
      >
        {plan.tests.map((test) => (
          <li key={test.name} className="text-sm">
            <span className="block font-semibold text-navy-950">{test.name}</span>
            <span className="text-steel-700">{test.standard}</span>
          </li>
        ))}
      </TitledList>
      <TitledList title="Also in the plan" spacing="space-y-2 print:space-y-1">
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
