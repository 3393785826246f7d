import { Form } from "react-router";
import { EnquiryHiddenFields, PrivacyNote } from "~/components/enquiry-extras";
import { errorProps, FormField, FormOutcome, inputClass } from "~/components/form-field";
import { SubmitButton } from "~/components/submit-button";
import type { EnquiryActionData } from "~/enquiries/action.server";
import { contactEnquirySchema } from "~/enquiries/schema";
import { useEnquiryForm } from "~/enquiries/use-enquiry-form";

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
  const { loading, onSubmit, onInput, hidden } = useEnquiryForm("contact", contactEnquirySchema);
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
        <FormField id="firstName" label="First name" error={errors.firstName}>
          <input
            id="firstName"
            name="firstName"
            required
            maxLength={100}
            autoComplete="given-name"
            defaultValue={values.firstName}
            className={inputClass}
            {...errorProps("firstName", errors.firstName)}
          />
        </FormField>
        <FormField id="lastName" label="Last name" error={errors.lastName}>
          <input
            id="lastName"
            name="lastName"
            required
            maxLength={100}
            autoComplete="family-name"
            defaultValue={values.lastName}
            className={inputClass}
            {...errorProps("lastName", errors.lastName)}
          />
        </FormField>
        <FormField id="email" label="Email" error={errors.email}>
          <input
            id="email"
            name="email"
            type="email"
            required
            maxLength={254}
            autoComplete="email"
            defaultValue={values.email}
            className={inputClass}
            {...errorProps("email", errors.email)}
          />
        </FormField>
        <FormField id="phone" label="Phone (mobile number)" error={errors.phone}>
          <input
            id="phone"
            name="phone"
            type="tel"
            inputMode="numeric"
            required
            maxLength={20}
            autoComplete="tel-national"
            placeholder="987 654 3210"
            defaultValue={values.phone}
            className={inputClass}
            {...errorProps("phone", errors.phone)}
          />
        </FormField>
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
            <option value="service">Service</option>
            <option value="automation">Automation</option>
          </select>
        </FormField>
        <FormField id="message" label="Message" error={errors.message} className="sm:col-span-2">
          <textarea
            id="message"
            name="message"
            required
            rows={5}
            maxLength={5000}
            placeholder="Transformer rating and voltage class, site location, what you need and by when"
            defaultValue={values.message}
            className={inputClass}
            {...errorProps("message", errors.message)}
          />
        </FormField>
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
