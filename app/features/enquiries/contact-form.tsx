import type { EnquiryActionData } from "./action.server.ts";
import { contactFields } from "./enquiry-fields.tsx";
import { EnquiryForm } from "./enquiry-form.tsx";
import type { ContactPrefill } from "./prefill.ts";

const loadContactSchema = () => import("./schema.ts").then((module) => module.contactEnquirySchema);

/** The enquiry form of /contact; it posts to the contact route's action. */
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
  return (
    <section
      aria-labelledby="enquiry-form-heading"
      className="rounded-card border border-steel-200 bg-white p-6 shadow-card sm:p-8"
    >
      <h2 id="enquiry-form-heading" className="text-2xl font-semibold">
        {heading}
      </h2>
      <p className="mt-2 mb-6 text-steel-700">{intro}</p>
      <EnquiryForm
        kind="contact"
        loadSchema={loadContactSchema}
        action="/contact"
        actionData={actionData}
        fields={contactFields}
        prefill={prefill}
        againHref="/contact"
        submitLabel="Send enquiry"
        className="grid gap-5 sm:grid-cols-2"
        notice={
          prefill.message ? (
            <p className="mb-6 rounded-md border border-amber-500 bg-amber-100 p-4 text-sm text-navy-950">
              <strong className="font-semibold">
                The message is filled in from the page you came from.
              </strong>{" "}
              Read it, change or delete anything you like, and add your name and number. Nothing
              reaches us until you press “Send enquiry”.
            </p>
          ) : null
        }
      />
    </section>
  );
}
