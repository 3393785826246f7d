import { Link } from "react-router";
import { ToastContainer } from "react-toastify";
import { FormHiddenFields } from "~/ui/form-hidden-fields";

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

/**
 * The toasts of the specification: top right, 5 s, pause on hover and focus loss, drag at 80 %.
 * A modal dialog is drawn in the browser's top layer, above everything else on the page, so it
 * holds a container of its own (`containerId`) for the toasts of its form.
 */
export function Toasts({ containerId }: { containerId?: string }) {
  return (
    <ToastContainer
      containerId={containerId}
      position="top-right"
      autoClose={5000}
      pauseOnHover
      pauseOnFocusLoss
      draggable
      draggablePercent={80}
      newestOnTop
      theme="light"
    />
  );
}
