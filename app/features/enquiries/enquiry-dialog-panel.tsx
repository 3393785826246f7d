import type { Ref } from "react";
import { CloseIcon } from "#app/ui/icons.tsx";
import { ProductEnquiryForm } from "./product-enquiry-form.tsx";
import { Toasts } from "./toasts.tsx";

/**
 * The enquiry dialog itself, imported when a visitor first reaches for 'Send Inquiry' (see
 * `EnquiryDialog`, which opens it). Errors show under their fields and in the summary. A sent
 * enquiry closes the dialog; the item page keeps its reference (`onSent`) and the next opening
 * shows a fresh form. The dialog closes with Cancel, the close icon, Esc or a click outside it,
 * and the browser returns focus to the button.
 */
export function EnquiryDialogPanel({
  product,
  enquiryHref,
  onSent,
  ref,
}: {
  product: string;
  enquiryHref: string;
  onSent: (reference: string) => void;
  ref: Ref<HTMLDialogElement>;
}) {
  const close = (event: { currentTarget: Element }) =>
    event.currentTarget.closest("dialog")?.close();

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
        <div className="mb-5 flex items-start justify-between gap-4">
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
        <ProductEnquiryForm
          product={product}
          enquiryHref={enquiryHref}
          idPrefix="dialog"
          className="grid gap-4"
          afterSent="reset"
          toastContainer="dialog"
          sentToastContainer="item"
          onSent={onSent}
          actions={
            <button
              type="button"
              onClick={close}
              className="rounded-md border border-steel-300 px-5 py-2.5 font-semibold text-navy-800 hover:bg-navy-50"
            >
              Cancel
            </button>
          }
        />
      </div>
      <Toasts containerId="dialog" />
    </dialog>
  );
}

/** The toasts' container, for the dialog's lasting notice (loaded with the panel). */
export { replyTimes } from "./fields.ts";
export { Toasts } from "./toasts.tsx";
