/**
 * /tools/oil-analysis: the form on the left, the reading beside it, worked examples above and what
 * the tool rests on below. Without JavaScript the form is a GET form and the server renders the
 * reading of the address; with it the reading follows every keystroke, computed in the browser by
 * the same functions, and the address is kept in step (replaced, not pushed) so it can be copied.
 */
import { type FormEvent, type MouseEvent, useEffect, useMemo, useRef, useState } from "react";
import { Link } from "react-router";
import { company } from "~/lib/company";
import { absoluteUrl } from "~/lib/seo/site-url";
import { Breadcrumb } from "~/ui/breadcrumb";
import { CheckIcon } from "~/ui/check-icon";
import { ArrowRightIcon, PhoneIcon } from "~/ui/icons";
import { LogoMark } from "~/ui/logo";
import { DuvalTriangle } from "./duval-triangle";
import { type OilAnalysisExample, oilAnalysisExamples } from "./examples";
import type { ParamName } from "./fields";
import { type FieldErrors, fieldId } from "./form-fields";
import { conditionLabels } from "./interpret";
import { OilAnalysisForm } from "./oil-analysis-form";
import { PrintedInputs, ReadingDetails } from "./oil-analysis-reading";
import {
  exampleHref,
  exampleValues,
  type FormValues,
  oilAnalysisPath,
  type Reading,
  readingOf,
  reportDate,
  toSearch,
} from "./page-state";
import { contactHref, readingSummary, serviceRequestHref } from "./report-summary";

const desk = company.phones[0];

function hasEarlier(values: FormValues): boolean {
  return Object.keys(values).some((name) => /^e\d?_/.test(name));
}

/** A click the page handles itself: not one meant to open a new tab or window. */
function plainClick(event: MouseEvent<HTMLAnchorElement>): boolean {
  return event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
}

function Examples({
  activeId,
  onPick,
}: {
  /** The example the form holds now, if it holds one unchanged. */
  activeId?: OilAnalysisExample["id"];
  onPick(example: OilAnalysisExample, event: MouseEvent<HTMLAnchorElement>): void;
}) {
  return (
    <section aria-labelledby="examples-heading" className="mt-10 print:hidden">
      <h2 id="examples-heading" className="text-lg font-semibold">
        Try a worked example
      </h2>
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
    </section>
  );
}

