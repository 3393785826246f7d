import { Suspense } from "react";
import { Link } from "react-router";
import { CaseStudyCards } from "#app/features/case-studies/case-study-cards.tsx";
import { allCaseStudies, caseStudyCards } from "#app/features/case-studies/public.server.ts";
import { catalogue } from "#app/features/catalogue/catalogue.server.ts";
import { CatalogueImage } from "#app/features/catalogue/catalogue-image.tsx";
import { SearchBar } from "#app/features/catalogue/search-bar.tsx";
import { BreakdownBand } from "#app/features/marketing/breakdown-band.tsx";
import { HomeHero } from "#app/features/marketing/home-hero.tsx";
import { homeProofFigures } from "#app/features/marketing/home-proof.server.ts";
import {
  CatalogueHighlights,
  ClosingCall,
  IndustriesBand,
  LinkedBand,
  PhoneRow,
  ProofBand,
  phoneRow,
} from "#app/features/marketing/home-sections.tsx";
import { homeContent, testimonials } from "#app/features/marketing/marketing-content.server.ts";
import { TestimonialsCarousel } from "#app/features/marketing/testimonials-carousel.tsx";
import { company } from "#app/lib/company.ts";
import type { ServerHandle } from "#app/lib/route-handle.ts";
import { pageMeta } from "#app/lib/seo/meta.ts";
import { organizationJsonLd } from "#app/lib/seo/structured-data.ts";
import { ButtonLink } from "#app/ui/button-link.tsx";
import { ArrowRightIcon } from "#app/ui/icons.tsx";
import { Picture } from "#app/ui/picture.tsx";
import { AccentCard, PageSection, Paragraphs, SectionHeading } from "#app/ui/section.tsx";
import type { Route } from "./+types/home";

/**
 * The page is for reading (decision 0017): it ships no React, only the carousels' behaviour
 * module (decision 0019): autoplay, counter, buttons and the testimonials' dots.
 */
export const handle: ServerHandle = { hydrate: false, behaviours: ["home-carousels"] };

/** The product lines the home page shows, transformer parts first. */
const highlightedProducts = [
  "transformers-transformer-parts",
  "transformers-spares",
  "silica-gel",
  "temprature-indicators",
];

export function loader() {
  const cards = catalogue.serviceCards();
  const products = highlightedProducts.flatMap((id) => {
    const card = cards.find((entry) => entry.id === id);
    return card
      ? [{ id, name: card.name, summary: card.summary, href: card.href, img: card.img }]
      : [];
  });
  return {
    ...homeContent,
    // Built here, not in meta: the browser then gets the data without the code that builds it.
    organization: organizationJsonLd(),
    testimonials,
    products,
    caseStudies: caseStudyCards(allCaseStudies().slice(0, 3)),
    proof: homeProofFigures(),
  };
}

export function meta({ loaderData }: Route.MetaArgs) {
  return pageMeta({
    description: company.description,
    path: "/",
    keywords: company.keywords,
    jsonLd: loaderData ? [loaderData.organization] : [],
  });
}

/**
 * Each section after the first screen is a Suspense boundary (decision 0015): nothing in them
 * suspends. The page no longer hydrates (decision 0019); when React renders it after a
 * client-side navigation, each boundary is still committed as a unit of its own.
 */
export default function Home({ loaderData }: Route.ComponentProps) {
  const {
    heroSlides,
    aboutTeaser,
    serviceCards,
    homeHighlights,
    testimonials,
    industries,
    bands,
    breakdownBand,
    closing,
    products,
    caseStudies,
    proof,
  } = loaderData;
  return (
    <>
      <HomeHero slides={heroSlides} highlights={homeHighlights} />

      <Suspense>
        <section aria-labelledby="about-heading" className="bg-white py-8 sm:py-14 lg:py-20">
          <div className="page-x grid gap-8 lg:grid-cols-[1fr_1.4fr] lg:items-start">
            <div>
              <SectionHeading id="about-heading" eyebrow="About us">
                {aboutTeaser.heading}
              </SectionHeading>
            </div>
            <div>
              <Paragraphs
                texts={aboutTeaser.paragraphs}
                className="space-y-4 text-steel-700 sm:text-lg"
              />
              <div className="mt-7">
                <ButtonLink to="/aboutus" tone="navy">
                  Know More
                </ButtonLink>
              </div>
            </div>
          </div>
        </section>
      </Suspense>

      <Suspense>
        <LinkedBand headingId="services-heading" band="bg-paper" copy={bands.services}>
          <ul className={`mt-8 grid gap-5 sm:grid-cols-2 lg:grid-cols-4 ${phoneRow}`}>
            {serviceCards.map((card) => (
              <AccentCard
                key={card.link}
                picture={
                  <Picture
                    image={card.image}
                    className="w-full max-sm:aspect-[2/1] max-sm:object-cover"
                    sizes="(min-width: 1024px) 300px, 100vw"
                  />
                }
              >
                <h3 className="text-lg font-semibold">{card.title}</h3>
                <p className="mt-2 flex-1 text-sm text-steel-700">{card.description}</p>
                <Link
                  to={card.link}
                  className="mt-5 inline-flex items-center gap-2 font-semibold text-navy-700 underline-offset-4 hover:underline"
                >
                  Explore<span className="sr-only"> {card.title}</span>
                  <ArrowRightIcon className="size-4" />
                </Link>
              </AccentCard>
            ))}
          </ul>
        </LinkedBand>
      </Suspense>

      <Suspense>
        <BreakdownBand band={breakdownBand} />
      </Suspense>

      <Suspense>
        <IndustriesBand industries={industries} copy={bands.industries} />
      </Suspense>

      <Suspense>
        <CatalogueHighlights
          products={products}
          copy={bands.catalogue}
          search={<SearchBar />}
          picture={(product) => (
            <CatalogueImage
              src={product.img}
              lazy
              className="aspect-[4/3] h-auto w-full bg-paper object-contain max-sm:aspect-[2/1]"
            />
          )}
        />
      </Suspense>

      <Suspense>
        <LinkedBand headingId="case-studies-heading" band="bg-white" copy={bands.caseStudies}>
          <PhoneRow className="mt-8">
            <CaseStudyCards studies={caseStudies} />
          </PhoneRow>
        </LinkedBand>
      </Suspense>

      <Suspense>
        <ProofBand figures={proof} />
      </Suspense>

      <Suspense>
        <PageSection
          headingId="testimonials-heading"
          eyebrow="Testimonials"
          heading="What Client Say"
          band="bg-white"
        >
          <div className="mt-8">
            <TestimonialsCarousel testimonials={testimonials} />
          </div>
        </PageSection>
      </Suspense>

      <Suspense>
        <ClosingCall closing={closing} />
      </Suspense>
    </>
  );
}
