/**
 * The passport's form controls and blocks: the site's FormField and input look, with each
 * control's value refilled after a refused post and its error tied to it (a text area keeps what
 * was typed into it before hydration: KeptTextarea).
 */
import type { ComponentProps, ReactNode } from "react";
import { Form } from "react-router";
import { CardSection } from "#app/ui/card-section.tsx";
import { ColumnHeads } from "#app/ui/column-heads.tsx";
import { consoleInputClass } from "#app/ui/console-input.ts";
import { ErrorSummary } from "#app/ui/error-summary.tsx";
import { errorProps, FormField, SelectOptions } from "#app/ui/form-field.tsx";
import { KeptTextarea } from "#app/ui/kept-textarea.tsx";
import type { Option } from "./options.ts";

export const buttonClass =
  "inline-flex min-h-10 items-center justify-center rounded-md bg-navy-800 px-4 py-2 text-sm font-semibold text-white hover:bg-navy-700 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-amber-500";
export const quietButtonClass =
  "inline-flex min-h-10 items-center justify-center rounded-md border border-navy-800 bg-white px-4 py-2 text-sm font-semibold text-navy-800 hover:bg-navy-50 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-amber-500";
export const linkClass = "font-semibold text-navy-700 underline underline-offset-4";

export type FormState = { values?: Record<string, string>; errors?: Record<string, string> };

type Common = {
  name: string;
  label: string;
  state?: FormState;
  initial?: string | number | null;
  hint?: string;
  optional?: boolean;
  /** Distinguishes two forms with the same field names on one page. */
  idPrefix?: string;
  className?: string;
};

/** The label, hint and error around a control, and the props that tie the control to them. */
function field(common: Common, control: (props: ControlProps) => ReactNode) {
  const id = `${common.idPrefix ?? ""}${common.name}`;
  const error = common.state?.errors?.[common.name];
  const { state, initial } = common;
  const defaultValue =
    state?.values?.[common.name] ??
    (initial === null || initial === undefined ? "" : String(initial));
  return (
    <FormField
      id={id}
      label={common.label}
      error={error}
      hint={common.hint}
      optional={common.optional}
      className={common.className}
    >
      {control({
        id,
        name: common.name,
        defaultValue,
        className: consoleInputClass,
        ...errorProps(id, error, common.hint),
      })}
    </FormField>
  );
}

type ControlProps = {
  id: string;
  name: string;
  defaultValue: string;
  className: string;
} & ReturnType<typeof errorProps>;

export function Input({
  type = "text",
  inputMode,
  maxLength = 200,
  required,
  ...common
}: Common & {
  type?: string;
  inputMode?: "numeric" | "decimal" | "email" | "tel";
  maxLength?: number;
  required?: boolean;
}) {
  return field(common, (props) => (
    <input type={type} inputMode={inputMode} maxLength={maxLength} required={required} {...props} />
  ));
}

export function Select({
  options,
  blank,
  ...common
}: Common & { options: readonly Option[]; blank?: string }) {
  return field(common, (props) => (
    <select {...props}>
      <SelectOptions blank={blank} options={options} />
    </select>
  ));
}

export function TextArea({
  rows = 4,
  maxLength = 2000,
  ...common
}: Common & { rows?: number; maxLength?: number }) {
  return field(common, (props) => <KeptTextarea rows={rows} maxLength={maxLength} {...props} />);
}

/** A console form: the session's CSRF token, its intent, the summary of what was refused. */
export function ConsoleForm({
  csrf,
  intent,
  state,
  labels,
  button,
  children,
  encType,
  action,
  id,
}: {
  csrf: string;
  intent: string;
  state?: FormState & { formError?: string };
  labels?: Record<string, string>;
  button: string;
  children: ReactNode;
  encType?: "multipart/form-data";
  action?: string;
  id?: string;
}) {
  const errors = Object.entries(state?.errors ?? {}).filter(([field]) => field !== "form");
  const prefix = id ? `${id}-` : "";
  return (
    <Form
      method="post"
      action={action}
      encType={encType}
      noValidate
      className="flex flex-col gap-4"
    >
      <input type="hidden" name="csrf" value={csrf} />
      <input type="hidden" name="intent" value={intent} />
      <ErrorSummary
        id={`${prefix}${intent}-errors`}
        formError={state?.formError ?? state?.errors?.form}
        errors={errors.map(
          ([field, message]) =>
            [
              `${prefix}${field}`,
              // "Acetylene (C₂H₂) cannot be negative" already names its field: no prefix then.
              labels?.[field] && !message.startsWith(labels[field])
                ? `${labels[field]}: ${message}`
                : message,
            ] as const,
        )}
      />
      {children}
      <div>
        <button type="submit" className={buttonClass}>
          {button}
        </button>
      </div>
    </Form>
  );
}

/** A titled block of a passport page, kept on one printed page. */
export function Block(props: Omit<ComponentProps<typeof CardSection>, "keepTogether">) {
  return <CardSection {...props} keepTogether />;
}

export function Done({ text }: { text: string | null | undefined }) {
  return text ? (
    <p
      role="status"
      className="rounded-md border border-success-700/40 bg-success-100 px-4 py-3 text-sm font-medium text-success-700"
    >
      {text}
    </p>
  ) : null;
}

/** A record's console page below its heading: what was just done, then the main and side columns. */
export function DetailColumns({
  done,
  side,
  children,
}: {
  done: string | null | undefined;
  side: ReactNode;
  children: ReactNode;
}) {
  return (
    <>
      <div className="mt-4">
        <Done text={done} />
      </div>
      <div className={`mt-6 grid gap-6 ${side ? "lg:grid-cols-[minmax(0,1fr)_24rem]" : ""}`}>
        <div className="flex min-w-0 flex-col gap-6">{children}</div>
        {side ? <div className="flex min-w-0 flex-col gap-6">{side}</div> : null}
      </div>
    </>
  );
}

/**
 * A console table that scrolls sideways on a narrow screen. `pad` is its cells' height; every
 * column but the last has room on its right; `caption` names it to a screen reader, which lists
 * a page's tables by their captions.
 */
export function ConsoleTable({
  pad,
  columns,
  caption,
  children,
}: {
  pad: "py-1" | "py-2";
  columns: readonly string[];
  caption: string;
  children: ReactNode;
}) {
  const heads = columns.map((label, index) =>
    index < columns.length - 1 ? { label, className: `${pad} pr-3` } : { label, className: pad },
  );
  return (
    <div className="overflow-x-auto">
      <table className="w-full text-left text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead className="text-steel-700">
          <ColumnHeads className={`${pad} pr-3`} columns={heads} />
        </thead>
        <tbody>{children}</tbody>
      </table>
    </div>
  );
}
