import { type Ref, useEffect } from "react";
import { Form } from "react-router";
import { CloseIcon } from "~/ui/icons";
import { SubmitButton } from "~/ui/submit-button";
import { EnquiryHiddenFields, PrivacyNote } from "./enquiry-extras";
import { FormOutcome, outcomeId } from "./form-field";
import { ProductEnquiryFields } from "./product-enquiry-fields";
import { Toasts } from "./toasts";
import { useEnquiryForm } from "./use-enquiry-form";

/** The browser checks the fields; whether the product exists is for the server to say. */
const loadProductSchema = () => import("./schema").then((module) => module.productEnquirySchema());

/**
 * The enquiry dialog itself, imported when a visitor first reaches for 'Send Inquiry' (see
 * `EnquiryDialog`, which opens it). Errors show under their fields; a sent enquiry shows its
 * reference in the dialog until it is closed. The dialog closes with Cancel, the close icon,
 * Esc or a click outside it, and the browser returns focus to the button.
 */
export function EnquiryDialogPanel({
  product,
  enquiryHref,
  ref,
}: {
  product: string;
  enquiryHref: string;
  ref: Ref<HTMLDialogElement>;
}) {
  const close = (event: { currentTarget: Element }) =>
    event.currentTarget.closest("dialog")?.close();
  const { loading, onSubmit, onInput, hidden, fieldErrors, reference } = useEnquiryForm(
    "product",
    loadProductSchema,
    { toastContainer: "dialog" },
  );
  // The success panel takes the focus, so that it is read out.
  useEffect(() => {
    if (reference) document.getElementById(outcomeId)?.focus();
  }, [reference]);

  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents: Esc closes a modal dialog natively; the click only handles the backdrop
    <dialog
      ref={ref}
      aria-labelledby="enquiry-dialog-title"
      className="enquiry-dialog m-auto w-[calc(100%-2rem)] max-w-none rounded-card bg-white p-0 text-steel-800 shadow-raised md:w-[500px]"
      onClick={(event) => {
        if (event.target === event.currentTarget) close(event);
      }}
    >
      <div className="p-6">
        <div className="flex items-start justify-between gap-4">
          <div>
            <h2 id="enquiry-dialog-title" className="text-xl font-semibold">
              Send Inquiry
            </h2>
            <p className="mt-1 text-sm text-steel-700">{product}</p>
          </div>
          <button
            type="button"
            onClick={close}
            className="-mt-1 -mr-2 flex size-11 items-center justify-center rounded-md text-steel-700 hover:bg-navy-50"
          >
            <CloseIcon className="size-5" />
            <span className="sr-only">Close</span>
          </button>
        </div>
        <Form
          method="post"
          action={enquiryHref}
          onSubmit={onSubmit}
          onInput={onInput}
          className="relative mt-5"
        >
          <FormOutcome data={reference ? { ok: true, reference } : undefined} />
          <EnquiryHiddenFields {...hidden} />
          <ProductEnquiryFields product={product} idPrefix="dialog" errors={fieldErrors} />
          <div className="mt-6 flex justify-end gap-3">
            <button
              type="button"
              onClick={close}
              className="rounded-md border border-steel-300 px-5 py-2.5 font-semibold text-navy-800 hover:bg-navy-50"
            >
              {reference ? "Close" : "Cancel"}
            </button>
            <SubmitButton loading={loading} className="min-w-40">
              Send Inquiry
            </SubmitButton>
          </div>
          <PrivacyNote />
        </Form>
      </div>
      <Toasts containerId="dialog" />
    </dialog>
  );
}
