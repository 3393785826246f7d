/** The private status page of a service request: where it stands, and what staff told the customer. */
import { company } from "#app/lib/company.ts";
import { formatTime } from "#app/lib/indian-time.ts";
import { PhoneIcon } from "#app/ui/icons.tsx";
import type { RequestTimeline } from "./timeline.server.ts";
import { visitWhen } from "./visit-words.ts";

const desk = company.phones[0];

const when = (iso: string) => formatTime(iso, "12h");
export function StatusView({
  timeline,
  justSent,
  statusUrl,
}: {
  timeline: RequestTimeline;
  justSent: boolean;
  statusUrl: string;
}) {
  return (
    <div className="flex flex-col gap-8">
      {justSent ? (
        <div
          id="request-received"
          role="status"
          className="rounded-lg border-2 border-success-700 bg-success-100 p-5 text-success-700 sm:p-6"
        >
          <h2 className="text-xl font-semibold">Your request has reached us</h2>
          <p className="mt-2 text-navy-950">
            Reference <strong>{timeline.reference}</strong>. Keep this page's address: it is your
            private status link, and the only way to see this page.
          </p>
          <label htmlFor="status-link" className="mt-4 block text-sm font-semibold text-navy-950">
            Your status link
          </label>
          <input
            id="status-link"
            readOnly
            value={statusUrl}
            className="mt-1.5 w-full rounded-md border border-steel-300 bg-white px-3 py-2 font-mono text-sm text-navy-950"
          />
        </div>
      ) : null}

      <section
        aria-labelledby="status-heading"
        className="rounded-lg border border-steel-200 bg-white p-5 sm:p-7"
      >
        <h2 id="status-heading" className="text-xl font-semibold text-navy-950">
          Status: {timeline.statusLabel}
        </h2>
        <dl className="mt-4 grid gap-x-6 gap-y-3 text-sm sm:grid-cols-2">
          {[
            ["Transformer", timeline.asset],
            ["Site", timeline.site],
            ["Urgency", timeline.urgency],
            ["Received", when(timeline.receivedAt)],
            ...(timeline.engineer ? [["Engineer", timeline.engineer]] : []),
            ...(timeline.visitDate
              ? [["Visit", visitWhen(timeline.visitDate, timeline.visitTime)]]
              : []),
          ].map(([term, value]) => (
            <div key={term}>
              <dt className="font-semibold text-steel-700">{term}</dt>
              <dd className="text-navy-950">{value}</dd>
            </div>
          ))}
        </dl>
        <ol className="mt-8 flex flex-col">
          {timeline.steps.map((step, index) => (
            <li
              key={step.status}
              aria-current={step.state === "current" ? "step" : undefined}
              className="relative flex gap-4 pb-6 last:pb-0"
            >
              {index < timeline.steps.length - 1 ? (
                <span
                  aria-hidden="true"
                  className={`absolute top-7 left-3.5 h-[calc(100%-1.75rem)] w-0.5 ${step.state === "done" ? "bg-navy-800" : "bg-steel-200"}`}
                />
              ) : null}
              <span
                aria-hidden="true"
                className={`relative flex size-7 shrink-0 items-center justify-center rounded-full border-2 text-xs font-semibold ${
                  step.state === "done"
                    ? "border-navy-800 bg-navy-800 text-white"
                    : step.state === "skipped"
                      ? "border-steel-300 bg-steel-100 text-steel-700"
                      : step.state === "current"
                        ? "border-amber-500 bg-amber-100 text-navy-950"
                        : "border-steel-300 bg-white text-steel-600"
                }`}
              >
                {step.state === "done" ? "✓" : step.state === "skipped" ? "–" : index + 1}
              </span>
              <span className="pt-0.5">
                <span
                  className={`block font-semibold ${step.state === "to-come" || step.state === "skipped" ? "text-steel-600" : "text-navy-950"}`}
                >
                  {step.label}
                  {step.status === "scheduled" && timeline.visitDate
                    ? ` for ${visitWhen(timeline.visitDate, timeline.visitTime)}`
                    : ""}
                  <span className="sr-only">
                    {step.state === "done"
                      ? " (done)"
                      : step.state === "skipped"
                        ? " (skipped)"
                        : step.state === "current"
                          ? " (current step)"
                          : " (to come)"}
                  </span>
                </span>
                {step.at ? <span className="text-sm text-steel-700">{when(step.at)}</span> : null}
              </span>
            </li>
          ))}
        </ol>
        {timeline.closed ? (
          <p className="mt-6 rounded-md border border-steel-300 bg-paper p-4 text-navy-950">
            <strong>Closed</strong>
            {timeline.closed.at ? ` on ${when(timeline.closed.at)}` : ""}
            {timeline.closed.reason ? `: ${timeline.closed.reason}` : "."}
          </p>
        ) : null}
      </section>

      <section
        aria-labelledby="notes-heading"
        className="rounded-lg border border-steel-200 bg-white p-5 sm:p-7"
      >
        <h2 id="notes-heading" className="text-xl font-semibold text-navy-950">
          Notes from our engineers
        </h2>
        {timeline.notes.length === 0 ? (
          <p className="mt-3 text-steel-700">No notes yet. We add them here as the work goes on.</p>
        ) : (
          <ul className="mt-4 flex flex-col gap-4">
            {timeline.notes.map((note) => (
              <li
                key={`${note.at}-${note.text.slice(0, 20)}`}
                className="border-l-4 border-amber-500 pl-4"
              >
                <p className="text-sm font-semibold text-steel-700">{when(note.at)}</p>
                <p className="mt-1 whitespace-pre-line text-navy-950">{note.text}</p>
              </li>
            ))}
          </ul>
        )}
      </section>

      <p className="flex flex-wrap items-center gap-3 text-navy-950">
        Questions about this request? Call the service desk, quoting {timeline.reference}:
        <a
          href={`tel:${desk.e164}`}
          className="inline-flex items-center gap-2 rounded-md bg-navy-800 px-4 py-2.5 font-semibold text-white hover:bg-navy-700"
        >
          <PhoneIcon className="size-5" />
          {desk.display}
        </a>
      </p>
    </div>
  );
}
