/**
 * /tools/oil-analysis: the form on the left, the reading beside it, worked examples above and what
 * the tool rests on below. Without JavaScript the form is a GET form and the server renders the
 * reading of the address; with it the reading follows every keystroke, computed in the browser by
 * the same functions, and the address is kept in step (replaced, not pushed) so it can be copied.
 */
import { type FormEvent, type MouseEvent, useEffect, useMemo, useRef, useState } from "react";
import { flushSync } from "react-dom";
import { company } from "#app/lib/company.ts";
import { AboutTheTool } from "./about-the-tool.tsx";
import { earlierSlots, shownSlots } from "./earlier-slots.ts";
import { type OilAnalysisExample, oilAnalysisExamples } from "./examples.ts";
import type { ParamName } from "./fields.ts";
import { type FieldErrors, fieldId } from "./form-fields.tsx";
import { conditionLabels } from "./interpret.ts";
import { OilAnalysisForm } from "./oil-analysis-form.tsx";
import { PrintedInputs, ReadingDetails } from "./oil-analysis-reading.tsx";
import {
  EmptyReading,
  Examples,
  hasEarlier,
  Invalid,
  PageIntro,
  PrintHeader,
  plainClick,
  ReadingJump,
} from "./page-parts.tsx";
import {
  exampleValues,
  type FormValues,
  oilAnalysisPath,
  readingHeadingId,
  readingOf,
  reportDate,
  toSearch,
} from "./page-state.ts";
import { Actions } from "./reading-actions.tsx";

export function OilAnalysisPage({
  initialValues,
  today,
  more,
}: {
  initialValues: FormValues;
  today: string;
  /** The earlier samples the "Add an earlier sample" button asked to show, sent without JS. */
  more?: number;
}) {
  const [values, setValues] = useState<FormValues>(initialValues);
  const [touched, setTouched] = useState<ReadonlySet<ParamName>>(() => new Set());
  // A form that arrived filled (a shared link, a form sent without JavaScript) shows every message.
  const [showAll, setShowAll] = useState(Object.keys(initialValues).length > 0);
  const [enhanced, setEnhanced] = useState(false);
  const [date, setDate] = useState(today);
  const earlierRef = useRef<HTMLDetailsElement>(null);
  const readingRef = useRef<HTMLHeadingElement>(null);
  const [earlierOpen] = useState(() => hasEarlier(initialValues) || more !== undefined);
  const [shownEarlier, setShownEarlier] = useState(() => shownSlots(initialValues, more));

  useEffect(() => {
    setEnhanced(true);
    setDate(reportDate());
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
    setShownEarlier(1);
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
    setShownEarlier(shownSlots(next));
    if (earlierRef.current && hasEarlier(next)) earlierRef.current.open = true;
  }

  /** Shows the next earlier sample at once, instead of sending the form, and moves to its date. */
  function onMore(event: MouseEvent<HTMLButtonElement>) {
    event.preventDefault();
    const next = Math.min(earlierSlots, shownEarlier + 1);
    flushSync(() => setShownEarlier(next));
    document.getElementById(fieldId(`e${next}_d` as ParamName))?.focus();
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
          <PageIntro />
          <Examples
            activeId={
              oilAnalysisExamples.find((example) => toSearch(exampleValues(example)) === search)?.id
            }
            onPick={onPick}
          />
        </div>
      </section>

      {/* data-no-floating-chat: on a phone the chat button does not float over this form (app.css). */}
      <div
        data-no-floating-chat=""
        className="page-x grid grid-cols-[minmax(0,1fr)] gap-8 py-10 lg:grid-cols-[minmax(0,1fr)_minmax(0,1fr)] lg:items-start lg:py-14 print:block print:p-0"
      >
        <OilAnalysisForm
          pane={reading.kind === "reading"}
          values={values}
          errors={shownErrors}
          onValue={onValue}
          onLeave={onLeave}
          onSubmit={onSubmit}
          onClear={onClear}
          earlierRef={earlierRef}
          earlierOpen={earlierOpen}
          shownEarlier={shownEarlier}
          onMore={onMore}
          jump={
            enhanced ? (
              <ReadingJump reading={reading} onJump={() => readingRef.current?.focus()} />
            ) : null
          }
        />
        <section
          aria-labelledby={readingHeadingId}
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
                id={readingHeadingId}
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

      <AboutTheTool />
    </>
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
