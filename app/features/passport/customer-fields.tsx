/** The fields of a customer, a site and a contact, used by the forms that add and change them. */
import { indianStates } from "#app/lib/indian-states.ts";
import { type FormState, Input, Select, TextArea } from "./ui.tsx";

type Initial = Record<string, string | number | null | undefined>;

const stateOptions = indianStates.map((state) => ({ value: state, label: state }));

export function CustomerFields({ state, initial = {} }: { state?: FormState; initial?: Initial }) {
  return (
    <>
      <Input name="name" label="Company name" state={state} initial={initial.name} required />
      <Input
        name="gstin"
        label="GSTIN"
        optional
        hint="15 characters; its check character is verified"
        maxLength={20}
        state={state}
        initial={initial.gstin}
      />
      <Input
        name="reminderLeadDays"
        label="Send reminders this many days before a test is due"
        inputMode="numeric"
        maxLength={3}
        state={state}
        initial={initial.reminder_lead_days ?? 30}
      />
      <TextArea
        name="notes"
        label="Notes for staff"
        optional
        state={state}
        initial={initial.notes}
        rows={3}
      />
    </>
  );
}

export function SiteFields({
  state,
  initial = {},
  idPrefix,
}: {
  state?: FormState;
  initial?: Initial;
  idPrefix: string;
}) {
  return (
    <>
      <Input
        idPrefix={idPrefix}
        name="name"
        label="Site name"
        state={state}
        initial={initial.name}
      />
      <TextArea
        idPrefix={idPrefix}
        name="address"
        label="Address"
        state={state}
        initial={initial.address}
        rows={2}
        maxLength={500}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <Select
          idPrefix={idPrefix}
          name="state"
          label="State"
          options={stateOptions}
          blank="Choose a state"
          state={state}
          initial={initial.state}
        />
        <Input
          idPrefix={idPrefix}
          name="pin"
          label="PIN code"
          inputMode="numeric"
          maxLength={6}
          state={state}
          initial={initial.pin}
        />
      </div>
    </>
  );
}

export function ContactFields({
  state,
  initial = {},
  idPrefix,
}: {
  state?: FormState;
  initial?: Initial;
  idPrefix: string;
}) {
  const reminders = state?.values ? state.values.reminders === "on" : initial.reminders !== 0;
  return (
    <>
      <div className="grid gap-4 sm:grid-cols-2">
        <Input idPrefix={idPrefix} name="name" label="Name" state={state} initial={initial.name} />
        <Input
          idPrefix={idPrefix}
          name="designation"
          label="Designation"
          optional
          state={state}
          initial={initial.designation}
        />
        <Input
          idPrefix={idPrefix}
          name="mobile"
          label="Mobile"
          type="tel"
          inputMode="tel"
          optional
          maxLength={16}
          state={state}
          initial={initial.mobile}
        />
        <Input
          idPrefix={idPrefix}
          name="email"
          label="E-mail"
          type="email"
          optional
          maxLength={254}
          state={state}
          initial={initial.email}
        />
      </div>
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
