/** The fields of a customer, a site and a contact, used by the forms that add and change them. */
import { statesAndUnionTerritories } from "#app/lib/indian-states.ts";
import { FieldList, type FieldSpec, type Initial } from "./field-list.tsx";
import type { FormState } from "./ui.tsx";

type FieldsProps = { state?: FormState; initial?: Initial; idPrefix?: string };

const customerFields: readonly FieldSpec[] = [
  { name: "name", label: "Company name", required: true },
  {
    name: "gstin",
    label: "GSTIN",
    optional: true,
    hint: "15 characters; its check character is verified",
    maxLength: 20,
  },
  {
    name: "reminderLeadDays",
    label: "Send reminders this many days before a test is due",
    inputMode: "numeric",
    maxLength: 3,
    from: "reminder_lead_days",
    fallback: 30,
  },
  { control: "textarea", name: "notes", label: "Notes for staff", optional: true, rows: 3 },
];

const siteFields: readonly FieldSpec[] = [
  { name: "name", label: "Site name" },
  { control: "textarea", name: "address", label: "Address", rows: 2, maxLength: 500 },
  {
    className: "grid gap-4 sm:grid-cols-2",
    group: [
      {
        control: "select",
        name: "state",
        label: "State",
        options: statesAndUnionTerritories.map((state) => ({ value: state, label: state })),
        blank: "Choose a state",
      },
      { name: "pin", label: "PIN code", inputMode: "numeric", maxLength: 6 },
    ],
  },
];

const contactFields: readonly FieldSpec[] = [
  {
    className: "grid gap-4 sm:grid-cols-2",
    group: [
      { name: "name", label: "Name" },
      { name: "designation", label: "Designation", optional: true },
      {
        name: "mobile",
        label: "Mobile",
        type: "tel",
        inputMode: "tel",
        optional: true,
        maxLength: 16,
      },
      { name: "email", label: "E-mail", type: "email", optional: true, maxLength: 254 },
    ],
  },
];

export function CustomerFields(props: FieldsProps) {
  return <FieldList fields={customerFields} {...props} />;
}

export function SiteFields(props: FieldsProps & { idPrefix: string }) {
  return <FieldList fields={siteFields} {...props} />;
}

export function ContactFields(props: FieldsProps & { idPrefix: string }) {
  const { state, initial = {} } = props;
  const reminders = state?.values ? state.values.reminders === "on" : initial.reminders !== 0;
  return (
    <>
      <FieldList fields={contactFields} {...props} />
      <label className="inline-flex items-center gap-2 text-sm">
        <input
          type="checkbox"
          name="reminders"
          defaultChecked={reminders}
          className="size-4 accent-navy-800"
        />
        Send this contact reminders of tests due
      </label>
    </>
  );
}
