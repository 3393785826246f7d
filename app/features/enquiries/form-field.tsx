import type { ReactNode } from "react";
import { messages } from "./schema";

export const inputClass =
  "w-full rounded-md border border-steel-300 bg-white px-3.5 py-2.5 text-base text-navy-950 placeholder:text-steel-500 focus:border-navy-600 focus:outline-3 focus:outline-offset-0 focus:outline-amber-500 aria-[invalid=true]:border-danger-700";

/** A label, the control it names, and the error the server found in it (without JavaScript). */
export function FormField({
  id,
  label,
  error,
  className = "",
  children,
}: {
  id: string;
  label: string;
  error?: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <div className={`flex flex-col gap-1.5 ${className}`}>
      <label htmlFor={id} className="text-sm font-semibold text-navy-950">
        {label}
      </label>
      {children}
      {error ? (
        <p id={`${id}-error`} className="text-sm font-medium text-danger-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** What aria attributes a control gets when the server found an error in it. */
export function errorProps(id: string, error?: string) {
  return error ? { "aria-invalid": true, "aria-describedby": `${id}-error` } : {};
}

export function FormOutcome({
  data,
}: {
  data?: { ok: true; reference: string } | { ok: false; formError: string };
}) {
  if (!data) return null;
  return data.ok ? (
    <div
      role="status"
      className="mb-6 rounded-md border border-success-700 bg-success-100 p-4 text-success-700"
    >
      <p className="font-semibold">{messages.success}</p>
      <p className="mt-1 text-sm">
        Your reference is <strong>{data.reference}</strong>. An engineer will reply within one
        working day.
      </p>
    </div>
  ) : (
    <div
      role="alert"
      className="mb-6 rounded-md border border-danger-700 bg-danger-100 p-4 font-semibold text-danger-700"
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
