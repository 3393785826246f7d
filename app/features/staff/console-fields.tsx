/**
 * The console's labelled controls: an input, a select and a text area, each inside its Field
 * (label, hint, error) and tied to them with aria-describedby and aria-invalid. The text area
 * keeps what was typed into it before hydration (KeptTextarea).
 */
import type {
  InputHTMLAttributes,
  ReactNode,
  SelectHTMLAttributes,
  TextareaHTMLAttributes,
} from "react";
import { Form } from "react-router";
import { consoleInputClass } from "#app/ui/console-input.ts";
import { KeptTextarea } from "#app/ui/kept-textarea.tsx";
import { buttonClass, CsrfField, describedBy, Field, Notice } from "./console-ui.tsx";

type Labelled = {
  id: string;
  /** The posted name: the id when left out. */
  name?: string;
  /** Words, or words with a visually hidden part that tells rows of one list apart. */
  label: ReactNode;
  hint?: string;
  error?: string;
  /** The Field's class, for its place in the form's grid. */
  className?: string;
};

export type SelectOption = { value: string; label: string };
export type SelectGroup = { label: string; options: readonly SelectOption[] };

/** The Field's part of a control's props, and the rest, which go to the control. */
function split<T extends Labelled>(props: T): [Labelled, Omit<T, keyof Labelled>] {
  const { id, name, label, hint, error, className, ...control } = props;
  return [{ id, name, label, hint, error, className }, control];
}

function field(
  { id, name, label, hint, error, className }: Labelled,
  control: (
    props: ReturnType<typeof describedBy> & { id: string; name: string; className: string },
  ) => ReactNode,
) {
  return (
    <Field id={id} label={label} hint={hint} error={error} className={className}>
      {control({
        id,
        name: name ?? id,
        className: consoleInputClass,
        ...describedBy(id, error, hint),
      })}
    </Field>
  );
}

export function TextField(
  props: Labelled & Omit<InputHTMLAttributes<HTMLInputElement>, keyof Labelled>,
) {
  const [labelled, input] = split(props);
  return field(labelled, (control) => <input {...input} {...control} />);
}

export function TextAreaField(
  props: Labelled & Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, keyof Labelled>,
) {
  const [labelled, textArea] = split(props);
  return field(labelled, (control) => <KeptTextarea {...textArea} {...control} />);
}

/** A select of options, or of option groups; `blank` is the first, empty choice. */
export function SelectField(
  props: Labelled &
    Omit<SelectHTMLAttributes<HTMLSelectElement>, keyof Labelled> & {
      blank?: string;
      options: readonly (SelectOption | SelectGroup)[];
    },
) {
  const [labelled, { blank, options, ...select }] = split(props);
  const option = ({ value, label }: SelectOption) => (
    <option key={value} value={value}>
      {label}
    </option>
  );
  return field(labelled, (control) => (
    <select {...select} {...control}>
      {blank !== undefined ? <option value="">{blank}</option> : null}
      {options.map((entry) =>
        "options" in entry ? (
          <optgroup key={entry.label} label={entry.label}>
            {entry.options.map(option)}
          </optgroup>
        ) : (
          option(entry)
        ),
      )}
    </select>
  ));
}

/** A two-column console form: the CSRF token, its intent, the refusal that names no field, a button. */
export function GridForm({
  csrf,
  intent,
  formError,
  button,
  children,
}: {
  csrf: string;
  intent?: string;
  formError?: string;
  button: string;
  children: ReactNode;
}) {
  return (
    <Form method="post" className="grid gap-4 sm:grid-cols-2" noValidate>
      <CsrfField token={csrf} />
      {intent ? <input type="hidden" name="intent" value={intent} /> : null}
      {formError ? (
        <div className="sm:col-span-2">
          <Notice tone="bad">{formError}</Notice>
        </div>
      ) : null}
      {children}
      <div className="sm:col-span-2">
        <button type="submit" className={buttonClass.primary}>
          {button}
        </button>
      </div>
    </Form>
  );
}
