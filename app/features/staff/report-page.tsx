/** The console's page of one issued report: its files, revisions, history and actions. */
import { Form, Link } from "react-router";
import { verifyPath } from "#app/features/reports/public.ts";
import { formatDay } from "#app/lib/indian-time.ts";
import { TextField } from "./console-fields.tsx";
import { Badge, buttonClass, CsrfField, DetailList, Notice, Panel } from "./console-ui.tsx";
import { ReportResults } from "./report-results.tsx";
import { statusTone, statusWords } from "./report-status.ts";
import type { ReportAnswer, ReportPageData } from "./reports.server.ts";

function ActionForm({
  data,
  answer,
  intent,
  title,
  label,
  name,
  button,
  hint,
}: {
  data: ReportPageData;
  answer?: ReportAnswer;
  intent: ReportAnswer["intent"];
  title: string;
  label: string;
  name: string;
  button: string;
  hint: string;
}) {
  const id = `report-${intent}`;
  const error = answer?.intent === intent ? answer.error : undefined;
  return (
    <Panel id={`${id}-title`} title={title} className="print:hidden">
      <Form method="post" className="flex flex-col gap-3">
        <CsrfField token={data.csrf} />
        <input type="hidden" name="intent" value={intent} />
        <TextField
          id={id}
          label={label}
          hint={hint}
          error={error}
          name={name}
          type={intent === "email" ? "email" : "text"}
          maxLength={intent === "email" ? 200 : 500}
          defaultValue={answer?.intent === intent ? answer.value : ""}
        />
        <div>
          <button
            type="submit"
            className={intent === "withdraw" ? buttonClass.danger : buttonClass.secondary}
          >
            {button}
          </button>
        </div>
      </Form>
    </Panel>
  );
}

/** The audit log's actions of a report, as the history reads them. */
const actionWords: Record<string, string> = {
  issue: "issued",
  revise: "issued the correction",
  withdraw: "withdrew the report",
  email: "e-mailed the report to",
};

export function ReportPage({ data, answer }: { data: ReportPageData; answer?: ReportAnswer }) {
  const { snapshot } = data;
  const current = data.revisions.at(-1);
  return (
    <>
      <p className="text-sm print:hidden">
        <Link
          to="/staff/reports"
          className="font-semibold text-navy-700 underline underline-offset-4"
        >
          All reports
        </Link>
      </p>
      <div className="mt-2 flex flex-wrap items-center gap-3">
        <h1 className="text-2xl font-semibold sm:text-3xl">{data.number}</h1>
        <Badge tone={statusTone[data.status]}>{statusWords[data.status]}</Badge>
      </div>
      <p className="mt-1 text-sm text-steel-700">
        {snapshot.customer.name} · {snapshot.asset.make} {snapshot.asset.serialNumber} · revision{" "}
        {current?.revision}
      </p>
      <div className="mt-4 flex flex-col gap-3">
        {data.done ? (
          <div className="print:hidden">
            <Notice tone="good">{data.done}</Notice>
          </div>
        ) : null}
        {data.withdrawn ? (
          <Notice tone="bad">
            Withdrawn {data.withdrawn.at}: {data.withdrawn.reason}
          </Notice>
        ) : null}
      </div>
      <div className="mt-4 flex flex-wrap gap-3 print:hidden">
        <a
          href={`/staff/reports/${data.slug}/pdf?rev=${current?.revision ?? 1}`}
          className={buttonClass.primary}
        >
          Download the PDF
        </a>
        <a href={verifyPath(data.number, current?.revision)} className={buttonClass.secondary}>
          Open the verify page
        </a>
        {data.status === "issued" ? (
          <Link to={`/staff/reports/${data.slug}/correct`} className={buttonClass.secondary}>
            Supersede with correction
          </Link>
        ) : null}
      </div>
      <div className="mt-5 grid gap-5 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
        <div className="flex flex-col gap-5">
          <Panel id="report-details" title="As issued">
            <DetailList
              rows={[
                ["Site", snapshot.customer.site],
                [
                  "Transformer",
                  `${snapshot.asset.make}, ${snapshot.asset.rating}, ${snapshot.asset.voltage}`,
                ],
                ["Serial number", snapshot.asset.serialNumber],
                [
                  "Sample",
                  `${snapshot.sample.labNumber}, tested ${formatDay(snapshot.sample.testedOn)}`,
                ],
                ["Tested by", snapshot.testedBy.name],
                ["Approved by", snapshot.approvedBy.name],
              ]}
            />
            <ReportResults lines={snapshot.results} />
          </Panel>
          <Panel id="report-revisions" title="Revisions">
            <ol className="flex flex-col gap-3 text-sm">
              {data.revisions.map((revision) => (
                <li
                  key={revision.revision}
                  className="border-b border-steel-200 pb-3 last:border-0"
                >
                  <p>
                    <span className="font-semibold">Revision {revision.revision}</span>{" "}
                    <Badge tone={statusTone[revision.status]}>{statusWords[revision.status]}</Badge>{" "}
                    issued {revision.issued} by {revision.issuedBy}
                  </p>
                  {revision.correction ? (
                    <p className="mt-1">Corrects: {revision.correction}</p>
                  ) : null}
                  <p className="mt-1 font-mono text-xs break-all">SHA-256 {revision.sha256}</p>
                  <a
                    href={`/staff/reports/${data.slug}/pdf?rev=${revision.revision}`}
                    className="mt-1 inline-block font-semibold text-navy-700 underline underline-offset-4 print:hidden"
                  >
                    Download revision {revision.revision}
                  </a>
                </li>
              ))}
            </ol>
          </Panel>
        </div>
        <div className="flex flex-col gap-5">
          {data.status === "issued" ? (
            <>
              <ActionForm
                data={data}
                answer={answer}
                intent="email"
                title="E-mail to the customer"
                label="Customer's e-mail address"
                name="to"
                button="Send the report"
                hint="The e-mail carries a private link to the PDF (valid 90 days) and the verify page; the outbox sends it."
              />
              <ActionForm
                data={data}
                answer={answer}
                intent="withdraw"
                title="Withdraw"
                label="Reason"
                name="reason"
                button="Withdraw the report"
                hint="Shown on the verify page. A withdrawn report cannot be corrected or sent."
              />
            </>
          ) : null}
          <Panel id="report-trail" title="History">
            <ul className="flex flex-col gap-2 text-sm">
              {data.trail.map((event) => (
                <li key={event.id}>
                  <span className="font-semibold">{event.at}</span> · {event.who}{" "}
                  {actionWords[event.action] ?? event.action}
                  {event.after && event.action !== "withdraw" ? ` ${event.after}` : ""}
                  {event.note ? `: ${event.note}` : ""}
                </li>
              ))}
              {data.emails.map((email) => (
                <li key={`email-${email.id}`}>
                  <span className="font-semibold">{email.at}</span> · e-mail to {email.to}:{" "}
                  {email.status}
                </li>
              ))}
            </ul>
          </Panel>
        </div>
      </div>
    </>
  );
}
