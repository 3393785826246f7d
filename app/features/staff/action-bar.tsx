/**
 * The desk's one-click bar on a service request, kept in view as the page scrolls: Acknowledge,
 * Assign to me, Schedule (a date and time) and Add note, each its own form and a single POST,
 * so each works without JavaScript and a refused one keeps its error beside its field.
 */
import { Form } from "react-router";
import { longDay } from "#app/lib/calendar-day.ts";
import { consoleInputClass } from "#app/ui/console-input.ts";
import type { Answer } from "./change-form.tsx";
import { errorOf, sentValue } from "./change-form.tsx";
import { buttonClass, CsrfField, describedBy, Notice } from "./console-ui.tsx";

export type BarState = {
  status: string;
  /** The signed-in person is the engineer already. */
  mine: boolean;
  /** "2030-01-15T10:30" when a visit is booked with its time. */
  visitAt: string;
  /** "2030-01-15" when a visit is booked for a day without a time: the field shows no time. */
  visitDay: string;
};

function Hidden({ csrf, intent }: { csrf: string; intent: string }) {
  return (
    <>
      <CsrfField token={csrf} />
      <input type="hidden" name="intent" value={intent} />
    </>
  );
}

export function ActionBar({
  csrf,
  state,
  answer,
}: {
  csrf: string;
  state: BarState;
  answer?: Answer;
}) {
  const scheduleError = errorOf(answer, "schedule", "visitAt");
  const noteError = errorOf(answer, "quick-note", "quickNote");
  const refused = ["acknowledge", "assign-me", "schedule", "quick-note"].includes(
    answer?.intent ?? "",
  )
    ? answer?.formError
    : undefined;
  const acknowledged = state.status !== "received";
  const visitHint = state.visitDay
    ? `Booked for ${longDay(state.visitDay)}, no time set`
    : undefined;
  return (
    <section
      aria-label="Quick actions"
      // Sticky from 1024 px only: on a phone the bar is three rows (157 px) and hid the field in
      // focus under it (WCAG 2.4.11).
      className="top-0 z-20 -mx-4 mt-4 border-y border-steel-200 bg-white/95 px-4 py-2.5 shadow-sm backdrop-blur sm:mx-0 sm:rounded-card sm:border lg:sticky"
    >
      {refused ? (
        <div className="mb-2">
          <Notice tone="bad">{refused}</Notice>
        </div>
      ) : null}
      <div className="grid grid-cols-2 items-start gap-2 lg:flex lg:flex-wrap">
        <Form method="post">
          <Hidden csrf={csrf} intent="acknowledge" />
          <button
            type="submit"
            className={`${acknowledged ? buttonClass.secondary : buttonClass.primary} w-full lg:w-auto`}
          >
            {acknowledged ? "Acknowledged" : "Acknowledge"}
          </button>
        </Form>
        <Form method="post">
          <Hidden csrf={csrf} intent="assign-me" />
          <button
            type="submit"
            className={`${state.mine ? buttonClass.secondary : buttonClass.primary} w-full lg:w-auto`}
          >
            {state.mine ? "Assigned to you" : "Assign to me"}
          </button>
        </Form>
        <Form method="post" className="col-span-2 flex items-start gap-2" noValidate>
          <Hidden csrf={csrf} intent="schedule" />
          <div className="flex min-w-0 flex-1 flex-col lg:flex-none">
            <label htmlFor="bar-visit" className="sr-only">
              Visit date and time (IST)
            </label>
            <input
              id="bar-visit"
              name="visitAt"
              type="datetime-local"
              defaultValue={sentValue(answer, "schedule", "visitAt") ?? state.visitAt}
              className={`${consoleInputClass} min-h-10 lg:w-auto`}
              {...describedBy("bar-visit", scheduleError, visitHint)}
            />
            {visitHint ? (
              <p id="bar-visit-hint" className="mt-1 text-xs text-steel-700">
                {visitHint}
              </p>
            ) : null}
            {scheduleError ? (
              <p id="bar-visit-error" className="mt-1 text-xs font-medium text-danger-700">
                {scheduleError}
              </p>
            ) : null}
          </div>
          <button type="submit" className={buttonClass.primary}>
            Schedule
          </button>
        </Form>
        <Form method="post" className="col-span-2 flex min-w-0 flex-1 items-start gap-2" noValidate>
          <Hidden csrf={csrf} intent="quick-note" />
          <div className="flex min-w-0 flex-1 flex-col lg:min-w-48">
            <label htmlFor="bar-note" className="sr-only">
              Internal note
            </label>
            <input
              id="bar-note"
              name="quickNote"
              maxLength={2000}
              placeholder="Internal note"
              defaultValue={sentValue(answer, "quick-note", "quickNote") ?? ""}
              className={`${consoleInputClass} min-h-10`}
              {...describedBy("bar-note", noteError)}
            />
            {noteError ? (
              <p id="bar-note-error" className="mt-1 text-xs font-medium text-danger-700">
                {noteError}
              </p>
            ) : null}
          </div>
          <button type="submit" className={buttonClass.secondary}>
            Add note
          </button>
        </Form>
      </div>
    </section>
  );
}
