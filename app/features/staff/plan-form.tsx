/**
 * The console's form for a plan customer: the passport customer it belongs to, company, plan,
 * dates, and how to recognise them.
 */
import type { ChangeEvent } from "react";
import { planIds, subscriberLimits } from "#app/features/service-plans/public.ts";
import { GridForm, SelectField, TextAreaField, TextField } from "./console-fields.tsx";

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
  return (
    <GridForm csrf={csrf} formError={answer?.formError} button={button}>
      <SelectField
        id="passport-customer"
        name="passportCustomer"
        label="Passport customer"
        error={errors.passportCustomer}
        hint={customerHint}
        className="sm:col-span-2"
        defaultValue={value("passportCustomer", initialCustomer)}
        data-chosen={value("passportCustomer", initialCustomer)}
        onChange={(event) => fillCompany(event, customers)}
        blank="None: recognise requests by the lists below"
        options={customers.map((customer) => ({
          value: String(customer.id),
          label: customer.name,
        }))}
      />
      <TextField
        id="company"
        label="Company"
        error={errors.company}
        maxLength={subscriberLimits.company}
        defaultValue={value("company", subscriber?.company ?? "")}
      />
      <SelectField
        id="plan"
        label="Plan"
        error={errors.plan}
        defaultValue={value("plan", subscriber?.plan ?? "")}
        blank="Choose a plan"
        options={planIds.map((id) => ({ value: id, label: planNames[id] ?? id }))}
      />
      {(
        [
          ["starts-on", "startsOn", "First day"],
          ["ends-on", "endsOn", "Last day"],
        ] as const
      ).map(([id, name, label]) => (
        <TextField
          key={id}
          id={id}
          name={name}
          label={label}
          error={errors[name]}
          type="date"
          maxLength={10}
          defaultValue={value(name, subscriber?.[name] ?? "")}
        />
      ))}
      {(
        [
          [
            "emails",
            "E-mail addresses or domains",
            "One a line: ops@plant.example, or @plant.example for everyone there",
          ],
          ["phones", "Phones", "One 10-digit mobile a line"],
        ] as const
      ).map(([name, label, hint]) => (
        <TextAreaField
          key={name}
          id={name}
          label={label}
          hint={hint}
          error={errors[name]}
          rows={4}
          maxLength={subscriberLimits.list}
          defaultValue={value(name, subscriber?.[name].join("\n") ?? "")}
        />
      ))}
    </GridForm>
  );
}
