import { Link } from "react-router";
import { errorProps, FormField, inputClass, SelectOptions } from "#app/ui/form-field.tsx";
import { KeptTextarea } from "#app/ui/kept-textarea.tsx";
import { messages, replyTimes } from "./fields.ts";

export { errorProps, FormField, inputClass };

/** Where a form's outcome is shown; a form posted without JavaScript returns to it. */
export const outcomeId = "enquiry-outcome";

/**
 * In place of a sent form: the reference, what happens next and by when, and a fresh form on
 * request (without JavaScript "Send another enquiry" is a link to the empty form's page).
 */
export function SentPanel({
  reference,
  againHref,
  onAgain,
}: {
  reference: string;
  againHref: string;
  onAgain?: () => void;
}) {
  return (
    <div
      id={outcomeId}
      tabIndex={-1}
      role="status"
      className="scroll-mt-24 rounded-md border border-success-700 bg-success-100 p-5 text-success-700 focus-ring"
    >
      <p className="text-lg font-semibold">{messages.success}</p>
      <p className="mt-2">
        Your reference is <strong className="whitespace-nowrap">{reference}</strong>. Please quote
        it when you call or write.
      </p>
      <p className="mt-2 text-sm text-navy-950">
        <strong>What happens next.</strong> {replyTimes.reply} {replyTimes.quotation}
      </p>
      <Link
        to={againHref}
        onClick={(event) => {
          if (!onAgain) return;
          event.preventDefault();
          onAgain();
        }}
        className="mt-4 inline-block font-semibold text-navy-700 underline"
      >
        Send another enquiry
      </Link>
    </div>
  );
}

/** How a form shows one field of an enquiry schema; a field is required unless marked optional. */
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
  /** Spans every column of its form (both, in a two-column one). */
  wide?: boolean;
  /** May be left empty; the label says so. */
  optional?: boolean;
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
    required: !field.optional,
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
      <SelectOptions blank="Select" options={options} />
    </select>
  ) : rows ? (
    <KeptTextarea {...attributes} />
  ) : (
    <input {...attributes} />
  );
  const className = field.wide ? "col-span-full" : undefined;
  return (
    <FormField {...{ id, label: field.label, error, className, optional: field.optional }}>
      {control}
    </FormField>
  );
}
