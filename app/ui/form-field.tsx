/** The look of every form control, and a field with its label and error, shared by all forms. */
import type { ReactNode } from "react";

/**
 * A text box, select or file picker (its button drawn as the site's, not the browser's bare one).
 * At least 48 px tall, a text box's own height, so that a select beside one is as tall.
 */
export const inputClass =
  "min-h-12 w-full rounded-md border border-steel-300 bg-white px-3.5 py-2.5 text-base text-navy-950 placeholder:text-steel-500 focus-ring focus:border-navy-600 aria-[invalid=true]:border-danger-700 file:mr-3 file:rounded file:border-0 file:bg-navy-800 file:px-3 file:py-1.5 file:font-semibold file:text-white";

/**
 * A field's place in its form's grid: two rows, taken as a subgrid, its words (label and hint)
 * above its control (and the control's error). The fields of a row share both rows, so their
 * controls start at one height whether or not a field beside them has a hint; outside a grid the
 * two rows simply stack. Every field fills both rows, so no empty row lets the form's wider gap
 * in between a label and its control. A part that stands in a row of fields (a pair of fields
 * in a cell, a note in place of a control) takes the same two rows. A lone field adds its one
 * column (grid-cols-1, which may shrink), so that a control never spills out of a narrow cell.
 */
export const fieldRows = "row-span-2 grid grid-rows-subgrid";

/** A label, the control it names, an optional hint, and the error found in it. */
export function FormField({
  id,
  label,
  error,
  hint,
  optional = false,
  className = "",
  children,
}: {
  id: string;
  label: string;
  error?: string;
  /** A line under the label: the unit, the format, where to find the value. */
  hint?: string;
  /** Adds "(optional)" to the label. */
  optional?: boolean;
  className?: string;
  children: ReactNode;
}) {
  return (
    <div className={`${fieldRows} grid-cols-1 gap-1.5 ${className}`}>
      <div className="flex flex-col gap-1.5">
        <label htmlFor={id} className="text-sm font-semibold text-navy-950">
          {label}
          {optional ? <span className="font-normal text-steel-600"> (optional)</span> : null}
        </label>
        <FieldHint id={id} hint={hint} />
      </div>
      <div className="flex flex-col gap-1.5">
        {children}
        <FieldError id={id} error={error} />
      </div>
    </div>
  );
}

/** The aria attributes of a control: invalid with an error, described by its hint and error. */
export function errorProps(id: string, error?: string, hint?: string) {
  const describedBy = [hint ? `${id}-hint` : "", error ? `${id}-error` : ""].filter(Boolean);
  return {
    ...(error ? { "aria-invalid": true } : {}),
    ...(describedBy.length > 0 ? { "aria-describedby": describedBy.join(" ") } : {}),
  };
}

/** The line under a label that says what to enter; controls point at it with aria-describedby. */
export function FieldHint({ id, hint }: { id: string; hint?: string }) {
  return <FieldNote id={`${id}-hint`} text={hint} className="-mt-1 text-sm text-steel-600" />;
}

/** The error found in a control, tied to it by its id. */
export function FieldError({ id, error }: { id: string; error?: string }) {
  return (
    <FieldNote id={`${id}-error`} text={error} className="text-sm font-medium text-danger-700" />
  );
}

function FieldNote({ id, text, className }: { id: string; text?: string; className: string }) {
  return text ? (
    <p id={id} className={className}>
      {text}
    </p>
  ) : null;
}

/**
 * A select's options: `blank` first with an empty value ("Select", "Choose a customer"), left out
 * when undefined, then one option a choice.
 */
export function SelectOptions({
  blank,
  options,
}: {
  blank?: string;
  options: readonly { value: string; label: string }[];
}) {
  return (
    <>
      {blank !== undefined ? <option value="">{blank}</option> : null}
      {options.map((option) => (
        <option key={option.value} value={option.value}>
          {option.label}
        </option>
      ))}
    </>
  );
}
