import { useEffect } from "react";
import { Form } from "react-router";
import { SubmitButton } from "~/ui/submit-button";
import type { EnquiryActionData } from "./action.server";
import { EnquiryHiddenFields, PrivacyNote } from "./enquiry-extras";
import { contactFields, EnquiryFields } from "./enquiry-fields";
import { FormOutcome, outcomeId } from "./form-field";
import type { ContactPrefill } from "./prefill";
import { useEnquiryForm } from "./use-enquiry-form";

/**
 * The enquiry form of /contact. With JavaScript it posts to /api/enquiries and shows the outcome
 * above the form (and in a toast); without it the browser posts to the contact route and comes
 * back to the outcome on the page it answers with.
 */
const loadContactSchema = () => import("./schema").then((module) => module.contactEnquirySchema);

export function ContactForm({
  heading,
  intro,
  actionData,
  prefill = {},
}: {
  heading: string;
  intro: string;
  actionData?: EnquiryActionData;
  /** Values a link filled in (readContactPrefill); the visitor sees and edits them. */
  prefill?: ContactPrefill;
}) {
  const { loading, onSubmit, onInput, hidden, fieldErrors, reference } = useEnquiryForm(
    "contact",
    loadContactSchema,
    { formToken: actionData?.formToken },
  );
  // The panel takes the focus, so that it is in view and read out.
  useEffect(() => {
    if (reference) document.getElementById(outcomeId)?.focus();
  }, [reference]);
  // With JavaScript the errors of the last check; without it, those the server sent back.
  const serverErrors = actionData && !actionData.ok ? actionData.fieldErrors : {};
  const errors = Object.keys(fieldErrors).length ? fieldErrors : serverErrors;
  // Once sent, the form starts empty: the filled-in text was this enquiry's, not the next one's.
  const sent = Boolean(reference || actionData?.ok);
  const values =
    actionData && !actionData.ok
      ? actionData.values
      : sent
        ? {}
        : (prefill as Record<string, string>);
  // A successful post, with or without JavaScript, renders a fresh form.
  const formKey = reference ?? (actionData?.ok ? actionData.reference : "form");
  return (
    <section
      aria-labelledby="enquiry-form-heading"
      className="rounded-card border border-steel-200 bg-white p-6 shadow-card sm:p-8"
    >
      <h2 id="enquiry-form-heading" className="text-2xl font-semibold">
        {heading}
      </h2>
      <p className="mt-2 mb-6 text-steel-700">{intro}</p>
      {prefill.message && !sent && !(actionData && !actionData.ok) ? (
        <p className="mb-6 rounded-md border border-amber-500 bg-amber-100 p-4 text-sm text-navy-950">
          <strong className="font-semibold">
            The message is filled in from the page you came from.
          </strong>{" "}
          Read it, change or delete anything you like, and add your name and number. Nothing reaches
          us until you press “Send enquiry”.
        </p>
      ) : null}
      <FormOutcome data={reference ? { ok: true, reference } : actionData} />
      <Form
        key={formKey}
        method="post"
        action={`/contact#${outcomeId}`}
        onSubmit={onSubmit}
        onInput={onInput}
        className="relative grid gap-5 sm:grid-cols-2"
      >
        <EnquiryHiddenFields {...hidden} />
        <EnquiryFields fields={contactFields} errors={errors} values={values} />
        <div className="sm:col-span-2">
          <SubmitButton loading={loading} className="w-full sm:w-auto sm:min-w-44">
            Send enquiry
          </SubmitButton>
          <PrivacyNote />
        </div>
      </Form>
    </section>
  );
}
