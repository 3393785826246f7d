/** The console's plan customers: the list with the form to add one, and one customer's page. */
import { Form, Link } from "react-router";
import { Breadcrumb } from "#app/ui/breadcrumb.tsx";
import type { HistoryRow } from "./audit-labels.ts";
import { TextField } from "./console-fields.tsx";
import { Badge, buttonClass, DoneNotice, Panel } from "./console-ui.tsx";
import {
  type Answer,
  type CustomerChoice,
  SubscriberForm,
  type SubscriberView,
} from "./plan-form.tsx";

/** How a plan customer's requests are recognised, in a few words for the list. */
function recognisedBy(subscriber: SubscriberView): string {
  const listed = subscriber.emails.length + subscriber.phones.length;
  const words = `${listed} ${listed === 1 ? "address or phone" : "addresses or phones"}`;
  if (subscriber.passportCustomerId === null) return words;
  return listed
    ? `${words} and the passport customer's contacts`
    : "the passport customer's contacts";
}

export function PlansListPage({
  csrf,
  done,
  subscribers,
  customers,
  chosenCustomer,
  answer,
}: {
  csrf: string;
  done: string | null;
  subscribers: (SubscriberView & { planName: string; running: boolean })[];
  customers: CustomerChoice[];
  chosenCustomer: number | null;
  answer?: Answer;
}) {
  return (
    <>
      <h1 className="text-2xl font-semibold sm:text-3xl">Plan customers</h1>
      <p className="mt-1 max-w-prose text-sm text-steel-700">
        A service request from an address, domain or phone listed here, or from a contact of the
        passport customer a plan belongs to, while the plan runs, carries that plan's response
        targets. See the plans on the public{" "}
        <a href="/service-plans" className="font-semibold text-navy-700 underline">
          service plans
        </a>{" "}
        page.
      </p>
      <DoneNotice done={done} />
      <div className="mt-6 flex flex-col gap-6">
        <Panel
          id="list-heading"
          title={`${subscribers.length} plan ${subscribers.length === 1 ? "customer" : "customers"}`}
        >
          {subscribers.length === 0 ? (
            <p className="text-sm text-steel-700">No plan customers yet: add the first below.</p>
          ) : (
            <ul className="divide-y divide-steel-100">
              {subscribers.map((subscriber) => (
                <li
                  key={subscriber.id}
                  className="flex flex-wrap items-center gap-x-4 gap-y-1 py-2 text-sm"
                >
                  <Link
                    to={`/staff/plans/${subscriber.id}`}
                    className="font-semibold text-navy-800 underline underline-offset-4"
                  >
                    {subscriber.company}
                  </Link>
                  <Badge tone="info">{subscriber.planName}</Badge>
                  <Badge tone={subscriber.running ? "good" : "neutral"}>
                    {subscriber.running ? "Running" : "Not running today"}
                  </Badge>
                  <span className="text-steel-700">
                    {subscriber.startsOn} to {subscriber.endsOn} · {recognisedBy(subscriber)}
                  </span>
                </li>
              ))}
            </ul>
          )}
        </Panel>
        <Panel id="add-heading" title="Add a plan customer">
          <SubscriberForm
            csrf={csrf}
            customers={customers}
            chosenCustomer={chosenCustomer}
            answer={answer}
            button="Add plan customer"
          />
        </Panel>
      </div>
    </>
  );
}

export function PlanEditPage({
  csrf,
  done,
  subscriber,
  customers,
  month,
  history,
  answer,
}: {
  csrf: string;
  done: string | null;
  subscriber: SubscriberView;
  customers: CustomerChoice[];
  month: string;
  history: HistoryRow[];
  answer?: Answer;
}) {
  return (
    <>
      <Breadcrumb
        items={[{ label: "Plan customers", to: "/staff/plans" }, { label: subscriber.company }]}
      />
      <h1 className="mt-3 text-2xl font-semibold sm:text-3xl">{subscriber.company}</h1>
      {subscriber.passportCustomerId ? (
        <p className="mt-1 text-sm">
          <Link
            to={`/staff/customers/${subscriber.passportCustomerId}`}
            className="font-semibold text-navy-700 underline underline-offset-4"
          >
            The customer's passport
          </Link>
        </p>
      ) : null}
      <DoneNotice done={done} />
      <div className="mt-6 grid gap-6 lg:grid-cols-[minmax(0,1fr)_22rem]">
        <Panel id="edit-heading" title="The plan">
          <SubscriberForm
            csrf={csrf}
            subscriber={subscriber}
            customers={customers}
            answer={answer}
            button="Save changes"
          />
        </Panel>
        <div className="flex flex-col gap-6">
          <Panel id="report-heading" title="Monthly report">
            <Form
              method="get"
              action={`/staff/plans/${subscriber.id}/report/csv`}
              reloadDocument
              className="flex flex-col gap-3"
            >
              <TextField
                id="month"
                label="Month"
                hint="Targets met and missed, one line a request"
                name="month"
                type="month"
                defaultValue={month}
              />
              <div className="flex flex-wrap gap-2">
                <button type="submit" className={buttonClass.secondary}>
                  Download CSV
                </button>
                <button
                  type="submit"
                  formAction={`/staff/plans/${subscriber.id}/report/pdf`}
                  className={buttonClass.secondary}
                >
                  Download PDF
                </button>
              </div>
            </Form>
          </Panel>
          <Panel id="history-heading" title="History">
            <ol className="flex flex-col gap-2 text-sm">
              {history.map((event) => (
                <li key={event.id}>
                  <p className="text-xs text-steel-600">
                    {event.at} · {event.actor}
                  </p>
                  <p className="font-semibold text-navy-950">{event.action}</p>
                  {event.after ? <p className="text-steel-700">{event.after}</p> : null}
                </li>
              ))}
            </ol>
          </Panel>
        </div>
      </div>
    </>
  );
}
