/** The page around the service request form: what to expect, and the phone for a breakdown. */
import type { ReactNode } from "react";
import { company } from "#app/lib/company.ts";
import { Breadcrumb } from "#app/ui/breadcrumb.tsx";
import { PhoneIcon } from "#app/ui/icons.tsx";
import { StepNumber } from "#app/ui/step-number.tsx";
import type { RequestPageCopy } from "./request-page-copy.ts";

const desk = company.phones[0];

export function RequestPage({
  children,
  targets,
  copy,
}: {
  children: ReactNode;
  targets?: ReactNode;
  copy: RequestPageCopy;
}) {
  return (
    <>
      <section data-print-plain="" className="border-b border-steel-200 bg-navy-950 text-white">
        <div className="page-x pt-10 lg:pt-14">
          <Breadcrumb
            tone="dark"
            items={[{ label: "Home", to: "/" }, { label: "Service request" }]}
          />
        </div>
        {/* What the page is for and the way to skip it in a breakdown, centred. */}
        <div className="page-x flex flex-col items-center pb-10 text-center lg:pb-14">
          <h1
            id="service-request-heading"
            className="mt-5 text-3xl font-semibold text-white sm:text-4xl"
          >
            Request a service visit
          </h1>
          <p className="mt-4 max-w-3xl text-lg text-navy-100">{copy.lead}</p>
          <a
            href={`tel:${desk.e164}`}
            className="mt-6 inline-flex items-center gap-3 rounded-md bg-amber-500 px-5 py-3 font-semibold text-navy-950 hover:bg-amber-300 print:hidden"
          >
            <PhoneIcon className="size-5" />
            Transformer tripped? Call {desk.display} (24×7)
          </a>
        </div>
      </section>
      <div className="page-x grid gap-10 py-10 lg:grid-cols-[minmax(0,1fr)_20rem] lg:py-14">
        <div>{children}</div>
        <aside aria-labelledby="what-happens-heading" className="lg:pt-1">
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
            <p className="mt-6 border-t border-steel-200 pt-4 text-sm text-steel-700">
              {copy.toHand}
            </p>
            {targets}
          </div>
        </aside>
      </div>
    </>
  );
}
