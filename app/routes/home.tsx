import { Link } from "react-router";
import { CaseStudyCards } from "~/features/case-studies/case-study-cards";
import { allCaseStudies, caseStudyCards } from "~/features/case-studies/public.server";
import { catalogue } from "~/features/catalogue/catalogue.server";
import { CatalogueImage } from "~/features/catalogue/catalogue-image";
import { HeroCarousel } from "~/features/marketing/hero-carousel";
import {
  BreakdownBand,
  CatalogueHighlights,
  ClosingCall,
  IndustriesBand,
  ProofBand,
} from "~/features/marketing/home-sections";
import { homeContent, testimonials } from "~/features/marketing/marketing-content.server";
import { TestimonialsCarousel } from "~/features/marketing/testimonials-carousel";
import { company } from "~/lib/company";
import {
  certificates,
  lastSafetyYear,
  ltifr,
  nablAccreditation,
  safetyRecord,
} from "~/lib/company-credentials";
import { pageMeta } from "~/lib/seo/meta";
import { organizationJsonLd } from "~/lib/seo/structured-data";
import { ButtonLink } from "~/ui/button-link";
import { ArrowRightIcon, PhoneIcon } from "~/ui/icons";
import { Picture } from "~/ui/picture";
import { AccentCard, PageSection, Paragraphs, SectionHeading } from "~/ui/section";
import type { Route } from "./+types/home";

/** The product lines the home page shows, transformer parts first. */
const highlightedProducts = [
  "transformers-transformer-parts",
  "transformers-spares",
  "silica-gel",
  "temprature-indicators",
];

const indianNumber = (value: number) => value.toLocaleString("en-IN");

export function loader() {
  const cards = catalogue.serviceCards();
  const products = highlightedProducts.flatMap((id) => {
    const card = cards.find((entry) => entry.id === id);
    return card
      ? [{ id, name: card.name, summary: card.summary, href: card.href, img: card.img }]
      : [];
  });
  const lastYear = lastSafetyYear();
  return {
    ...homeContent,
    // Built here, not in meta: the browser then gets the data without the code that builds it.
    organization: organizationJsonLd(),
    testimonials,
    products,
    caseStudies: caseStudyCards(allCaseStudies().slice(0, 3)),
    proof: [
      {
        value: certificates
          .map((certificate) => certificate.standard.replace(/^ISO (\d+).*/, "$1"))
          .join(" · "),
        label: "ISO management systems: quality, environment, occupational health and safety",
      },
      {
        value: "NABL",
        label: `Oil laboratory accredited to ISO/IEC 17025 (${nablAccreditation.certificateNumber})`,
      },
      {
        value: ltifr(safetyRecord.years).toFixed(2),
        label: `Lost-time injuries per million man-hours, FY ${safetyRecord.years[0]?.financialYear} to ${lastYear.financialYear}`,
      },
      {
        value: indianNumber(safetyRecord.manHoursSinceLastLostTimeInjury),
        label: "Man-hours worked since the last lost-time injury",
      },
    ],
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

export default function Home({ loaderData }: Route.ComponentProps) {
  const {
    heroSlides,
    aboutTeaser,
    serviceCards,
    homeHighlights,
    testimonials,
    industries,
    breakdownBand,
    closing,
    products,
    caseStudies,
    proof,
  } = loaderData;
  const servicePhone = company.phones[0];
  return (
    <>
      <section className="bg-navy-950 text-white">
        <div className="page-x grid items-center gap-10 py-12 lg:grid-cols-[1fr_1.05fr] lg:gap-14 lg:py-20">
          <div>
            <p className="text-sm font-semibold tracking-[0.14em] text-amber-300 uppercase">
              Transformer services since {company.foundingYear}
            </p>
            <h1 className="mt-4 text-4xl font-semibold text-white sm:text-5xl">
              Transformer Life Cycle Management
            </h1>
            <p className="mt-4 text-xl font-medium text-amber-300 sm:text-2xl">
              Zero Breakdown | No Production Loss
            </p>
            <p className="mt-5 max-w-xl text-navy-100">
              {`Field service, overhauling, testing, oil filtration, rental and spares for distribution and power transformers, from one team in ${company.address.city} that answers its breakdown line day and night.`}
            </p>
            <div className="mt-8 flex flex-wrap gap-3">
              <ButtonLink to="/contact">Send an enquiry</ButtonLink>
              <a
                href={`tel:${servicePhone.e164}`}
                className="inline-flex items-center gap-2 rounded-md border border-navy-600 px-5 py-3 font-semibold text-white hover:bg-navy-800"
              >
                <PhoneIcon className="size-4 text-amber-300" />
                24/7 service desk {servicePhone.display}
              </a>
            </div>
            <dl className="mt-10 grid grid-cols-2 gap-x-6 gap-y-5 border-t border-navy-800 pt-8 sm:grid-cols-4">
              {homeHighlights.map((fact) => (
                <div key={fact.label} className="flex flex-col">
                  <dt className="text-sm text-navy-200">{fact.label}</dt>
                  <dd className="order-first text-2xl font-semibold text-white">{fact.value}</dd>
                </div>
              ))}
            </dl>
          </div>
          <HeroCarousel slides={heroSlides} />
        </div>
      </section>

      <section aria-labelledby="about-heading" className="bg-white py-14 lg:py-20">
        <div className="page-x grid gap-8 lg:grid-cols-[1fr_1.4fr] lg:items-start">
          <div>
            <SectionHeading id="about-heading" eyebrow="About us">
              {aboutTeaser.heading}
            </SectionHeading>
          </div>
          <div>
            <Paragraphs
              texts={aboutTeaser.paragraphs}
              className="space-y-4 text-lg text-steel-700"
            />
            <div className="mt-7">
              <ButtonLink to="/aboutus" tone="navy">
                Know More
              </ButtonLink>
            </div>
          </div>
        </div>
      </section>

      <PageSection
        headingId="services-heading"
        eyebrow="Transformer services"
        heading="Our Services"
        action={
          <Link
            to="/services"
            className="inline-flex items-center gap-2 font-semibold text-navy-700 underline-offset-4 hover:underline"
          >
            All services and products <ArrowRightIcon className="size-4" />
          </Link>
        }
        band="bg-paper"
      >
        <ul className="mt-8 grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
          {serviceCards.map((card) => (
            <AccentCard
              key={card.link}
              picture={
                <Picture
                  image={card.image}
                  className="w-full"
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
      </PageSection>

      <BreakdownBand band={breakdownBand} />

      <IndustriesBand industries={industries} />

      <CatalogueHighlights
        products={products}
        picture={(product) => (
          <CatalogueImage
            src={product.img}
            lazy
            className="aspect-[4/3] h-auto w-full bg-paper object-cover"
          />
        )}
      />

      <PageSection
        headingId="case-studies-heading"
        eyebrow="Case studies"
        heading="Recent work, with the numbers"
        band="bg-white"
        action={
          <Link
            to="/case-studies"
            className="inline-flex items-center gap-2 font-semibold text-navy-700 underline-offset-4 hover:underline"
          >
            All case studies <ArrowRightIcon className="size-4" />
          </Link>
        }
      >
        <div className="mt-8">
          <CaseStudyCards studies={caseStudies} />
        </div>
      </PageSection>

      <ProofBand figures={proof} />

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

      <ClosingCall closing={closing} />
    </>
  );
}
