import type { ReactNode } from "react";
import { Link } from "react-router";
import { ButtonLink } from "#app/ui/button-link.tsx";
import { CallBand } from "#app/ui/call-band.tsx";
import { fromHome } from "#app/ui/crumbs.ts";
import { PageHead } from "#app/ui/page-head.tsx";
import { StepNumber } from "#app/ui/step-number.tsx";
import type { CaseStudyCard } from "./case-studies.server.ts";
import { CaseStudyCards } from "./case-study-cards.tsx";
import { AssetFacts, ResultsTable } from "./case-study-results.tsx";
import { caseStudyServices, sectors } from "./fields.ts";
import type { CaseStudy } from "./schema.ts";

/** A band across the page, named by its heading, its content in the page's width. */
function Band({
  id,
  title,
  className,
  children,
}: {
  id: string;
  title: string;
  className: string;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={id} className={className}>
      <div className="page-x py-12 lg:py-16">
        <h2 id={id} className="text-2xl font-semibold">
          {title}
        </h2>
        {children}
      </div>
    </section>
  );
}

/**
 * One case study: the asset and the problem, what was done, the numbers, and what to do next.
 * `afterResults` stands below the numbers: the route puts the way into the oil tool there.
 */
export function CaseStudyPage({
  study,
  related,
  afterResults,
}: {
  study: CaseStudy;
  related: CaseStudyCard[];
  afterResults?: ReactNode;
}) {
  const sector = sectors[study.sector];
  return (
    <article aria-labelledby="case-study-title">
      <PageHead
        as="header"
        layout="lg:grid-cols-[minmax(0,1fr)_24rem] lg:items-end lg:py-16 print:block print:py-0"
        crumbs={fromHome({ label: "Case Studies", to: "/case-studies" }, { label: study.title })}
        eyebrow={<>Case study · {sector.label}</>}
        titleId="case-study-title"
        titleClassName="mt-3 text-3xl font-semibold sm:text-4xl lg:text-[2.75rem] lg:leading-tight print:text-2xl"
        heading={study.title}
        lead={study.summary}
        leadWidth="max-w-3xl"
        aside={
          <>
            {/* The result first, then where, when and on what. */}
            <div className="rounded-card bg-navy-950 p-6 text-white print:mt-4 print:border print:border-steel-300 print:bg-white print:p-3">
              <p className="text-sm font-semibold tracking-wide text-amber-300 uppercase print:text-amber-800">
                The result
              </p>
              <p className="mt-2 text-2xl font-semibold text-white print:text-navy-950">
                {study.headline}
              </p>
              <dl className="mt-5 grid grid-cols-2 gap-4 border-t border-navy-700 pt-5 print:grid-cols-4 print:pt-2">
                {[
                  ["Where", `${study.city}, ${study.state}`],
                  ["When", String(study.year)],
                  ["Days on site", String(study.days)],
                  ["Asset", `${study.asset.rating}, ${study.asset.voltage}`],
                ].map(([term, value]) => (
                  <div key={term}>
                    <dt className="text-xs font-semibold tracking-wide text-navy-100 uppercase print:text-steel-600">
                      {term}
                    </dt>
                    <dd className="mt-1 font-semibold text-white print:text-navy-950">{value}</dd>
                  </div>
                ))}
              </dl>
            </div>
          </>
        }
      />

      <div className="page-x grid gap-10 py-12 lg:grid-cols-[minmax(0,1fr)_22rem] lg:py-16">
        <div className="min-w-0">
          <section aria-labelledby="problem-heading">
            <h2 id="problem-heading" className="text-2xl font-semibold">
              The problem
            </h2>
            <p className="mt-4 max-w-prose text-lg text-steel-800">{study.problem}</p>
          </section>
          <section aria-labelledby="work-heading" className="mt-12">
            <h2 id="work-heading" className="text-2xl font-semibold">
              What we did
            </h2>
            <ol className="mt-6 flex max-w-prose flex-col gap-5">
              {study.work.map((step, index) => (
                <li key={step.slice(0, 40)} className="flex gap-4">
                  <StepNumber n={index + 1} className="mt-0.5 size-8 text-sm text-amber-300" />
                  <p className="text-steel-800">{step}</p>
                </li>
              ))}
            </ol>
          </section>
          <section aria-labelledby="outcome-heading" className="mt-12">
            <h2 id="outcome-heading" className="text-2xl font-semibold">
              The outcome
            </h2>
            <p className="mt-4 max-w-prose text-lg text-steel-800">{study.outcome}</p>
            <p className="mt-4 max-w-prose border-l-4 border-amber-500 pl-4 text-steel-800">
              <strong className="text-navy-950">Downtime avoided: </strong>
              {study.downtimeAvoided}
            </p>
          </section>
        </div>

        <aside aria-label="The asset and the services" className="flex flex-col gap-6">
          <section
            aria-labelledby="asset-heading"
            className="rounded-card border border-steel-200 bg-white p-6 shadow-card"
          >
            <h2 id="asset-heading" className="text-lg font-semibold">
              The asset
            </h2>
            <div className="mt-4">
              <AssetFacts study={study} />
            </div>
          </section>
          {/* On paper a framed box, not a block of dark ink. */}
          <section
            aria-labelledby="services-heading"
            className="rounded-card bg-navy-950 p-6 print:border print:border-steel-200 print:bg-white"
          >
            <h2
              id="services-heading"
              className="text-lg font-semibold text-white print:text-navy-950"
            >
              Services used
            </h2>
            <ul className="mt-3 flex flex-col gap-2">
              {study.services.map((id) => (
                <li key={id}>
                  <Link
                    to={caseStudyServices[id].href}
                    className="font-semibold text-white underline decoration-amber-500 underline-offset-4 hover:text-amber-300 print:text-navy-950"
                  >
                    {caseStudyServices[id].label}
                  </Link>
                </li>
              ))}
            </ul>
            {"industryHref" in sector ? (
              <p className="mt-4 text-sm text-navy-100 print:text-steel-700">
                More on our work for{" "}
                <Link
                  to={sector.industryHref}
                  className="font-semibold text-white underline underline-offset-4 print:text-navy-950"
                >
                  {sector.label.toLowerCase()}
                </Link>
                .
              </p>
            ) : null}
          </section>
          {study.quote ? (
            <figure className="rounded-card border-l-4 border-amber-500 bg-navy-50 p-6">
              <blockquote className="text-lg text-navy-950">“{study.quote.text}”</blockquote>
              <figcaption className="mt-3 text-sm font-semibold text-steel-700">
                {study.quote.role}, {sector.label.toLowerCase()}, {study.state}
              </figcaption>
            </figure>
          ) : null}
        </aside>
      </div>

      {/* A short table is kept whole on paper, with its heading: never a heading at a page foot. */}
      <Band
        id="results-heading"
        title="The numbers"
        className="border-t border-steel-200 bg-paper print:break-inside-avoid print:bg-transparent"
      >
        <p className="mt-3 max-w-prose text-steel-700">
          Measured by our engineers at site and in our oil laboratory, beside the limit each value
          is judged against and the standard that sets it.
        </p>
        <ResultsTable study={study} />
      </Band>
      {afterResults ? <div className="print:hidden">{afterResults}</div> : null}

      <CallBand
        id="next-heading"
        heading="A transformer showing the same signs?"
        text="Send us its nameplate and the last test report: an engineer calls back with what to check first."
        row="flex flex-col items-center gap-6 py-12 text-center"
        textClassName="mx-auto mt-2 max-w-prose text-navy-100"
      >
        <div className="flex flex-wrap justify-center gap-3">
          <ButtonLink to="/service-request">Request a service visit</ButtonLink>
          <ButtonLink to="/contact" tone="outline-light">
            Send an enquiry
          </ButtonLink>
        </div>
      </CallBand>

      {related.length ? (
        <Band id="related-heading" title="Related case studies" className="bg-white print:hidden">
          <div className="mt-8">
            <CaseStudyCards studies={related} />
          </div>
        </Band>
      ) : null}
    </article>
  );
}
