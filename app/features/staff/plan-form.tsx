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
};

export type Answer = {
  fieldErrors: Record<string, string>;
  formError?: string;
  values: Record<string, string>;
};

export function SubscriberForm({
  csrf,
  subscriber,
  answer,
  button,
}: {
  csrf: string;
  subscriber?: SubscriberView;
  answer?: Answer;
  button: string;
}) {
  const errors = answer?.fieldErrors ?? {};
  const value = (name: string, stored: string) => answer?.values[name] ?? stored;
  return (
    <GridForm csrf={csrf} formError={answer?.formError} button={button}>
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