function PrintHeader({ date }: { date: string }) {
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

function Invalid({ errors }: { errors: FieldErrors }) {
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

function Actions({
  reading,
  search,
  enhanced,
}: {
  reading: Extract<Reading, { kind: "reading" }>;
  search: string;
  enhanced: boolean;
}) {
  const [copied, setCopied] = useState(false);
  const link = absoluteUrl(`${oilAnalysisPath}${search}`);
  const summary = readingSummary(reading.input, reading.result, link);
  // A new reading has not been copied yet.
  // biome-ignore lint/correctness/useExhaustiveDependencies: resets whenever the address changes
  useEffect(() => setCopied(false), [search]);
  return (
    <section
      aria-labelledby="reading-actions"
      className="flex flex-col gap-5 border-t border-steel-200 pt-5 print:hidden"
    >
      <h3 id="reading-actions" className="text-lg font-semibold">
        Keep, share or discuss this reading
      </h3>
      <div className="flex flex-wrap items-center gap-3">
        {enhanced ? (
          <button
            type="button"
            onClick={() => window.print()}
            className="min-h-11 rounded-md bg-navy-800 px-5 py-2.5 font-semibold text-white hover:bg-navy-700"
          >
            Print report
          </button>
        ) : null}
        {enhanced ? (
          <button
            type="button"
            onClick={() => {
              navigator.clipboard?.writeText(link).then(
                () => setCopied(true),
                () => setCopied(false),
              );
            }}
            className="min-h-11 rounded-md border border-navy-800 px-5 py-2.5 font-semibold text-navy-800 hover:bg-navy-50"
          >
            Copy link
          </button>
        ) : null}
        <a
          href={`${oilAnalysisPath}${search}`}
          className="font-semibold text-navy-800 underline underline-offset-4 hover:text-navy-600"
        >
          Link to this reading
        </a>
        <span role="status" className="text-sm font-semibold text-success-700">
          {copied ? "Link copied" : ""}
        </span>
      </div>
      <p className="text-sm text-steel-700">
        {enhanced
          ? "The report prints on A4 with the values entered, the reading and the Duval triangle. "
          : "To print the report, use your browser's Print command (Ctrl + P, or ⌘ + P on a Mac). "}
        The link holds the values, so it shows a colleague the same reading.
      </p>
      <div className="rounded-card bg-navy-950 p-5 text-navy-100">
        <p className="font-semibold text-white">Talk it over with our engineers</p>
        <p className="mt-1 text-sm">
          These buttons open our enquiry form or the service request form with a short summary of
          the values and this reading in its message box. You see it there, can change or delete any
          of it, and nothing reaches us until you send the form.
        </p>
        <div className="mt-4 flex flex-wrap gap-3">
          <Link
            to={contactHref(summary)}
            className="inline-flex min-h-11 items-center gap-2 rounded-md bg-amber-500 px-4 py-2.5 font-semibold text-navy-950 hover:bg-amber-300"
          >
            Ask an engineer about it
            <ArrowRightIcon className="size-4" />
          </Link>
          <Link
            to={serviceRequestHref(summary, reading.result)}
            className="inline-flex min-h-11 items-center gap-2 rounded-md border border-white/70 px-4 py-2.5 font-semibold text-white hover:bg-navy-800"
          >
            Request a site visit
            <ArrowRightIcon className="size-4" />
          </Link>
        </div>
        <a
          href={`tel:${desk.e164}`}
          className="mt-4 inline-flex items-center gap-2 text-sm font-semibold text-white hover:text-amber-300"
        >
          <PhoneIcon className="size-4" />
          Or call the service desk, {desk.display} (24×7)
        </a>
      </div>
    </section>
  );
}

export function OilAnalysisPage({
  initialValues,
  today,
}: {
  initialValues: FormValues;
  today: string;
}) {
  const [values, setValues] = useState<FormValues>(initialValues);
  const [touched, setTouched] = useState<ReadonlySet<ParamName>>(() => new Set());
  // A form that arrived filled (a shared link, a form sent without JavaScript) shows every message.
  const [showAll, setShowAll] = useState(Object.keys(initialValues).length > 0);
  const [enhanced, setEnhanced] = useState(false);
  const [date, setDate] = useState(today);
  const earlierRef = useRef<HTMLDetailsElement>(null);
  const readingRef = useRef<HTMLHeadingElement>(null);
  const readingBoxRef = useRef<HTMLElement>(null);
  const [readingInView, setReadingInView] = useState(true);
  const [earlierOpen] = useState(() => hasEarlier(initialValues));

  useEffect(() => {
    setEnhanced(true);
    setDate(reportDate());
  }, []);

  // On a phone the reading is below the form: a small link to it floats while it is out of view.
  useEffect(() => {
    const box = readingBoxRef.current;
    if (!box || typeof IntersectionObserver === "undefined") return;
    const observer = new IntersectionObserver(([entry]) =>
      setReadingInView(Boolean(entry?.isIntersecting)),
    );
    observer.observe(box);
    return () => observer.disconnect();
  }, []);

  const reading = useMemo(() => readingOf(values), [values]);
  const search = toSearch(values);

  // The address follows the fields, replaced rather than pushed: Back still leaves the page.
  useEffect(() => {
    if (!enhanced) return;
    const timer = window.setTimeout(() => replaceAddress(search), 250);
    return () => window.clearTimeout(timer);
  }, [search, enhanced]);

  const allErrors: FieldErrors = reading.kind === "invalid" ? reading.fieldErrors : {};
  const shownErrors: FieldErrors = showAll
    ? allErrors
    : Object.fromEntries(
        Object.entries(allErrors).filter(([name]) => touched.has(name as ParamName)),
      );

  function onValue(name: ParamName, value: string) {
    setValues((previous) => {
      const next = { ...previous };
      if (value === "") delete next[name];
      else next[name] = value;
      return next;
    });
  }

  function onLeave(name: ParamName) {
    setTouched((previous) => (previous.has(name) ? previous : new Set(previous).add(name)));
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setShowAll(true);
    replaceAddress(search);
    readingRef.current?.focus();
  }

  function onClear(event: MouseEvent<HTMLAnchorElement>) {
    if (!plainClick(event)) return;
    event.preventDefault();
    setValues({});
    setTouched(new Set());
    setShowAll(false);
    replaceAddress("");
    document.getElementById(fieldId("vc"))?.focus();
  }

  function onPick(example: OilAnalysisExample, event: MouseEvent<HTMLAnchorElement>) {
    if (!enhanced || !plainClick(event)) return;
    event.preventDefault();
    const next = exampleValues(example);
    setValues(next);
    setTouched(new Set());
    setShowAll(true);
    replaceAddress(toSearch(next));
    if (earlierRef.current && hasEarlier(next)) earlierRef.current.open = true;
  }

  const announcement =
    reading.kind === "reading"
      ? `Overall condition: ${conditionLabels[reading.result.overall.condition]}${
          reading.result.duval.kind === "zone" ? `, Duval zone ${reading.result.duval.zone}` : ""
        }.`
      : reading.kind === "invalid"
        ? "Some values need correcting before the reading can be shown."
        : "";

  return (
    <>
      <section className="border-b border-steel-200 bg-navy-50 print:hidden">
        <div className="page-x py-10 lg:py-14">
          <Breadcrumb
            items={[
              { label: "Home", to: "/" },
              { label: "Services", to: "/services" },
              { label: "Oil and DGA interpreter" },
            ]}
          />
          <div className="mt-6 grid gap-8 lg:grid-cols-[minmax(0,1.2fr)_minmax(0,1fr)] lg:items-end">
            <div>
              <p className="text-sm font-semibold tracking-[0.12em] text-amber-800 uppercase">
                Free engineering tool
              </p>
              <h1 className="mt-3 text-3xl font-semibold sm:text-4xl lg:text-5xl">
                Transformer oil test and DGA interpreter
              </h1>
              <p className="mt-5 max-w-prose text-lg text-steel-700">
                Enter the results of an oil test and a dissolved gas analysis, with up to five
                earlier analyses of the same unit. Each property is judged against IEC 60422:2013,
                which India adopts as IS 1866:2017; gases the laboratory can measure are placed on
                Duval Triangle 1 and Pentagon 1 and read with the ratios, typical values and rates
                of IEC 60599 and the status levels of IEEE C57.104-2019; and the reading ends with
                an overall condition and the next steps our engineers would take.
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
                The values you enter are not saved on our server unless you choose to send them to
                us with an enquiry or a service request.
              </li>
            </ul>
          </div>
          <Examples
            activeId={
              oilAnalysisExamples.find((example) => toSearch(exampleValues(example)) === search)?.id
            }
            onPick={onPick}
          />
        </div>
      </section>

      <div className="page-x grid gap-8 py-10 lg:grid-cols-[minmax(0,1fr)_minmax(0,1fr)] lg:items-start lg:py-14 print:block print:p-0">
        <OilAnalysisForm
          values={values}
          errors={shownErrors}
          onValue={onValue}
          onLeave={onLeave}
          onSubmit={onSubmit}
          onClear={onClear}
          earlierRef={earlierRef}
          earlierOpen={earlierOpen}
        />
        <section
          ref={readingBoxRef}
          aria-labelledby="reading-heading"
          // The short invitation (or the list of values to correct) keeps beside the form as the
          // visitor scrolls; a whole reading is longer than the screen and scrolls with the page.
          className={`rounded-card border border-steel-200 bg-white shadow-card print:static print:border-0 print:shadow-none ${
            reading.kind === "reading" ? "" : "lg:sticky lg:top-20"
          }`}
        >
          <div className="flex flex-col gap-6 p-5 sm:p-6 print:p-0">
            <PrintHeader date={date} />
            <div>
              <h2
                id="reading-heading"
                ref={readingRef}
                tabIndex={-1}
                className="scroll-mt-24 text-2xl font-semibold focus:outline-none print:text-xl"
              >
                The reading
              </h2>
              <p className="sr-only" role="status">
                {enhanced ? announcement : ""}
              </p>
              {reading.kind === "empty" ? (
                <p className="mt-3 text-steel-700">
                  Choose the voltage class and enter at least one test result
                  {enhanced
                    ? ": the reading appears here as you type."
                    : ", then press “Show the reading”."}{" "}
                  Or start from one of the worked examples above.
                </p>
              ) : null}
            </div>
            {reading.kind === "empty" ? <EmptyReading /> : null}
            {reading.kind === "invalid" ? <Invalid errors={reading.fieldErrors} /> : null}
            {reading.kind === "reading" ? (
              <>
                <PrintedInputs input={reading.input} />
                <ReadingDetails result={reading.result} />
                <Actions reading={reading} search={search} enhanced={enhanced} />
              </>
            ) : null}
            <p className="text-xs text-steel-600">
              A screening aid, not a laboratory report: confirm any reading other than Normal with a
              fresh sample tested by an accredited laboratory, and decide with the unit's history,
              loading and electrical tests in view. Nothing you enter is stored by{" "}
              {company.shortName} unless you send it with an enquiry or a service request: the
              reading is worked out in your browser, or by our server for the one page it sends
              back, and no copy is kept beyond the page address in routine server logs.
            </p>
          </div>
        </section>
      </div>

      {enhanced && reading.kind !== "empty" && !readingInView ? (
        <button
          type="button"
          onClick={() => readingRef.current?.focus()}
          className="fixed bottom-4 left-4 z-30 flex max-w-[calc(100%-6.5rem)] items-center gap-2 rounded-full bg-navy-950 px-4 py-3 text-sm font-semibold text-white shadow-raised lg:hidden print:hidden"
        >
          {reading.kind === "reading"
            ? `See the reading: ${conditionLabels[reading.result.overall.condition]}`
            : "See what to correct"}
          <span aria-hidden="true">↓</span>
        </button>
      ) : null}
      <AboutTheTool />
    </>
  );
}

const readingParts = [
  "The overall condition: Normal, Watch, Act soon or Act now, with the reason and next steps",
  "Each oil property Good, Fair or Poor against IEC 60422:2013 Table 5",
  "The fault zone on Duval Triangle 1 and Pentagon 1, and the IEC 60599 gas ratios",
  "Each gas against its typical value, and its rate of increase over up to six samples",
];

function EmptyReading() {
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
 * Replaces the address without a navigation, keeping the router's own history state. Only while
 * this page is the one shown: a link followed a moment ago has already changed the address.
 */
function replaceAddress(search: string) {
  const next = `${oilAnalysisPath}${search}`;
  if (window.location.pathname !== oilAnalysisPath) return;
  if (`${window.location.pathname}${window.location.search}` === next) return;
  window.history.replaceState(window.history.state, "", next);
}

const standards = [
  {
    name: "IEC 60422:2013 / IS 1866:2017",
    text: "Supervision and maintenance of mineral oil in service: the Good, Fair and Poor limits of Table 5 by equipment category (IFT by inhibited or uninhibited oil, inhibitor content as a share of the new oil's), and the correction of water content to 20 °C in Annex A. IS 1866:2017 adopts it unchanged; reports that still quote IS 1866:2000 apply its single permissible limits, which can differ. IEC 60422:2024 has since replaced the 2013 edition; we have not yet checked these limits against it, so each limit names the 2013 table it comes from.",
  },
  {
    name: "IEC 60599:2022 / IS 10593:2018",
    text: "Interpretation of dissolved and free gas analysis: typical concentrations and rates of increase (Annex A), the basic gas ratios (Table 1), the CO₂/CO ratio and Duval Triangle 1 (Annex B). IS 10593:2018 adopts the 2015 edition; as far as we know its typical values are the same.",
  },
  {
    name: "IEEE C57.104-2019",
    text: "The inequalities of Table 6 decide which zone of Duval Triangle 1 a sample on a boundary belongs to, and the 90th and 95th percentile concentrations of Tables 1 and 2 (age unknown, by O₂/N₂ ratio) set the DGA status. Ten times the 95th percentile is our own level for “act now whatever the fault”.",
  },
  {
    name: "Detection limits and paper",
    text: "Gases below the detection limits a laboratory is expected to reach (IEC 60567:2011) are taken as not detected and place nothing on the triangle. The paper's degree of polymerisation is estimated from 2-FAL (IEC 61198) by Chendong's relation, DP = (1.51 − log₁₀ 2-FAL in mg/kg) / 0.0035. Values are in µL/L, the same as ppm by volume.",
  },
  {
    name: "Test methods",
    text: "BDV with the 2.5 mm gap of IEC 60156 (IS 6792); water by coulometric Karl Fischer titration, IEC 60814 (IS 13567); acidity, IEC 62021-1; interfacial tension, ISO 6295; DDF and resistivity at 90 °C, IEC 60247 (IS 6262, IS 6103); colour, ISO 2049; inhibitor, IEC 60666; DGA sampling and extraction, IEC 60567.",
  },
];

const limitsOfTool = [
  "It knows the samples you enter, not the unit's history. The loading, recent faults and through-faults, and the electrical tests often decide what gas values alone cannot.",
  "It trusts the numbers. Gas lost from a badly filled bottle, water read from a sample drawn cold, or a slip of one decimal place changes the reading.",
  "Its typical gas values are the careful low end of the IEC 60599 ranges. Your fleet's own statistics, where you have them, are the better yardstick.",
  "It is written for mineral oil in power transformers. Furnace, rectifier and traction transformers, reactors, tap-changer compartments, and ester or silicone fluids need other limits: for an ester it says so and judges nothing.",
  "It does not read Buchholz gas, partial discharge measurements or electrical tests. Our engineers do, and a Buchholz alarm calls for a sample at once, not a tool.",
];

function AboutTheTool() {
  return (
    <section
      aria-labelledby="about-tool-heading"
      className="border-t border-steel-200 bg-paper print:hidden"
    >
      <div className="page-x grid gap-10 py-12 lg:grid-cols-2 lg:py-16">
        <div>
          <h2 id="about-tool-heading" className="text-2xl font-semibold sm:text-3xl">
            What the reading rests on
          </h2>
          <dl className="mt-6 flex flex-col gap-5">
            {standards.map((item) => (
              <div key={item.name}>
                <dt className="font-semibold text-navy-950">{item.name}</dt>
                <dd className="mt-1 text-steel-700">{item.text}</dd>
              </div>
            ))}
          </dl>
          <p className="mt-6 text-sm text-steel-600">
            The limits are those of the published tables as we apply them; check a borderline
            verdict against your own copy of the standard.
          </p>
        </div>
        <div>
          <h2 className="text-2xl font-semibold sm:text-3xl">What it cannot tell you</h2>
          <ul className="mt-6 flex flex-col gap-4 text-steel-700">
            {limitsOfTool.map((text) => (
              <li key={text.slice(0, 30)} className="border-l-4 border-amber-500 pl-4">
                {text}
              </li>
            ))}
          </ul>
          <div className="mt-8 rounded-card border border-steel-200 bg-white p-5 shadow-card">
            <p className="font-semibold text-navy-950">Need the tests themselves?</p>
            <p className="mt-1 text-steel-700">
              Our laboratory samples at site to IEC 60567 and reports BDV, water, acidity, IFT, DDF,
              furans and DGA with an interpretation and a date to resample.
            </p>
            <div className="mt-4 flex flex-wrap gap-x-6 gap-y-2">
              <Link
                to="/services/details/dga-transformer-oil-testing"
                className="font-semibold text-navy-800 underline underline-offset-4 hover:text-navy-600"
              >
                DGA and oil testing
              </Link>
              <Link
                to="/services/details/transformer-oil-filtration-services"
                className="font-semibold text-navy-800 underline underline-offset-4 hover:text-navy-600"
              >
                Oil filtration at site
              </Link>
              <Link
                to="/transformer/transformer2"
                className="font-semibold text-navy-800 underline underline-offset-4 hover:text-navy-600"
              >
                Oil testing and DGA service
              </Link>
            </div>
          </div>
        </div>
      </div>
    </section>
  );
}
