/**
 * A form's fields written as a list: each entry names its control and its options, and FieldList
 * draws them with the form's refused values or the record's current ones.
 */
import type { ComponentProps } from "react";
import { ConsoleForm, type FormState, Input, Select, TextArea } from "./ui.tsx";

export type Initial = Record<string, string | number | null | undefined>;

type Given = "state" | "initial" | "idPrefix";
/** `from`: the key of the current value (the field's name when left out); `fallback`: when it has none. */
type Source = { from?: string; fallback?: string | number };

export type FieldSpec =
  | ({ control?: "input" } & Omit<ComponentProps<typeof Input>, Given> & Source)
  | ({ control: "select" } & Omit<ComponentProps<typeof Select>, Given> & Source)
  | ({ control: "textarea" } & Omit<ComponentProps<typeof TextArea>, Given> & Source)
  | { group: readonly FieldSpec[]; className: string };

export function FieldList({
  fields,
  state,
  initial = {},
  idPrefix,
}: {
  fields: readonly FieldSpec[];
  state?: FormState;
  initial?: Initial;
  idPrefix?: string;
}) {
  return fields.map((spec, index) => {
    if ("group" in spec) {
      return (
        // biome-ignore lint/suspicious/noArrayIndexKey: the list is fixed, written in the code
        <div key={index} className={spec.className}>
          <FieldList fields={spec.group} state={state} initial={initial} idPrefix={idPrefix} />
        </div>
      );
    }
    const { from, fallback, ...props } = spec;
    const given = { state, idPrefix, initial: initial[from ?? spec.name] ?? fallback };
    if (props.control === "select") {
      const { control, ...select } = props;
      return <Select key={spec.name} {...select} {...given} />;
    }
    if (props.control === "textarea") {
      const { control, ...textArea } = props;
      return <TextArea key={spec.name} {...textArea} {...given} />;
    }
    const { control, ...input } = props;
    return <Input key={spec.name} {...input} {...given} />;
  });
}

/** A console form of one intent whose fields are a list; it shows the answer only when it is its own. */
export function FieldsForm({
  csrf,
  intent,
  answer,
  button,
  fields,
  encType,
}: {
  csrf: string;
  intent: string;
  answer?: FormState & { intent?: string };
  button: string;
  fields: readonly FieldSpec[];
  encType?: "multipart/form-data";
}) {
  const state = answer?.intent === intent ? answer : undefined;
  return (
    <ConsoleForm csrf={csrf} intent={intent} state={state} button={button} encType={encType}>
      <FieldList fields={fields} state={state} />
    </ConsoleForm>
  );
}
