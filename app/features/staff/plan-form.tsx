/**
 * The console's form for a plan customer: the passport customer it belongs to, company, plan,
 * dates, and how to recognise them.
 */
import type { ChangeEvent } from "react";
import { Form } from "react-router";
import { planIds, subscriberLimits } from "#app/features/service-plans/public.ts";
import {
  CsrfField,
  controlClass,
  describedBy,
  Field,
  Notice,
  primaryButton,
} from "./console-ui.tsx";

const planNames: Record<string, string> = {
  essential: "Essential",
  assured: "Assured",
  critical: "Critical",
};

export type SubscriberView = {
  id: number;
  company: string;
  plan: string;
  startsOn: string;
  endsOn: string;
  emails: string[];
  phones: string[];
  passportCustomerId: number | null;
};

export type CustomerChoice = { id: number; name: string };

export type Answer = {
  fieldErrors: Record<string, string>;
  formError?: string;
  values: Record<string, string>;
};

/**
 * With JavaScript, choosing a customer writes its name into an empty company field (or over the
 * name of the customer chosen before); without it the server does the same for an empty field.
 */
function fillCompany(event: ChangeEvent<HTMLSelectElement>, customers: readonly CustomerChoice[]) {
  const company = event.currentTarget.form?.elements.namedItem("company");
  if (!(company instanceof HTMLInputElement)) return;
  const nameOf = (id: string) => customers.find((customer) => String(customer.id) === id)?.name;
  const previous = event.currentTarget.dataset.chosen ?? "";
  const chosen = event.currentTarget.value;
  event.currentTarget.dataset.chosen = chosen;
  const name = nameOf(chosen);
  if (name && (company.value.trim() === "" || company.value === nameOf(previous)))
    company.value = name;
}

export function SubscriberForm({
  csrf,
  subscriber,
  customers,
  chosenCustomer,
  answer,
  button,
}: {
  csrf: string;
  subscriber?: SubscriberView;
  customers: readonly CustomerChoice[];
  /** The customer chosen when the form opens (from a customer's page). */
  chosenCustomer?: number | null;
  answer?: Answer;
  button: string;
}) {
  const customerHint =
    "Optional. Its contacts' e-mails and mobiles identify requests too; an empty company field takes its name";
  const initialCustomer = String(subscriber?.passportCustomerId ?? chosenCustomer ?? "");
  const errors = answer?.fieldErrors ?? {};
  const value = (name: string, stored: string) => answer?.values[name] ?? stored;
  const text = (id: string, name: string, label: string, stored: string, hint?: string) => (
    <Field id={id} label={label} error={errors[name]} hint={hint}>
      <input
        id={id}
        name={name}
        type={name.endsWith("On") ? "date" : "text"}
        maxLength={name === "company" ? subscriberLimits.company : 10}
        defaultValue={value(name, stored)}
        className={controlClass}
        {...describedBy(id, errors[name], hint)}
      />
    </Field>
  );
  const list = (id: string, name: string, label: string, stored: string[], hint: string) => (
    <Field id={id} label={label} error={errors[name]} hint={hint}>
      <textarea
        id={id}
        name={name}
        rows={4}
        maxLength={subscriberLimits.list}
        defaultValue={value(name, stored.join("\n"))}
        className={controlClass}
        {...describedBy(id, errors[name], hint)}
      />
    </Field>
  );
  return (
    <Form method="post" className="grid gap-4 sm:grid-cols-2" noValidate>
      <CsrfField token={csrf} />
      {answer?.formError ? (
        <div className="sm:col-span-2">
          <Notice tone="bad">{answer.formError}</Notice>
        </div>
      ) : null}
      <Field
        id="passport-customer"
        label="Passport customer"
        error={errors.passportCustomer}
        hint={customerHint}
        className="sm:col-span-2"
      >
        <select
          id="passport-customer"
          name="passportCustomer"
          defaultValue={value("passportCustomer", initialCustomer)}
          data-chosen={value("passportCustomer", initialCustomer)}
          onChange={(event) => fillCompany(event, customers)}
          className={controlClass}
          {...describedBy("passport-customer", errors.passportCustomer, customerHint)}
        >
          <option value="">None: recognise requests by the lists below</option>
          {customers.map((customer) => (
            <option key={customer.id} value={customer.id}>
              {customer.name}
            </option>
          ))}
        </select>
      </Field>
      {text("company", "company", "Company", subscriber?.company ?? "")}
      <Field id="plan" label="Plan" error={errors.plan}>
        <select
          id="plan"
          name="plan"
          defaultValue={value("plan", subscriber?.plan ?? "")}
          className={controlClass}
          {...describedBy("plan", errors.plan)}
        >
          <option value="">Choose a plan</option>
          {planIds.map((id) => (
            <option key={id} value={id}>
              {planNames[id]}
            </option>
          ))}
        </select>
      </Field>
      {text("starts-on", "startsOn", "First day", subscriber?.startsOn ?? "")}
      {text("ends-on", "endsOn", "Last day", subscriber?.endsOn ?? "")}
      {list(
        "emails",
        "emails",
        "E-mail addresses or domains",
        subscriber?.emails ?? [],
        "One a line: ops@plant.example, or @plant.example for everyone there",
      )}
      {list("phones", "phones", "Phones", subscriber?.phones ?? [], "One 10-digit mobile a line")}
      <div className="sm:col-span-2">
        <button type="submit" className={primaryButton}>
          {button}
        </button>
      </div>
    </Form>
  );
}
