import { useEffect, useRef, useState } from "react";
import { Link } from "react-router";

type Panel = typeof import("./enquiry-dialog-panel.tsx").EnquiryDialogPanel;
type ToastArea = typeof import("./toasts.tsx").Toasts;
type ReplyTimes = typeof import("./fields.ts").replyTimes;

// The toasts' container and the reply time come with the panel: a notice is only shown after the
// panel sent a form, so the item page's first visit does not carry them.
const loadPanel = () =>
  import("./enquiry-dialog-panel.tsx").then((module) => ({
    Panel: module.EnquiryDialogPanel,
    Toasts: module.Toasts,
    replyTimes: module.replyTimes,
  }));

const sendInquiry =
  "inline-flex items-center justify-center rounded-md bg-amber-500 px-6 py-3 font-semibold text-navy-950 hover:bg-amber-300";

function showDialog(dialog: HTMLDialogElement) {
  dialog.showModal();
  dialog.querySelector<HTMLInputElement>('input[name="name"]')?.focus();
}

/**
 * 'Send Inquiry' on a catalogue item. Without JavaScript it is a link to the item's enquiry
 * page; with it, a button that opens a native modal dialog. The dialog and its form are imported
 * when the pointer or the focus first reaches the button, or at the latest on the click; should
 * the import fail, the click goes to the enquiry page. A sent enquiry closes the dialog and leaves
 * its reference on the page, with the success toast in the page's own container.
 */
export function EnquiryDialog({ product, enquiryHref }: { product: string; enquiryHref: string }) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const [enhanced, setEnhanced] = useState(false);
  useEffect(() => setEnhanced(true), []);
  const [panel, setPanel] = useState<{ Panel: Panel; Toasts: ToastArea; replyTimes: ReplyTimes }>();
  const [openOnLoad, setOpenOnLoad] = useState(false);
  const [sent, setSent] = useState<string[]>([]);

  const load = () =>
    loadPanel().then((loaded) => {
      setPanel((current) => current ?? loaded);
    });

  // The first click waits for the import; the dialog opens once it is on the page.
  useEffect(() => {
    if (!openOnLoad || !panel || !dialogRef.current) return;
    setOpenOnLoad(false);
    showDialog(dialogRef.current);
  }, [openOnLoad, panel]);

  if (!enhanced) {
    return (
      <Link to={enquiryHref} className={sendInquiry}>
        Send Inquiry
      </Link>
    );
  }

  return (
    <>
      <button
        type="button"
        className={sendInquiry}
        aria-haspopup="dialog"
        onPointerEnter={() => void load().catch(() => {})}
        onFocus={() => void load().catch(() => {})}
        onClick={() => {
          if (dialogRef.current) {
            showDialog(dialogRef.current);
            return;
          }
          setOpenOnLoad(true);
          load().catch((error: unknown) => {
            console.error(error);
            window.location.assign(enquiryHref);
          });
        }}
      >
        Send Inquiry
      </button>
      {panel ? (
        <panel.Panel
          ref={dialogRef}
          product={product}
          enquiryHref={enquiryHref}
          onSent={(reference) => {
            dialogRef.current?.close();
            setSent((earlier) => [...earlier, reference]);
          }}
        />
      ) : null}
      {sent.length > 0 ? (
        // Below the item's other buttons, across the row.
        <div className="order-last basis-full">
          <div
            role="status"
            className="rounded-md border border-success-700 bg-success-100 p-4 text-success-700"
          >
            <p className="font-semibold">Your enquiry about {product} has reached us.</p>
            <p className="mt-1 text-sm">
              Your reference is <strong>{sent.join(", ")}</strong>. {panel?.replyTimes.reply}
            </p>
          </div>
          {panel ? <panel.Toasts containerId="item" /> : null}
        </div>
      ) : null}
    </>
  );
}
