/** The home page's breakdown band: a breakdown now, and a transformer on hire meanwhile. */
import type { ReactNode } from "react";
import { Link } from "react-router";
import { CallDeskLink } from "#app/ui/call-desk-link.tsx";
import { ArrowRightIcon } from "#app/ui/icons.tsx";
import type { HomeContent } from "./content-schemas.ts";

/** A card of the breakdown band: what it is for (amber), its heading and text, and its links. */
function BandCard({
  border,
  eyebrow,
  headingId,
  heading,
  text,
  links,
  children,
}: {
  border: string;
  eyebrow: string;
  headingId?: string;
  heading: string;
  text: string;
  /** The classes of the links' row. */
  links: string;
  children: ReactNode;
}) {
  return (
    <div className={`rounded-card border ${border} bg-navy-900 p-5 sm:p-8`}>
      <p className="text-sm font-semibold tracking-[0.12em] text-amber-300 uppercase">{eyebrow}</p>
      <h2 id={headingId} className="mt-3 text-xl font-semibold text-white sm:text-2xl">
        {heading}
      </h2>
      <p className="mt-3 text-navy-100">{text}</p>
      <div className={links}>{children}</div>
    </div>
  );
}

const outlineLink =
  "inline-flex min-h-12 items-center gap-2 rounded-md border border-navy-200 px-5 py-3 font-semibold text-white hover:bg-navy-800";

/** A breakdown now, and a transformer on hire while one is away: the two calls that cannot wait. */
export function BreakdownBand({ band }: { band: HomeContent["breakdownBand"] }) {
  return (
    <section aria-labelledby="breakdown-heading" className="bg-navy-950 text-white print:hidden">
      <div className="page-x grid gap-4 py-8 sm:gap-6 sm:py-12 lg:grid-cols-2 lg:gap-8 lg:py-14">
        <BandCard
          border="border-amber-500"
          eyebrow="24×7 breakdown service"
          headingId="breakdown-heading"
          heading={band.heading}
          text={band.text}
          links="mt-5 flex flex-wrap gap-3 sm:mt-6"
        >
          <CallDeskLink className="inline-flex min-h-12 items-center gap-2 rounded-md bg-amber-500 px-5 py-3 font-semibold text-navy-950 hover:bg-amber-300" />
          <Link to="/service-request" className={outlineLink}>
            Request a service visit
            <ArrowRightIcon className="size-5" />
          </Link>
        </BandCard>
        <BandCard
          border="border-navy-700"
          eyebrow="Transformer rental"
          heading={band.rentalHeading}
          text={band.rentalText}
          links="mt-6"
        >
          <Link to="/transformer/rental" className={outlineLink}>
            Rental transformers and mobile substations
            <ArrowRightIcon className="size-5" />
          </Link>
        </BandCard>
      </div>
    </section>
  );
}
