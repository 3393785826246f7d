/**
 * The smaller parts of the oil tool's page: the worked examples, the printed report's letterhead,
 * the list of values to correct, the empty reading and the in-flow link down to the reading that
 * a phone shows between the form's groups.
 */
import type { MouseEvent } from "react";
import { company } from "#app/lib/company.ts";
import { Breadcrumb } from "#app/ui/breadcrumb.tsx";
import { CheckIcon } from "#app/ui/check-icon.tsx";
import { fromHome } from "#app/ui/crumbs.ts";
import { LogoMark } from "#app/ui/logo.tsx";
import { TitledSection } from "#app/ui/titled-section.tsx";
import { DuvalTriangle } from "./duval-triangle.tsx";
import { type OilAnalysisExample, oilAnalysisExamples } from "./examples.ts";
import type { ParamName } from "./fields.ts";
import { type FieldErrors, fieldId } from "./form-fields.tsx";
import { conditionLabels } from "./interpret.ts";
import { exampleHref, type FormValues, type Reading } from "./page-state.ts";

const desk = company.phones[0];

export function hasEarlier(values: FormValues): boolean {
  return Object.keys(values).some((name) => /^e\d?_/.test(name));
}

/** A click the page handles itself: not one meant to open a new tab or window. */
export function plainClick(event: MouseEvent<HTMLAnchorElement>): boolean {
  return event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
}

export function Examples({
  activeId,
  onPick,
}: {
  /** The example the form holds now, if it holds one unchanged. */
  activeId?: OilAnalysisExample["id"];
  onPick(example: OilAnalysisExample, event: MouseEvent<HTMLAnchorElement>): void;
}) {
  return (
    <TitledSection
      id="examples-heading"
      title="Try a worked example"
      className="mt-10 print:hidden"
      headingClassName="text-lg font-semibold"
    >
      <ul className="mt-3 grid gap-3 md:grid-cols-3">
        {oilAnalysisExamples.map((example) => (
          <li key={example.id}>
            <a
              href={exampleHref(example)}
              onClick={(event) => onPick(example, event)}
              aria-current={example.id === activeId ? "true" : undefined}
              className="group flex h-full flex-col rounded-card border border-steel-200 bg-white p-4 shadow-card hover:border-navy-600 aria-[current=true]:border-navy-800 aria-[current=true]:ring-2 aria-[current=true]:ring-navy-800"
            >
              <span className="flex items-baseline justify-between gap-3">
                <span className="font-semibold text-navy-800 group-hover:underline group-hover:underline-offset-4">
                  {example.label}
                </span>
                {example.id === activeId ? (
                  <span className="shrink-0 text-xs font-semibold text-amber-800">In the form</span>
                ) : null}
              </span>
              <span className="mt-1 text-sm text-steel-700">{example.description}</span>
            </a>
          </li>
        ))}
      </ul>
    </TitledSection>
  );
}

export function PrintHeader({ date }: { date: string }) {
  return (
    <div className="mb-5 hidden items-center justify-between gap-6 border-b-2 border-navy-950 pb-3 print:flex">
      <div className="flex items-center gap-3">
        <LogoMark className="size-11 shrink-0" />
        <div>
          <p className="text-lg font-semibold text-navy-950">{company.name}</p>
          <p className="text-sm text-steel-700">
            {company.address.city}, {company.address.region} · {desk.display} · {company.email}
          </p>
        </div>
      </div>
      <div className="text-right text-sm">
        <p className="font-semibold text-navy-950">Oil test and DGA screening report</p>
        <p className="text-steel-700">Printed on {date}</p>
      </div>
    </div>
  );
}

