import { type ReactNode, useEffect } from "react";
import type { z } from "zod";
import { ErrorSummary } from "#app/ui/error-summary.tsx";
import { SubmitButton } from "#app/ui/submit-button.tsx";
import type { EnquiryActionData } from "./action.server.ts";
import { EnquiryHiddenFields, PrivacyNote } from "./enquiry-extras.tsx";
import { EnquiryFields } from "./enquiry-fields.tsx";
import { type FieldDescription, outcomeId, SentPanel } from "./form-field.tsx";
import { useEnquiryForm } from "./use-enquiry-form.tsx";

/**
 * One enquiry form, as the contact page, the item's enquiry page and the dialog show it. It posts
 * to `action`, the route that owns the form's action: natively without JavaScript (the server
 * renders the outcome and the browser returns to it), through a fetcher with it. A sent form
 * gives way to the confirmation panel, or, with `afterSent: "reset"`, to a fresh form.
 */
export function EnquiryForm<T>({
  kind,
  loadSchema,
  action,
  actionData,
  fields,
  idPrefix,
  product,
  prefill,
  againHref,
  submitLabel,
  afterSent = "panel",
  onSent,
  toastContainer,
  sentToastContainer,
  className,
  notice,
  actions,
}: {
  kind: "contact" | "product";
  loadSchema: () => Promise<z.ZodType<T>>;
  action: string;
  actionData?: EnquiryActionData;
  fields: FieldDescription[];
  idPrefix?: string;
  /** The catalogue item the enquiry is about, sent with it. */
  product?: string;
  /** Values a link filled in; the visitor sees and edits them. */
  prefill?: Record<string, string>;
  againHref: string;
  submitLabel: string;
  afterSent?: "panel" | "reset";
  onSent?: (reference: string) => void;
  toastContainer?: string;
  sentToastContainer?: string;
  className: string;
  /** Shown above a fresh form (the prefill's explanation). */
  notice?: ReactNode;
  /** Buttons beside the submit button (the dialog's Cancel). */
  actions?: ReactNode;
}) {
  const form = useEnquiryForm(kind, loadSchema, {
    action,
    actionData,
    toastContainer,
    sentToastContainer,
    onSent: (reference) => {
      onSent?.(reference);
      if (afterSent === "reset") form.again();
    },
  });
  const { reference, fieldErrors } = form;
  // The panel takes the focus, so that it is in view and read out.
  useEffect(() => {
    if (reference) document.getElementById(outcomeId)?.focus();
  }, [reference]);

  if (reference && afterSent === "panel")
    return <SentPanel reference={reference} againHref={againHref} onAgain={form.again} />;

  const idOf = (name: string) => (idPrefix ? `${idPrefix}-${name}` : name);
  const listed = fields
    .filter((field) => fieldErrors[field.name])
    .map((field) => [idOf(field.name), `${field.label}: ${fieldErrors[field.name]}`] as const);
  // An error of a field the visitor cannot change (the product's name) is the form's.
  const unlisted = Object.entries(fieldErrors).find(
    ([name]) => !fields.some((field) => field.name === name),
  )?.[1];
  const values = form.values ?? (form.round === 0 && !form.reference ? prefill : undefined) ?? {};
  return (
    <>
      {form.values || form.round > 0 ? null : notice}
      <ErrorSummary id={outcomeId} formError={form.formError ?? unlisted} errors={listed} />
      <form.fetcher.Form
        key={form.round}
        ref={form.formRef}
        method="post"
        action={`${action}#${outcomeId}`}
        noValidate={form.enhanced}
        onSubmit={form.onSubmit}
        onInput={form.onInput}
        className={`relative ${className}`}
      >
        <EnquiryHiddenFields {...form.hidden} />
        {product ? <input type="hidden" name="service" value={product} /> : null}
        <EnquiryFields fields={fields} idPrefix={idPrefix} errors={fieldErrors} values={values} />
        <div className="col-span-full flex flex-col">
          <div className={`flex flex-wrap gap-3 ${actions ? "justify-end" : ""}`}>
            {actions}
            <SubmitButton loading={form.loading} className="w-full sm:w-auto sm:min-w-44">
              {submitLabel}
            </SubmitButton>
          </div>
          <PrivacyNote />
        </div>
      </form.fetcher.Form>
    </>
  );
}
