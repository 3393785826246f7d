/** The customer's fleet: every unit, its condition now with the reason, its last test and what is due. */
import type { ReactNode } from "react";
import { Link } from "react-router";
import { CardGrid, cardWidth } from "#app/ui/card-grid.tsx";
import { ConditionBadge } from "./condition-badge.tsx";
import type { FleetData } from "./fleet.server.ts";
import { labelOf, testTypes } from "./options.ts";
import { linkClass } from "./ui.tsx";

export function FleetPage({
  fleet,
  base,
  plan,
}: {
  fleet: FleetData;
  base: string;
  /** The customer's service plan, below the introduction, when the route found one. */
  plan?: ReactNode;
}) {
  const order = ["act-now", "act-soon", "watch", "normal", "not-judged"];
  const counts = order
    .map(
      (condition) =>
        [
          condition,
          fleet.units.filter((unit) => (unit.condition ?? "not-judged") === condition).length,
        ] as const,
    )
    .filter(([, count]) => count > 0);
  return (
    <div className="page-x max-w-6xl py-8 lg:py-12 print:py-0">
      <p className="text-sm font-semibold text-steel-700">Transformer passport</p>
      <h1 className="mt-1 text-3xl font-semibold sm:text-4xl">{fleet.customer}: your units</h1>
      <p className="mt-3 max-w-prose text-steel-700">
        The condition of each unit is read from its latest oil and gas tests by the same rules as
        our oil analysis tool (IEC 60422 for the oil, IEC 60599 for the gases, with rates of rise
        fitted over every sample). Open a unit for its history. This page is private to your
        company: share the link only within your team.
      </p>
      {plan}
      <p className="mt-3 flex flex-wrap gap-2 text-sm">
        {counts.map(([condition, count]) => (
          <span key={condition} className="inline-flex items-center gap-1">
            <ConditionBadge condition={condition} /> {count}
          </span>
        ))}
      </p>
      <p className="mt-4 text-sm print:hidden">
        <a href={`${base}/fleet.csv`} className={linkClass}>
          Download the fleet as CSV
        </a>
      </p>
      {/* Rows sized to the count, so no unit's card is left alone on the last row. */}
      <CardGrid className="mt-6 print:block">
        {fleet.units.map((unit) => (
          <li
            key={unit.id}
            className={`${cardWidth(fleet.units.length, 3)} break-inside-avoid rounded-card border border-steel-200 bg-white p-4 print:mb-3`}
          >
            <h2 className="text-lg font-semibold">
              <Link
                to={`${base}/units/${unit.id}`}
                className="text-navy-800 underline-offset-4 hover:underline"
              >
                {unit.tag}
              </Link>
            </h2>
            <p className="text-sm text-steel-700">
              {[unit.description, unit.site].filter(Boolean).join(" · ")}
            </p>
            <p className="mt-2 flex flex-wrap items-start gap-2 text-sm">
              <ConditionBadge condition={unit.condition} />
              <span>{unit.reason}</span>
            </p>
            <dl className="mt-3 grid grid-cols-[8rem_minmax(0,1fr)] gap-x-3 gap-y-1 text-sm">
              <dt className="font-semibold text-steel-700">Last test</dt>
              <dd>{unit.lastTested ?? "Not tested yet"}</dd>
              <dt className="font-semibold text-steel-700">Due next</dt>
              <dd>
                {unit.next
                  ? `${labelOf(testTypes, unit.next.testType)} by ${unit.next.dueOn}${unit.next.dueOn < fleet.today ? " (overdue)" : ""}`
                  : "Nothing scheduled"}
              </dd>
            </dl>
          </li>
        ))}
      </CardGrid>
      {fleet.units.length === 0 ? (
        <p className="mt-6 text-steel-700">No units are registered yet.</p>
      ) : null}
    </div>
  );
}
