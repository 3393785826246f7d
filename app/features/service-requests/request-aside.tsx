/** Beside the service request form: what happens after it is sent, and the response times. */
import type { ReactNode } from "react";
import { StepNumber } from "#app/ui/step-number.tsx";
import type { RequestPageCopy } from "./request-page-copy.ts";

export function RequestAside({ copy, targets }: { copy: RequestPageCopy; targets?: ReactNode }) {
  return (
    // data-no-floating-chat: on a phone the chat button does not float over the form's fields
    // (app.css), as on the oil tool. Here, in server markup, it costs the page no script.
    <aside data-no-floating-chat="" aria-labelledby="what-happens-heading" className="lg:pt-1">
      <div className="rounded-lg border border-steel-200 bg-navy-50 p-6 lg:sticky lg:top-28">
        <h2 id="what-happens-heading" className="text-lg font-semibold text-navy-950">
          What happens next
        </h2>
        <ol className="mt-4 space-y-4">
          {copy.whatHappens.map((item, index) => (
            <li key={item.title} className="flex gap-3">
              <StepNumber n={index + 1} className="size-7 text-sm text-white" />
              <p className="text-sm text-steel-700">
                <strong className="block text-base text-navy-950">{item.title}</strong>
                {item.text}
              </p>
            </li>
          ))}
        </ol>
        <p className="mt-6 border-t border-steel-200 pt-4 text-sm text-steel-700">{copy.toHand}</p>
        {targets}
      </div>
    </aside>
  );
}
