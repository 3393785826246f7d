/** The page around the service request form: what to expect, and the phone for a breakdown. */
import type { ReactNode } from "react";
import { company } from "#app/lib/company.ts";
import { Breadcrumb } from "#app/ui/breadcrumb.tsx";
import { PhoneIcon } from "#app/ui/icons.tsx";
import { ServerPart } from "#app/ui/server-part.tsx";
import { RequestAside } from "./request-aside.tsx";
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
        {/* Never changes in the browser: server markup, never hydrated (issue 27). */}
        <ServerPart id="service-request-aside">
          {import.meta.env.SSR ? <RequestAside copy={copy} targets={targets} /> : null}
        </ServerPart>
      </div>
    </>
  );
}
