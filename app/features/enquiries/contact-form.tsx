import { Form } from "react-router";
import { SubmitButton } from "~/ui/submit-button";
import type { EnquiryActionData } from "./action.server";
import { EnquiryHiddenFields, PrivacyNote } from "./enquiry-extras";
import { contactFields, EnquiryFields } from "./enquiry-fields";
import { FormOutcome } from "./form-field";
import { contactEnquirySchema } from "./schema";
import { useEnquiryForm } from "./use-enquiry-form";

/**
 * The enquiry form of /contact. With JavaScript it posts to /api/enquiries and answers with
 * toasts; without it the browser posts to the contact route and the page shows the outcome.
 */
export function ContactForm({
  heading,
  intro,
  actionData,
}: {
  heading: string;
  intro: string;
  actionData?: EnquiryActionData;
}) {
  const { loading, onSubmit, onInput, hidden } = useEnquiryForm("contact", contactEnquirySchema, {
    formToken: actionData?.formToken,
  });
  const errors = actionData && !actionData.ok ? actionData.fieldErrors : {};
  const values = actionData && !actionData.ok ? actionData.values : {};
  // A successful no-JavaScript post renders a fresh, empty form.
  const formKey = actionData?.ok ? actionData.reference : "form";
  return (
    <section
      aria-labelledby="enquiry-form-heading"
      className="rounded-card border border-steel-200 bg-white p-6 shadow-card sm:p-8"
    >
      <h2 id="enquiry-form-heading" className="text-2xl font-semibold">
        {heading}
      </h2>
      <p className="mt-2 mb-6 text-steel-700">{intro}</p>
      <FormOutcome data={actionData} />
      <Form
        key={formKey}
        method="post"
        action="/contact"
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
