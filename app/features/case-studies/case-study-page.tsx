import type { ReactNode } from "react";
import { Link } from "react-router";
import { Breadcrumb } from "~/ui/breadcrumb";
import { ButtonLink } from "~/ui/button-link";
import { StepNumber } from "~/ui/step-number";
import type { CaseStudyCard } from "./case-studies.server";
import { CaseStudyCards } from "./case-study-cards";
import {
  assetAge,
  caseStudyServices,
  defaultResultLabels,
  meetsLimit,
  parseLimit,
  sectors,
} from "./fields";
import type { CaseStudy, ResultRow } from "./schema";

function formatValue(value: number | string, unit?: string): string {
  if (typeof value === "string") return value;
  const number = value.toLocaleString("en-IN", { maximumFractionDigits: 4 });
  return unit ? `${number} ${unit}` : number;
}

/** Whether a row's "after" value meets its limit: only numbers against a written comparison. */
function verdict(row: ResultRow): "meets" | "written" {
  const limit = parseLimit(row.limit);
  return typeof row.after === "number" && limit && meetsLimit(row.after, limit)
    ? "meets"
    : "written";
}

function AssetFacts({ study }: { study: CaseStudy }) {
  const { asset } = study;
  const rows: [string, string][] = [
    ["Equipment", asset.description],
    ...(asset.units ? ([["Units", String(asset.units)]] as [string, string][]) : []),
    ["Rating", asset.rating],
    ["Voltage", asset.voltage],
    ...(asset.type === "transformer"
      ? ([
          ["Cooling", asset.cooling],
          ["On-load tap changer", asset.oltc ? "Yes" : "No"],
        ] as [string, string][])
      : []),
    ["Make", asset.make],
    ["Age at the time", `${assetAge(study)} years (built ${asset.manufactured})`],
  ];
  return (
    <dl className="grid gap-3 text-sm">
      {rows.map(([term, value]) => (
        <div key={term} className="grid grid-cols-[9rem_1fr] gap-3">
          <dt className="text-steel-600">{term}</dt>
          <dd className="font-semibold text-navy-950">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

function ResultsTable({ study }: { study: CaseStudy }) {
  const labels = study.resultLabels ?? defaultResultLabels;
  return (
    <div className="mt-6 overflow-x-auto rounded-card border border-steel-200 bg-white">
      <table className="w-full min-w-[44rem] border-collapse text-left text-sm">
        <caption className="sr-only">
          Test values {labels.before.toLowerCase()} and {labels.after.toLowerCase()} the work, with
          the limit and the standard it comes from
        </caption>
        <thead className="bg-navy-50 text-navy-950">
          <tr>
            <th scope="col" className="px-4 py-3 font-semibold">
              Test
            </th>
            <th scope="col" className="px-4 py-3 text-right font-semibold">
              {labels.before}
            </th>
            <th scope="col" className="px-4 py-3 text-right font-semibold">
              {labels.after}
            </th>
            <th scope="col" className="px-4 py-3 font-semibold">
              Limit
            </th>
            <th scope="col" className="px-4 py-3 font-semibold">
              Standard
            </th>
          </tr>
        </thead>
        <tbody>
          {study.results.map((row) => (
            <tr key={row.test} className="border-t border-steel-200 align-top">
              <th scope="row" className="px-4 py-3 font-semibold text-navy-950">
                {row.test}
              </th>
              <td className="px-4 py-3 text-right whitespace-nowrap text-steel-700 tabular-nums">
                {formatValue(row.before, row.unit)}
              </td>
              <td className="px-4 py-3 text-right font-semibold whitespace-nowrap text-navy-950 tabular-nums">
                {formatValue(row.after, row.unit)}
                {verdict(row) === "meets" ? (
                  <span className="ml-2 inline-block rounded bg-success-100 px-1.5 py-0.5 text-xs font-semibold text-success-700">
                    within limit
                  </span>
                ) : null}
              </td>
              <td className="px-4 py-3 whitespace-nowrap text-steel-800">
                {row.limit}
                {row.unit && parseLimit(row.limit) ? ` ${row.unit}` : ""}
              </td>
              <td className="px-4 py-3 text-steel-700">{row.standard}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
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
      <header className="border-b border-steel-200 bg-navy-50">
        <div className="page-x py-12 lg:py-16">
          <Breadcrumb
            items={[
              { label: "Home", to: "/" },
              { label: "Case Studies", to: "/case-studies" },
              { label: study.title },
            ]}
          />
          <p className="mt-6 text-sm font-semibold tracking-[0.12em] text-amber-800 uppercase">
            Case study · {sector.label}
          </p>
          <h1
            id="case-study-title"
            className="mt-3 max-w-4xl text-3xl font-semibold sm:text-4xl lg:text-[2.75rem] lg:leading-tight"
          >
            {study.title}
          </h1>
          <p className="mt-5 max-w-3xl text-lg text-steel-700">{study.summary}</p>
          <dl className="mt-8 grid max-w-4xl grid-cols-2 gap-4 sm:grid-cols-4">
            {[
              ["Where", `${study.city}, ${study.state}`],
              ["When", String(study.year)],
              ["Days on site", String(study.days)],
              ["Asset", `${study.asset.rating}, ${study.asset.voltage}`],
            ].map(([term, value]) => (
              <div key={term} className="rounded-card border border-steel-200 bg-white p-4">
                <dt className="text-xs font-semibold tracking-wide text-steel-600 uppercase">
                  {term}
                </dt>
                <dd className="mt-1 font-semibold text-navy-950">{value}</dd>
              </div>
            ))}
          </dl>
        </div>
      </header>

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
          <section aria-labelledby="services-heading" className="rounded-card bg-navy-950 p-6">
            <h2 id="services-heading" className="text-lg font-semibold text-white">
              Services used
            </h2>
            <ul className="mt-3 flex flex-col gap-2">
              {study.services.map((id) => (
                <li key={id}>
                  <Link
                    to={caseStudyServices[id].href}
                    className="font-semibold text-white underline decoration-amber-500 underline-offset-4 hover:text-amber-300"
                  >
                    {caseStudyServices[id].label}
                  </Link>
                </li>
              ))}
            </ul>
            {"industryHref" in sector ? (
              <p className="mt-4 text-sm text-navy-100">
                More on our work for{" "}
                <Link
                  to={sector.industryHref}
                  className="font-semibold text-white underline underline-offset-4"
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

      <section aria-labelledby="results-heading" className="border-t border-steel-200 bg-paper">
        <div className="page-x py-12 lg:py-16">
          <h2 id="results-heading" className="text-2xl font-semibold">
            The numbers
          </h2>
          <p className="mt-3 max-w-prose text-steel-700">
            Measured by our engineers at site and in our oil laboratory, beside the limit each value
            is judged against and the standard that sets it.
          </p>
          <ResultsTable study={study} />
        </div>
      </section>
      {afterResults}

      <section aria-labelledby="next-heading" className="bg-navy-950">
        <div className="page-x flex flex-col gap-6 py-12 lg:flex-row lg:items-center lg:justify-between">
          <div>
            <h2 id="next-heading" className="text-2xl font-semibold text-white">
              A transformer showing the same signs?
            </h2>
            <p className="mt-2 max-w-prose text-navy-100">
              Send us its nameplate and the last test report: an engineer calls back with what to
              check first.
            </p>
          </div>
          <div className="flex flex-wrap gap-3">
            <ButtonLink to="/service-request">Request a service visit</ButtonLink>
            <ButtonLink to="/contact" tone="outline-light">
              Send an enquiry
            </ButtonLink>
          </div>
        </div>
      </section>

      {related.length ? (
        <section aria-labelledby="related-heading" className="bg-white">
          <div className="page-x py-12 lg:py-16">
            <h2 id="related-heading" className="text-2xl font-semibold">
              Related case studies
            </h2>
            <div className="mt-8">
              <CaseStudyCards studies={related} />
            </div>
          </div>
        </section>
      ) : null}
    </article>
  );
}
