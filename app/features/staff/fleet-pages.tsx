/** The console's rental fleet: every unit with its status form, a unit's own page. */
import { Link, useLocation } from "react-router";
import { mountingWords } from "#app/features/rental-fleet/public.ts";
import { Breadcrumb } from "#app/ui/breadcrumb.tsx";
import type { HistoryRow } from "./audit-labels.ts";
import { Badge, DoneNotice, Notice, Panel, type Tone } from "./console-ui.tsx";
import type { FleetAnswer, UnitView } from "./fleet.server.ts";
import { StatusForm, UnitForm } from "./fleet-forms.tsx";

const statusTone: Record<string, Tone> = {
  available: "good",
  "on-hire": "warn",
  maintenance: "neutral",
};

/** A unit's status as a badge: "On hire until 2030-03-31", "Available". */
function StatusBadge({ unit }: { unit: UnitView }) {
  return (
    <Badge tone={statusTone[unit.status]}>
      {unit.statusLabel}
      {unit.status === "on-hire" && unit.until ? ` until ${unit.until}` : ""}
    </Badge>
  );
}

/**
 * Its nameplate and place in one line, the mounting in the words of the form's select, and who
 * has it while on hire (in the text, which wraps, not in the badge, which does not).
 */
const specsOf = (unit: UnitView) =>
  `${unit.ratingKva} kVA · ${unit.hvKv}/${unit.lvKv} kV · ${unit.vectorGroup} · ${unit.cooling} · ${mountingWords[unit.mounting]} · ${unit.location}${unit.status === "on-hire" && unit.hirer ? ` · on hire to ${unit.hirer}` : ""}`;

export function FleetPage({
  csrf,
  today,
  done,
  units,
  answer,
}: {
  csrf: string;
  today: string;
  done: string | null;
  units: UnitView[];
  answer?: FleetAnswer;
}) {
  // After a unit is added the page is the redirect's (?done=added) and the add form starts empty:
  // a new key each time, since with JavaScript the same inputs would keep what was sent. A
  // refused add answers on the same page and keeps what was typed (the answer's values).
  const location = useLocation();
  const added = new URLSearchParams(location.search).get("done") === "added";
  return (
    <>
      <h1 className="text-2xl font-semibold sm:text-3xl">Rental fleet</h1>
      <p className="mt-1 max-w-prose text-sm text-steel-700">
        What you save here is on the public{" "}
        <a href="/transformer/rental" className="font-semibold text-navy-700 underline">
          transformer rental
        </a>{" "}
        page at once: mark a unit on hire the moment it is promised to a customer.
      </p>
      {/* The last change's notice, unless this page answers a refused form sent after it. */}
      <DoneNotice done={answer ? null : done} />
      {/* A refusal no form on the page shows (a unit that is gone, a form the page never had). */}
      {answer?.formError &&
      answer.intent !== "add" &&
      !units.some((unit) => answer.intent === "status" && String(unit.id) === answer.unit) ? (
        <div className="mt-4">
          <Notice tone="bad">{answer.formError}</Notice>
        </div>
      ) : null}
      <div className="mt-6 flex flex-col gap-6">
        <Panel id="units-heading" title={units.length === 1 ? "1 unit" : `${units.length} units`}>
          {units.length === 0 ? (
            <p className="text-sm text-steel-700">No units yet: add the first below.</p>
          ) : (
            // Each unit: its number and status, its nameplate under them, and its status form,
            // beside them from 1024 px (the forms' columns line up from unit to unit).
            <ul className="-my-3 divide-y divide-steel-200">
              {units.map((unit) => (
                <li
                  key={unit.id}
                  className="grid gap-3 py-4 text-sm lg:grid-cols-[minmax(0,1fr)_auto] lg:items-center lg:gap-8"
                  data-testid="console-unit"
                >
                  <div>
                    <p className="flex flex-wrap items-center gap-x-3 gap-y-1">
                      <Link
                        to={`/staff/fleet/${unit.id}`}
                        className="font-semibold text-navy-800 underline underline-offset-4"
                      >
                        {unit.unitId}
                      </Link>
                      <StatusBadge unit={unit} />
                    </p>
                    <p className="mt-1 break-words text-steel-700">{specsOf(unit)}</p>
                  </div>
                  <StatusForm csrf={csrf} unit={unit} today={today} answer={answer} />
                </li>
              ))}
            </ul>
          )}
        </Panel>
        <Panel id="add-unit-heading" title="Add a unit">
          <UnitForm
            key={added ? location.key : "add"}
            csrf={csrf}
            intent="add"
            answer={answer}
            button="Add unit"
          />
        </Panel>
      </div>
    </>
  );
}

export function UnitPage({
  csrf,
  today,
  done,
  unit,
  history,
  answer,
}: {
  csrf: string;
  today: string;
  done: string | null;
  unit: UnitView;
  history: HistoryRow[];
  answer?: FleetAnswer;
}) {
  return (
    <>
      <Breadcrumb items={[{ label: "Rental fleet", to: "/staff/fleet" }, { label: unit.unitId }]} />
      <h1 className="mt-3 text-2xl font-semibold sm:text-3xl">Rental unit {unit.unitId}</h1>
      <p className="mt-2 flex flex-wrap items-center gap-2 text-sm text-steel-700">
        <StatusBadge unit={unit} />
        <span className="min-w-0 break-words">{specsOf(unit)}</span>
      </p>
      {/* The last change's notice, unless this page answers a refused form sent after it. */}
      <DoneNotice done={answer ? null : done} />
      {/* The history is as tall as what it holds, as the side panels of a unit's passport page. */}
      <div className="mt-6 grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_24rem]">
        <div className="flex flex-col gap-6">
          <Panel id="unit-status-heading" title="Status">
            <StatusForm csrf={csrf} unit={unit} today={today} answer={answer} />
          </Panel>
          <Panel id="unit-edit-heading" title="Nameplate and place">
            <UnitForm csrf={csrf} intent="edit" unit={unit} answer={answer} button="Save changes" />
          </Panel>
        </div>
        <Panel id="unit-history-heading" title="History">
          <ol className="flex flex-col gap-3 text-sm">
            {history.map((event) => (
              <li key={event.id} data-testid="audit-row">
                <p className="text-xs text-steel-600">
                  {event.at} · {event.actor}
                </p>
                <p className="font-semibold text-navy-950">{event.action}</p>
                {event.before ? <p className="text-steel-700">from {event.before}</p> : null}
                {event.after ? <p className="text-steel-700">to {event.after}</p> : null}
              </li>
            ))}
          </ol>
        </Panel>
      </div>
    </>
  );
}