export function Invalid({ errors }: { errors: FieldErrors }) {
  const entries = Object.entries(errors) as [ParamName, string][];
  return (
    <div role="alert" className="rounded-md border border-danger-700 bg-danger-100 p-4">
      <p className="font-semibold text-danger-700">
        {entries.length === 1
          ? "One value needs correcting before the reading can be shown:"
          : `${entries.length} values need correcting before the reading can be shown:`}
      </p>
      <ul className="mt-2 flex list-disc flex-col gap-1 pl-5 text-sm text-danger-700">
        {entries.map(([name, message]) => (
          <li key={name}>
            <a href={`#${fieldId(name)}`} className="underline underline-offset-2">
              {message}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}

const readingParts = [
  "The overall condition: Normal, Watch, Act soon or Act now, with the reason and next steps",
  "Each oil property Good, Fair or Poor against IEC 60422:2013 Table 5 (IS 1866:2017)",
  "The fault zone on Duval Triangle 1 and Pentagons 1 and 2 (Triangle 2 for an OLTC compartment), and the IEC 60599 gas ratios",
  "Each gas against its typical value, and its rate of increase over up to six samples",
];

export function EmptyReading() {
  return (
    <div className="grid items-center gap-6 sm:grid-cols-[minmax(0,1fr)_minmax(0,1fr)] lg:grid-cols-1 xl:grid-cols-[minmax(0,1fr)_minmax(0,1fr)]">
      <DuvalTriangle
        id="duval-empty"
        emptyText="The seven fault zones of Duval Triangle 1, with no sample placed yet."
      />
      <div>
        <p className="font-semibold text-navy-950">What the reading shows</p>
        <ul className="mt-2 flex flex-col gap-2 text-sm text-steel-700">
          {readingParts.map((text) => (
            <li key={text} className="flex gap-2">
              <CheckIcon className="mt-0.5 size-5 shrink-0" />
              {text}
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}

/**
 * On a phone the reading sits below the long form. Between the form's groups, in the flow of the
 * page (never floating over a field), a line says what the reading is now and leads down to it.
 */
export function ReadingJump({ reading, onJump }: { reading: Reading; onJump(): void }) {
  if (reading.kind === "empty") return null;
  return (
    <p className="text-sm lg:hidden print:hidden">
      <button
        type="button"
        onClick={onJump}
        className="inline-flex min-h-11 items-center gap-2 rounded-md border border-navy-800 px-4 py-2 font-semibold text-navy-800 hover:bg-navy-50"
      >
        {reading.kind === "reading"
          ? `See the reading: ${conditionLabels[reading.result.overall.condition]}`
          : "See what to correct"}
        <span aria-hidden="true">↓</span>
      </button>
    </p>
  );
}

/** The page's heading, what the tool does, and what it is not. */
export function PageIntro() {
  return (
    <>
      <Breadcrumb
        items={fromHome(
          { label: "Services", to: "/services" },
          { label: "Oil and DGA interpreter" },
        )}
      />
      <div className="mt-6 grid gap-8 lg:grid-cols-[minmax(0,1.2fr)_minmax(0,1fr)] lg:items-end">
        <div>
          <p className="text-sm font-semibold tracking-[0.12em] text-amber-800 uppercase">
            Free engineering tool
          </p>
          <h1 className="mt-3 text-3xl font-semibold sm:text-4xl lg:text-5xl">
            Transformer oil test and DGA interpreter
          </h1>
          <p className="mt-5 max-w-prose text-steel-700 sm:text-lg">
            Enter the results of an oil test and a dissolved gas analysis, with up to five earlier
            analyses of the same unit. Each property is judged against IEC 60422:2013, which India
            adopts as IS 1866:2017; gases the laboratory can measure are placed on Duval Triangle 1
            and Pentagons 1 and 2 (an OLTC compartment's on Triangle 2) and read with the ratios,
            typical values and rates of IEC 60599 and the status levels of IEEE C57.104-2019; and
            the reading ends with an overall condition and the next steps our engineers would take.
          </p>
        </div>
        <ul className="grid gap-3 text-sm text-steel-700">
          <li className="rounded-card border border-steel-200 bg-white p-4">
            <strong className="block text-base text-navy-950">A screening aid</strong>
            It reads your numbers as an engineer reads a report, but it does not replace an
            accredited laboratory's report or judgement that knows the unit's history.
          </li>
          <li className="rounded-card border border-steel-200 bg-white p-4">
            <strong className="block text-base text-navy-950">Nothing is stored</strong>
            The values you enter are not saved on our server unless you choose to send them to us
            with an enquiry or a service request.
          </li>
        </ul>
      </div>
    </>
  );
}
