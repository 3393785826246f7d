import { errorProps, FormField, inputClass } from "~/ui/form-field";
import { messages } from "./fields";

export { errorProps, FormField, inputClass };

/** Where a form's outcome is shown; a form posted without JavaScript returns to it. */
export const outcomeId = "enquiry-outcome";

export function FormOutcome({
  data,
}: {
  data?: { ok: true; reference: string } | { ok: false; formError: string };
}) {
  if (!data) return null;
  return data.ok ? (
    <div
      id={outcomeId}
      tabIndex={-1}
      role="status"
      className="mb-6 scroll-mt-24 rounded-md border border-success-700 bg-success-100 p-4 text-success-700 focus:outline-none"
    >
      <p className="font-semibold">{messages.success}</p>
      <p className="mt-1 text-sm">
        Your reference is <strong>{data.reference}</strong>. An engineer will reply within one
        working day.
      </p>
    </div>
  ) : (
    <div
      id={outcomeId}
      tabIndex={-1}
      role="alert"
      className="mb-6 scroll-mt-24 rounded-md border border-danger-700 bg-danger-100 p-4 font-semibold text-danger-700"
    >
      {data.formError}
    </div>
  );
}

/** How a form shows one field of an enquiry schema; every field is required. */
export type FieldDescription<Name extends string = string> = {
  name: Name;
  label: string;
  type?: "email" | "tel";
  inputMode?: "numeric";
  maxLength?: number;
  autoComplete?: string;
  placeholder?: string;
  /** A text area of this many rows instead of a line. */
  rows?: number;
  /** A list to choose one of, instead of text. */
  options?: readonly { value: string; label: string }[];
  /** Spans both columns of a two-column form. */
  wide?: boolean;
};

/** A labelled control for one described field, with the server's error and the value sent. */
export function DescribedField({
  field,
  id,
  error,
  value,
}: {
  field: FieldDescription;
  id: string;
  error?: string;
  value?: string;
}) {
  const { name, options, rows } = field;
  const attributes = {
    id,
    className: inputClass,
    ...errorProps(id, error),
    name,
    type: field.type,
    inputMode: field.inputMode,
    required: true,
    rows,
    maxLength: field.maxLength,
    autoComplete: field.autoComplete,
    placeholder: field.placeholder,
    defaultValue: value,
  };
  const control = options ? (
    <select
      id={id}
      name={name}
      required
      defaultValue={value ?? ""}
      className={inputClass}
      {...errorProps(id, error)}
    >
      <option value="">Select</option>
      {options.map((option) => (
        <option key={option.value} value={option.value}>
          {option.label}
        </option>
      ))}
    </select>
  ) : rows ? (
    <textarea {...attributes} />
  ) : (
    <input {...attributes} />
  );
  const className = field.wide ? "sm:col-span-2" : undefined;
  return <FormField {...{ id, label: field.label, error, className }}>{control}</FormField>;
}
