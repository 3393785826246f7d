/** The customer's fleet: every unit, its condition now with the reason, its last test and what is due. */
import type { ReactNode } from "react";
import { Link } from "react-router";
import { CardGrid, cardWidth } from "#app/ui/card-grid.tsx";
import { ConditionBadge } from "./condition-badge.tsx";
import { DueDate } from "./due-date.tsx";
import type { FleetData } from "./fleet.server.ts";
import { testsWords } from "./options.ts";
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
    <div className="page-x py-8 lg:py-12 print:py-0">
      <p className="text-sm font-semibold text-steel-700">Transformer passport</p>
      <h1 className="mt-1 text-3xl font-semibold sm:text-4xl">{fleet.customer}: your units</h1>
      <p className="mt-3 max-w-prose text-steel-700">
        The condition of each unit is read from its latest oil and gas tests by the same rules as
        our oil analysis tool (IEC 60422 for the oil, IEC 60599 for the gases, with rates of rise
        fitted over every sample). Open a unit for its history. This page is private to your
        company: share the link only within your team.
      </p>
      {plan}
      {/* How many units stand at each condition: "Normal · 3 units", "Watch · 1 unit". */}
      <ul aria-label="Units by condition" className="mt-3 flex flex-wrap gap-x-4 gap-y-2 text-sm">
        {counts.map(([condition, count]) => (
          <li key={condition} className="inline-flex items-center gap-1.5">
            <ConditionBadge condition={condition} />
            <span>· {count === 1 ? "1 unit" : `${count.toLocaleString("en-IN")} units`}</span>
          </li>
        ))}
      </ul>
      <p className="mt-4 text-sm print:hidden">
        <a href={`${base}/fleet.csv`} className={linkClass}>
          Download the fleet as CSV
        </a>
      </p>
      {/* Rows sized to the count, so no unit's card is left alone on the last row; a lone unit
          is one wide card, its facts in a column beside its condition. */}
      <CardGrid className="mt-6 print:block">
        {fleet.units.map((unit) => {
          const lone = fleet.units.length === 1;
          const href = `${base}/units/${unit.id}`;
          return (
            <li
              key={unit.id}
              className={`${lone ? "w-full p-4 md:grid md:grid-cols-[minmax(0,1.3fr)_minmax(0,1fr)] md:gap-10 md:p-6" : `${cardWidth(fleet.units.length, 3)} p-4`} break-inside-avoid rounded-card border border-steel-200 bg-white print:mb-3`}
            >
              <div>
                <h2 className={`font-semibold ${lone ? "text-xl md:text-2xl" : "text-lg"}`}>
                  <Link to={href} className="text-navy-800 underline-offset-4 hover:underline">
                    {unit.tag}
                  </Link>
                </h2>
                <p className="text-sm text-steel-700">
                  {[unit.description, unit.site].filter(Boolean).join(" · ")}
                </p>
                <p
                  className={`mt-2 flex flex-wrap items-start gap-2 ${lone ? "md:mt-4" : "text-sm"}`}
                >
                  <ConditionBadge condition={unit.condition} />
                  <span>{unit.reason}</span>
                </p>
              </div>
              <div className={lone ? "md:border-l md:border-steel-200 md:pl-8" : ""}>
                <dl
                  className={`mt-3 grid grid-cols-[8rem_minmax(0,1fr)] gap-x-3 gap-y-1 text-sm ${lone ? "md:mt-0" : ""}`}
                >
                  <dt className="font-semibold text-steel-700">Last test</dt>
                  <dd>{unit.lastTested ?? "Not tested yet"}</dd>
                  <dt className="font-semibold text-steel-700">Due next</dt>
                  <dd>
                    {unit.next ? (
                      <>
                        {testsWords(unit.next.testTypes)} by{" "}
                        <DueDate dueOn={unit.next.dueOn} today={fleet.today} />
                      </>
                    ) : (
                      "Nothing scheduled"
                    )}
                  </dd>
                </dl>
                {lone ? (
                  <p className="mt-4 text-sm print:hidden">
                    <Link to={href} className={linkClass}>
                      Its history, trend charts and reports
                    </Link>
                  </p>
                ) : null}
              </div>
            </li>
          );
        })}
      </CardGrid>
      {fleet.units.length === 0 ? (
        <p className="mt-6 text-steel-700">No units are registered yet.</p>
      ) : null}
    </div>
  );
}
