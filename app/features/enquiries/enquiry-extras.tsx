import { Link } from "react-router";
import { FormHiddenFields } from "#app/ui/form-hidden-fields.tsx";

/** Spam signals and the idempotency key, sent with every enquiry form. */
export const EnquiryHiddenFields = FormHiddenFields;

export function PrivacyNote() {
  return (
    <p className="mt-4 text-xs leading-5 text-steel-600">
      We use what you send only to answer this enquiry and follow it up. It is stored on our own
      server and deleted after 24 months. Read our{" "}
      <Link to="/privacy" className="font-semibold text-navy-700 underline">
        privacy notice
      </Link>
      .
    </p>
  );
}
