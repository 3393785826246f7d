/**
 * The controls of the service request form, each tied to its label, hint and error. Values come
 * back from the server after a failed send, so nothing typed is lost. Each control is a Suspense
 * boundary (nothing in it suspends): React hydrates the form control by control, yielding in
 * between, so no step of the form is hydrated in one long task (issue 27, decision 0020).
 */
import { type ReactNode, Suspense } from "react";
import {
  errorProps,
  FieldError,
  FormField,
  fieldRows,
  inputClass,
  SelectOptions,
} from "#app/ui/form-field.tsx";
import { KeptTextarea } from "#app/ui/kept-textarea.tsx";

export type Values = Record<string, string | string[] | undefined>;
export type Errors = Record<string, string | undefined>;

export const fieldId = (name: string) => `sr-${name}`;

const one = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

type Common = {
  name: string;
  label: string;
  values: Values;
  errors: Errors;
  hint?: string;
  optional?: boolean;
  className?: string;
};

export function TextControl({
  name,
  label,
  values,
  errors,
  hint,
  optional,
  className,
  rows,
  ...input
}: Common & {
  rows?: number;
  type?: "text" | "email" | "tel" | "date";
  inputMode?: "numeric" | "decimal" | "tel" | "email";
  maxLength?: number;
  autoComplete?: string;
  min?: string;
  max?: string;
}) {
  const id = fieldId(name);
  const error = errors[name];
  const attributes = {
    id,
    name,
    className: inputClass,
    defaultValue: one(values[name]) ?? "",
    "aria-required": optional ? undefined : true,
    ...errorProps(id, error, hint),
  };
  return (
    <Suspense>
      <FormField {...{ id, label, error, hint, optional, className }}>
        {rows ? (
          <KeptTextarea rows={rows} maxLength={input.maxLength} {...attributes} />
        ) : (
          <input type="text" {...input} {...attributes} />
        )}
      </FormField>
    </Suspense>
  );
}

export function SelectControl({
  name,
  label,
  values,
  errors,
  hint,
  className,
  options,
  placeholder = "Select",
}: Common & { options: readonly { value: string; label: string }[]; placeholder?: string }) {
  const id = fieldId(name);
  const error = errors[name];
  return (
    <Suspense>
      <FormField {...{ id, label, error, hint, className }}>
        <select
          id={id}
          name={name}
          defaultValue={one(values[name]) ?? ""}
          aria-required
          className={inputClass}
          {...errorProps(id, error, hint)}
        >
          <SelectOptions blank={placeholder} options={options} />
        </select>
      </FormField>
    </Suspense>
  );
}

/**
 * Radio buttons or checkboxes as a group named by its first line (no hint: none of the form's
 * groups needs one), its options under it as a control under its label; the error belongs to
 * the group.
 * The group is an element of role "group" rather than a fieldset because Chromium lays out no
 * fieldset as a subgrid: as one (fieldRows) it stands in a row of fields, its name level with
 * their labels and its options with their controls, whatever hints stand above them.
 */
export function ChoiceGroup({
  name,
  label,
  values,
  errors,
  options,
  multiple = false,
  columns = "sm:grid-cols-3",
  children,
}: Omit<Common, "hint"> & {
  options: readonly { value: string; label: string }[];
  multiple?: boolean;
  columns?: string;
  children?: ReactNode;
}) {
  const id = fieldId(name);
  const error = errors[name];
  const chosen = new Set([values[name]].flat().filter(Boolean));
  return (
    <Suspense>
      {/* biome-ignore lint/a11y/useSemanticElements: a fieldset cannot be a subgrid (see above) */}
      <div
        id={id}
        role="group"
        aria-labelledby={`${id}-name`}
        tabIndex={-1}
        className={`${fieldRows} gap-1.5`}
        {...errorProps(id, error)}
      >
        <p id={`${id}-name`} className="text-sm font-semibold text-navy-950">
          {label}
        </p>
        <div className="flex flex-col gap-2">
          <div className={`grid gap-2 ${columns}`}>
            {options.map((option) => (
              <label
                key={option.value}
                className="flex min-h-12 cursor-pointer items-start gap-3 rounded-md border border-steel-300 bg-white px-3.5 py-2.5 text-navy-950 has-checked:border-navy-600 has-checked:bg-navy-50 has-focus-visible:outline-3 has-focus-visible:outline-amber-500"
              >
                <input
                  type={multiple ? "checkbox" : "radio"}
                  name={name}
                  value={option.value}
                  defaultChecked={chosen.has(option.value)}
                  className="mt-1 size-4 shrink-0 accent-navy-800"
                />
                <span>{option.label}</span>
              </label>
            ))}
          </div>
          {children}
          <FieldError id={id} error={error} />
        </div>
      </div>
    </Suspense>
  );
}
