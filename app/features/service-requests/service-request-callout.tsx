/** The way into a service request from the pages about transformer work and from home. */
import { Link } from "react-router";
import { company } from "#app/lib/company.ts";
import { CallBand } from "#app/ui/call-band.tsx";
import { ArrowRightIcon, PhoneIcon } from "#app/ui/icons.tsx";

const desk = company.phones[0];

export function ServiceRequestCallout() {
  return (
    <CallBand
      id="service-request-callout"
      heading="A transformer tripped or showing symptoms?"
      text="Send the nameplate data, what you have seen and where it is: you get a reference and a private link to follow the work, and the engineer arrives with the right kit."
      className="bg-navy-950 text-white print:hidden"
      row="grid items-center gap-6 py-10 lg:grid-cols-[1fr_auto] lg:py-12"
      textClassName="mt-2 max-w-3xl text-navy-100"
    >
      <div className="flex flex-wrap gap-3">
        <Link
          to="/service-request"
          className="inline-flex min-h-12 items-center gap-2 rounded-md bg-amber-500 px-5 py-3 font-semibold text-navy-950 hover:bg-amber-300"
        >
          Request a service visit
          <ArrowRightIcon className="size-5" />
        </Link>
        <a
          href={`tel:${desk.e164}`}
          className="inline-flex min-h-12 items-center gap-2 rounded-md border border-navy-200 px-5 py-3 font-semibold text-white hover:bg-navy-800"
        >
          <PhoneIcon className="size-5" />
          {desk.display} (24×7)
        </a>
      </div>
    </CallBand>
  );
}
