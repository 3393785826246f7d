/**
 * The form's fields: a label and hint above each control, its message below, the unit written
 * inside number fields (form-samples.tsx groups them for each sample's gases).
 */
import type { ChangeEvent, ReactNode } from "react";
import {
  errorProps,
  FieldError,
  FieldHint,
  inputClass,
  SelectOptions,
} from "#app/ui/form-field.tsx";
import { numberFields, type ParamName } from "./fields.ts";
import type { FormValues } from "./page-state.ts";
import type { OlderDateParam } from "./series-fields.ts";

export type FieldErrors = Partial<Record<ParamName, string>>;

export const fieldId = (name: ParamName) => `oa-${name}`;

export type Common = {
  values: FormValues;
  errors: FieldErrors;
  onValue(name: ParamName, value: string): void;
  onLeave(name: ParamName): void;
};

function Label({
  id,
  children,
  optional,
}: {
  id: string;
  children: ReactNode;
  optional?: boolean;
}) {
  return (
    <label htmlFor={id} className="text-sm font-semibold text-navy-950">
      {children}
      {optional ? <span className="font-normal text-steel-600"> (optional)</span> : null}
    </label>
  );
}

export type NumberName = keyof typeof numberFields;

/**
 * A field takes three rows of its group's grid (words, control, message) as a subgrid, so the
 * controls of a row line up whatever the length of their hints or messages.
 */
const frame = "row-span-3 grid grid-rows-subgrid content-start gap-y-1.5";

function Words({ children }: { children: ReactNode }) {
  return <div className="flex flex-col gap-1.5">{children}</div>;
}

function Message({ id, error }: { id: string; error?: string }) {
  return (
    <div>
      <FieldError id={id} error={error} />
    </div>
  );
}

/** One field's frame: its label and hint above, the control, its message below. */
function FieldFrame({
  id,
  label,
  optional,
  hint,
  error,
  className = "",
  children,
}: {
  id: string;
  label: ReactNode;
  optional?: boolean;
  hint?: string;
  error?: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <div className={`${frame} ${className}`}>
      <Words>
        <Label id={id} optional={optional}>
          {label}
        </Label>
        <FieldHint id={id} hint={hint} />
      </Words>
      {children}
      <Message id={id} error={error} />
    </div>
  );
}

/**
 * A control's binding to the form: its id, value and message, and what it reports back by name;
 * `input` is that binding as a text or date input's props (a select also leaves on change).
 */
function bound(name: ParamName, { values, errors, onValue, onLeave }: Common) {
  const id = fieldId(name);
  const value = values[name] ?? "";
  const change = (text: string) => onValue(name, text);
  const leave = () => onLeave(name);
  return {
    id,
    error: errors[name],
    value,
    change,
    leave,
    input: {
      id,
      name,
      value,
      onChange: (event: ChangeEvent<HTMLInputElement>) => change(event.currentTarget.value),
      onBlur: leave,
    },
  };
}

/** Room on the right of a field for the unit written inside it. */
function unitPadding(unit: string): string {
  if (!unit) return "";
  if (unit.length <= 2) return "pr-11";
  if (unit.length <= 4) return "pr-16";
  if (unit.length <= 5) return "pr-18";
  return "pr-24";
}

export function NumberField({
  name,
  label,
  hint,
  className = "",
  ...form
}: Common & {
  name: NumberName & ParamName;
  label?: ReactNode;
  hint?: string;
  className?: string;
}) {
  const { id, error, input } = bound(name, form);
  const spec = numberFields[name];
  return (
    <FieldFrame id={id} label={label ?? spec.label} hint={hint} error={error} className={className}>
      <div className="relative self-end">
        <input
          {...input}
          type="text"
          inputMode="decimal"
          autoComplete="off"
          spellCheck={false}
          maxLength={40}
          className={`${inputClass} tabular-nums ${unitPadding(spec.unit)}`}
          {...errorProps(id, error, hint)}
        />
        {spec.unit ? (
          <span
            aria-hidden="true"
            className="pointer-events-none absolute inset-y-0 right-3 flex items-center text-sm text-steel-600"
          >
            {spec.unit}
          </span>
        ) : null}
      </div>
    </FieldFrame>
  );
}

export function SelectField({
  name,
  label,
  hint,
  options,
  placeholder,
  required = false,
  className = "",
  ...form
}: Common & {
  name: ParamName;
  label: string;
  hint?: string;
  options: readonly { value: string; label: string }[];
  placeholder: string;
  required?: boolean;
  className?: string;
}) {
  const { id, error, value, change, leave } = bound(name, form);
  return (
    <FieldFrame
      id={id}
      label={label}
      optional={!required}
      hint={hint}
      error={error}
      className={className}
    >
      <select
        id={id}
        name={name}
        value={value}
        onChange={(event) => {
          change(event.currentTarget.value);
          leave();
        }}
        aria-required={required || undefined}
        className={`${inputClass} self-end`}
        {...errorProps(id, error, hint)}
      >
        <SelectOptions blank={placeholder} options={options} />
      </select>
    </FieldFrame>
  );
}

export function DateField({
  name,
  label,
  hint,
  ...form
}: Common & { name: "d" | "e_d" | OlderDateParam; label: string; hint?: string }) {
  const { id, error, input } = bound(name, form);
  return (
    <FieldFrame id={id} label={label} optional hint={hint} error={error}>
      <input
        {...input}
        type="date"
        min="1950-01-01"
        max="2100-12-31"
        className={`${inputClass} self-end`}
        {...errorProps(id, error, hint)}
      />
    </FieldFrame>
  );
}
