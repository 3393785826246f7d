import type { ReactNode } from "react";
import { limits, messages } from "./schema";

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

/** A form control's own attributes, plus the label and the server's error shown with it. */
type LabelledProps<Attributes> = Omit<Attributes, "id" | "className"> & {
  id: string;
  label: string;
  error?: string;
  className?: string;
};

/** A labelled text input that shows the server's error for it. */
export function InputField({
  id,
  label,
  error,
  className,
  ...input
}: LabelledProps<React.InputHTMLAttributes<HTMLInputElement>>) {
  const control = <input id={id} className={inputClass} {...errorProps(id, error)} {...input} />;
  return <FormField {...{ id, label, error, className }}>{control}</FormField>;
}

/** A labelled text area that shows the server's error for it. */
export function TextAreaField({
  id,
  label,
  error,
  className,
  ...area
}: LabelledProps<React.TextareaHTMLAttributes<HTMLTextAreaElement>>) {
  const control = <textarea id={id} className={inputClass} {...errorProps(id, error)} {...area} />;
  return <FormField {...{ id, label, error, className }}>{control}</FormField>;
}

/** The visitor's e-mail address and mobile number, as both enquiry forms ask for them. */
export function ContactDetailFields({
  emailId,
  phoneId,
  phoneName,
  phoneLabel,
  errors,
  values,
}: {
  emailId: string;
  phoneId: string;
  phoneName: "phone" | "phoneNo";
  phoneLabel: string;
  errors: Record<string, string>;
  values: Record<string, string>;
}) {
  return (
    <>
      <InputField
        id={emailId}
        label="Email"
        error={errors.email}
        name="email"
        type="email"
        required
        maxLength={limits.email}
        autoComplete="email"
        defaultValue={values.email}
      />
      <InputField
        id={phoneId}
        label={phoneLabel}
        error={errors[phoneName]}
        name={phoneName}
        type="tel"
        inputMode="numeric"
        required
        maxLength={limits.phone}
        autoComplete="tel-national"
        placeholder="987 654 3210"
        defaultValue={values[phoneName]}
      />
    </>
  );
}
