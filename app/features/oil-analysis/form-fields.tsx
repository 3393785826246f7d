/**
 * The form's fields: a label and hint above each control, its message below, the unit written
 * inside number fields, and the groups of gas fields for this sample and the earlier ones.
 */
import type { ReactNode } from "react";
import { errorProps, FieldError, FieldHint, inputClass } from "~/ui/form-field";
import { gasKeys, numberFields, type ParamName } from "./fields";
import type { FormValues } from "./page-state";
import { type OlderDateParam, type OlderIndex, olderGases, olderOrdinals } from "./series-fields";

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

type NumberName = keyof typeof numberFields;

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

/** Room on the right of a field for the unit written inside it. */
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
  values,
  errors,
  onValue,
  onLeave,
}: Common & {
  name: NumberName & ParamName;
  label?: ReactNode;
  hint?: string;
  className?: string;
}) {
  const id = fieldId(name);
  const spec = numberFields[name];
  const error = errors[name];
  return (
    <FieldFrame id={id} label={label ?? spec.label} hint={hint} error={error} className={className}>
      <div className="relative self-end">
        <input
          id={id}
          name={name}
          type="text"
          inputMode="decimal"
          autoComplete="off"
          spellCheck={false}
          maxLength={40}
          value={values[name] ?? ""}
          onChange={(event) => onValue(name, event.currentTarget.value)}
          onBlur={() => onLeave(name)}
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
  values,
  errors,
  onValue,
  onLeave,
}: Common & {
  name: ParamName;
  label: string;
  hint?: string;
  options: readonly { value: string; label: string }[];
  placeholder: string;
  required?: boolean;
  className?: string;
}) {
  const id = fieldId(name);
  const error = errors[name];
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
        value={values[name] ?? ""}
        onChange={(event) => {
          onValue(name, event.currentTarget.value);
          onLeave(name);
        }}
        aria-required={required || undefined}
        className={`${inputClass} self-end`}
        {...errorProps(id, error, hint)}
      >
        <option value="">{placeholder}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </FieldFrame>
  );
}

export function DateField({
  name,
  label,
  hint,
  values,
  errors,
  onValue,
  onLeave,
}: Common & { name: "d" | "e_d" | OlderDateParam; label: string; hint?: string }) {
  const id = fieldId(name);
  const error = errors[name];
  return (
    <FieldFrame id={id} label={label} optional hint={hint} error={error}>
      <input
        id={id}
        name={name}
        type="date"
        min="1950-01-01"
        max="2100-12-31"
        value={values[name] ?? ""}
        onChange={(event) => onValue(name, event.currentTarget.value)}
        onBlur={() => onLeave(name)}
        className={`${inputClass} self-end`}
        {...errorProps(id, error, hint)}
      />
    </FieldFrame>
  );
}

export function Group({
  id,
  legend,
  intro,
  columns = "sm:grid-cols-2",
  children,
}: {
  id: string;
  legend: string;
  intro?: ReactNode;
  /** The grid of the fields. */
  columns?: string;
  children: ReactNode;
}) {
  return (
    <fieldset
      aria-labelledby={`${id}-legend`}
      className="rounded-card border border-steel-200 bg-white p-5 shadow-card sm:p-6"
    >
      <h3 id={`${id}-legend`} className="text-lg font-semibold">
        {legend}
      </h3>
      {intro ? <div className="mt-1.5 text-sm text-steel-700">{intro}</div> : null}
      <div className={`mt-5 grid gap-x-5 gap-y-5 ${columns}`}>{children}</div>
    </fieldset>
  );
}

/** The fields of the gases, this sample's or the earlier one's. */
export function GasFields({ earlier, ...common }: Common & { earlier: boolean }) {
  return gasKeys.map((gas) => {
    const name = (earlier ? `e_${gas}` : gas) as NumberName & ParamName;
    const base = numberFields[gas].label;
    return (
      <NumberField
        key={name}
        name={name}
        label={
          earlier ? (
            <>
              {base}
              <span className="sr-only"> in the earlier sample</span>
            </>
          ) : (
            base
          )
        }
        {...common}
      />
    );
  });
}

/** The date and gases of one of the older samples, for the trend. */
export function OlderSample({ index, ...common }: Common & { index: OlderIndex }) {
  const which = `${olderOrdinals[index]} earlier sample`;
  const headingId = `oa-e${index}-heading`;
  return (
    <fieldset aria-labelledby={headingId} className="mt-6 min-w-0 border-t border-steel-200 pt-4">
      <h4 id={headingId} className="font-semibold text-navy-950">
        {which.charAt(0).toUpperCase()}
        {which.slice(1)}
      </h4>
      <div className="mt-4 grid grid-cols-2 gap-5 sm:grid-cols-3">
        <div className="col-span-2 sm:col-span-3 sm:max-w-[calc((100%-2.5rem)/3*2+1.25rem)]">
          <DateField name={`e${index}_d`} label={`Date of the ${which}`} {...common} />
        </div>
        {olderGases.map((gas) => (
          <NumberField
            key={gas}
            name={`e${index}_${gas}`}
            label={
              <>
                {numberFields[gas].label}
                <span className="sr-only"> in the {which}</span>
              </>
            }
            {...common}
          />
        ))}
      </div>
    </fieldset>
  );
}
