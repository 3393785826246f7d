import { company } from "#app/lib/company.ts";
import { ButtonLink } from "#app/ui/button-link.tsx";
import type { HeroSlide } from "#app/ui/content-types.ts";
import { FigureList } from "#app/ui/figure-list.tsx";
import { PhoneIcon } from "#app/ui/icons.tsx";
import { HeroCarousel } from "./hero-carousel.tsx";

const desk = company.phones[0];

/** The home page's first screen: what the company does, its two calls to action, its figures. */
export function HomeHero({
  slides,
  highlights,
}: {
  slides: HeroSlide[];
  highlights: { label: string; value: string }[];
}) {
  return (
    // On paper the first screen is plain: dark text on white, without the pictures and buttons.
    <section className="bg-navy-950 text-white print:bg-white print:text-navy-950">
      <div className="page-x grid items-center gap-8 py-10 sm:py-12 lg:grid-cols-[1fr_1.05fr] lg:gap-14 lg:py-20">
        <div>
          <p className="text-sm font-semibold tracking-[0.14em] text-amber-300 uppercase print:text-amber-800">
            Transformer services since {company.foundingYear}
          </p>
          <h1 className="mt-4 text-4xl font-semibold text-white sm:text-5xl print:text-navy-950">
            Transformer Life Cycle Management
          </h1>
          <p className="mt-4 text-xl font-medium text-amber-300 sm:text-2xl print:text-amber-800">
            Zero Breakdown | No Production Loss
          </p>
          <p className="mt-5 max-w-xl text-navy-100 print:text-steel-700">
            {`Field service, overhauling, testing, oil filtration, rental and spares for distribution and power transformers, from one team in ${company.address.city} that answers its breakdown line day and night.`}
          </p>
          <div className="mt-6 flex flex-wrap gap-3 sm:mt-8">
            <ButtonLink to="/contact">Send an enquiry</ButtonLink>
            {/* On a phone the header's own 24×7 button is the call; a second one here only adds height. */}
            <a
              href={`tel:${desk.e164}`}
              className="inline-flex items-center gap-2 rounded-md border border-navy-600 px-5 py-3 font-semibold text-white hover:bg-navy-800 max-sm:hidden print:hidden"
            >
              <PhoneIcon className="size-4 text-amber-300" />
              24/7 service desk {desk.display}
            </a>
          </div>
          <FigureList
            figures={highlights}
            className="mt-8 grid grid-cols-2 gap-x-6 gap-y-5 border-t border-navy-800 pt-6 sm:mt-10 sm:grid-cols-4 sm:pt-8 print:mt-6 print:grid-cols-4 print:border-steel-200 print:pt-4"
            item="flex flex-col"
            term="text-sm text-navy-200 print:text-steel-700"
            value="text-2xl font-semibold text-white print:text-navy-950"
          />
        </div>
        <HeroCarousel slides={slides} />
      </div>
    </section>
  );
}
