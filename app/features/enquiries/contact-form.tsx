import { Form } from "react-router";
import { SubmitButton } from "~/ui/submit-button";
import type { EnquiryActionData } from "./action.server";
import { EnquiryHiddenFields, PrivacyNote } from "./enquiry-extras";
import {
  ContactDetailFields,
  errorProps,
  FormField,
  FormOutcome,
  InputField,
  inputClass,
  TextAreaField,
} from "./form-field";
import { contactEnquirySchema, contactServiceOptions, limits } from "./schema";
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
        <InputField
          id="firstName"
          label="First name"
          error={errors.firstName}
          name="firstName"
          required
          maxLength={limits.name}
          autoComplete="given-name"
          defaultValue={values.firstName}
        />
        <InputField
          id="lastName"
          label="Last name"
          error={errors.lastName}
          name="lastName"
          required
          maxLength={limits.name}
          autoComplete="family-name"
          defaultValue={values.lastName}
        />
        <ContactDetailFields
          emailId="email"
          phoneId="phone"
          phoneName="phone"
          phoneLabel="Phone (mobile number)"
          errors={errors}
          values={values}
        />
        <FormField id="service" label="Service" error={errors.service} className="sm:col-span-2">
          <select
            id="service"
            name="service"
            required
            defaultValue={values.service ?? ""}
            className={inputClass}
            {...errorProps("service", errors.service)}
          >
            <option value="">Select</option>
            {contactServiceOptions.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </select>
        </FormField>
        <TextAreaField
          id="message"
          label="Message"
          error={errors.message}
          className="sm:col-span-2"
          name="message"
          required
          rows={5}
          maxLength={limits.message}
          placeholder="Transformer rating and voltage class, site location, what you need and by when"
          defaultValue={values.message}
        />
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
