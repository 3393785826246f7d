/** The controls of the console's report form: a text field, a staff member, a result line. */
import {
  fieldId,
  type ReportFormValues,
  reportLimits,
  type StaffRef,
  verdictLabels,
  verdicts,
} from "#app/features/reports/public.ts";
import { consoleInputClass } from "#app/ui/console-input.ts";
import { fieldRows } from "#app/ui/form-field.tsx";
import { SelectField, TextField } from "./console-fields.tsx";
import { describedBy } from "./console-ui.tsx";

export type ReportFormProps = {
  csrf: string;
  people: StaffRef[];
  /** The member of staff signed in, who approves the report by issuing it. */
  approver: StaffRef;
  values: ReportFormValues;
  fieldErrors: Record<string, string>;
  /** Set for a correction: the revision it replaces. */
  replaces?: number;
  /** Set for a report filled from a passport test record: posted back as `record`. */
  fromRecord?: { recordId: number; leftOut: string[]; toFill: string[] } | null;
};

export function Text({
  name,
  label,
  props,
  max,
  hint,
  type = "text",
  className,
}: {
  name: string;
  label: string;
  props: ReportFormProps;
  max?: number;
  hint?: string;
  type?: "text" | "date";
  className?: string;
}) {
  return (
    <TextField
      id={fieldId(name)}
      name={name}
      label={label}
      hint={hint}
      error={props.fieldErrors[name]}
      className={className}
      type={type}
      maxLength={max}
      defaultValue={props.values[name] ?? ""}
    />
  );
}

export function Person({
  name,
  label,
  props,
}: {
  name: "testedBy";
  label: string;
  props: ReportFormProps;
}) {
  // A report's tester and approver are two people: with no other account there is no one to pick.
  const alone = !props.people.some((person) => person.id !== props.approver.id);
  return (
    <SelectField
      id={fieldId(name)}
      name={name}
      label={label}
      hint={
        alone
          ? "Only you have a staff account, and you approve this report: the tester's account is needed first (an administrator adds it on the server with npm run staff -- add)."
          : undefined
      }
      error={props.fieldErrors[name]}
      defaultValue={props.values[name] ?? ""}
      blank="Choose a member of staff"
      options={props.people.map((person) => ({ value: person.id, label: person.name }))}
    />
  );
}

/** The approver, not a choice: whoever issues the report approves it. */
export function Approver({ props }: { props: ReportFormProps }) {
  return (
    // A field's two rows (fieldRows), so the box stands level with the Tested by list beside it.
    <div className={`${fieldRows} grid-cols-1 gap-1`}>
      <p className="text-sm font-semibold text-navy-950">Approved by</p>
      <div className="flex flex-col gap-1">
        <p className="flex min-h-10 items-center rounded-md border border-steel-200 bg-paper px-3 py-2 text-sm text-navy-950">
          {props.approver.name}
        </p>
        <p className="text-xs text-steel-600">You: a report is approved by whoever issues it.</p>
      </div>
    </div>
  );
}

export function ResultLine({ line, props }: { line: number; props: ReportFormProps }) {
  const cell = (field: string, label: string, max: number, className = "") => {
    const name = `results.${line}.${field}`;
    const id = fieldId(name);
    const error = props.fieldErrors[name];
    return (
      <div className={`flex flex-col gap-1 ${className}`}>
        <label htmlFor={id} className="text-xs font-semibold text-steel-700">
          {label} <span className="sr-only">of line {line + 1}</span>
        </label>
        <input
          id={id}
          name={name}
          maxLength={max}
          defaultValue={props.values[name] ?? ""}
          className={consoleInputClass}
          {...describedBy(id, error)}
        />
        {error ? (
          <p id={`${id}-error`} className="text-xs font-medium text-danger-700">
            {error}
          </p>
        ) : null}
      </div>
    );
  };
  const verdictName = `results.${line}.verdict`;
  const verdictId = fieldId(verdictName);
  const verdictError = props.fieldErrors[verdictName];
  return (
    <fieldset className="grid gap-2 border-t border-steel-200 py-3 sm:grid-cols-2 lg:grid-cols-[1.8fr_0.7fr_0.8fr_2.2fr_2.8fr_1.3fr]">
      <legend className="sr-only">Result line {line + 1}</legend>
      {cell("parameter", "Parameter", reportLimits.parameter)}
      {cell("value", "Result", reportLimits.value)}
      {cell("unit", "Unit", reportLimits.unit)}
      {cell("method", "Method standard", reportLimits.method)}
      {cell("limit", "Limit (and its source)", reportLimits.limit)}
      <div className="flex flex-col gap-1">
        <label htmlFor={verdictId} className="text-xs font-semibold text-steel-700">
          Verdict <span className="sr-only">of line {line + 1}</span>
        </label>
        <select
          id={verdictId}
          name={verdictName}
          defaultValue={props.values[verdictName] || "satisfactory"}
          className={consoleInputClass}
          {...describedBy(verdictId, verdictError)}
        >
          {verdicts.map((verdict) => (
            <option key={verdict} value={verdict}>
              {verdictLabels[verdict]}
            </option>
          ))}
        </select>
      </div>
    </fieldset>
  );
}
