import { company, whatsappUrl } from "#app/lib/company.ts";
import { WhatsAppIcon } from "./icons.tsx";

/**
 * The chat button floats at the bottom right once the visitor scrolls: in the first screen it
 * would cover the words a visitor reads first (app.css, .chat-float; CSS only, no script).
 */
export function WhatsAppLink() {
  return (
    <aside aria-label="WhatsApp chat" className="print:hidden">
      <a
        href={whatsappUrl()}
        target="_blank"
        rel="noopener noreferrer"
        className="chat-float fixed right-4 bottom-4 z-30 flex size-14 items-center justify-center rounded-full bg-whatsapp text-white shadow-raised transition-transform hover:scale-105 sm:right-6 sm:bottom-6"
      >
        <WhatsAppIcon className="size-7" />
        <span className="sr-only">
          Chat with {company.shortName} on WhatsApp, {company.whatsapp.display} (opens in a new tab)
        </span>
      </a>
    </aside>
  );
}
