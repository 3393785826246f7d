/** One change on an item's page: a small form posting its `intent`, with its own error. */
import type { ReactNode } from "react";
import { Form } from "react-router";
import { buttonClass, CsrfField, Notice } from "./console-ui.tsx";

/** What the page's action answered a refused form. */
export type Answer = {
  intent: string;
  formError?: string;
  fieldErrors?: Record<string, string>;
  values?: Record<string, string>;
};

/** What the forms show of the item. */
export type FormItem = {
  kind: "enquiry" | "service-request";
  state: string;
  delivery: string;
  engineerId: string | null;
  visitDate: string | null;
  closeReason: string | null;
};

/** An active staff account a request can be assigned to. */
export type Engineer = { id: string; name: string };

/** What an item's change forms are given (the item's forms, and a service request's own ones). */
export type ChangeFormsProps = {
  item: FormItem;
  engineers: Engineer[];
  csrf: string;
  answer?: Answer;
};

export function Change({
  intent,
  csrf,
  answer,
  button,
  children,
}: {
  intent: string;
  csrf: string;
  answer?: Answer;
  button: string;
  children?: ReactNode;
}) {
  const mine = answer?.intent === intent ? answer : undefined;
  return (
    <Form method="post" className="flex flex-col gap-3" noValidate>
      <CsrfField token={csrf} />
      <input type="hidden" name="intent" value={intent} />
      {mine?.formError ? <Notice tone="bad">{mine.formError}</Notice> : null}
      {children}
      <div>
        <button type="submit" className={buttonClass.primary}>
          {button}
        </button>
      </div>
    </Form>
  );
}

/** The error of one field, when the answer is for this form. */
export const errorOf = (answer: Answer | undefined, intent: string, field: string) =>
  answer?.intent === intent ? answer.fieldErrors?.[field] : undefined;
/** What was typed in one field of this form, when it was refused. */
export const sentValue = (answer: Answer | undefined, intent: string, field: string) =>
  answer?.intent === intent ? answer.values?.[field] : undefined;

/**
 * The fields of one change form: for a field's name and its stored value, the props that post
 * it, show what was typed when the form was refused (else the stored value) and show its error.
 */
export function fieldsOf(answer: Answer | undefined, intent: string) {
  return (name: string, stored: string) => ({
    name,
    defaultValue: sentValue(answer, intent, name) ?? stored,
    error: errorOf(answer, intent, name),
  });
}
