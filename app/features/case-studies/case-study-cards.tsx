import { Link } from "react-router";
import { CardGrid, cardWidth } from "~/ui/card-grid";
import type { CaseStudyCard } from "./case-studies.server";

/** Case studies as cards: where, what, how long; the title links to the study. */
export function CaseStudyCards({
  studies,
  headingLevel = "h3",
}: {
  studies: CaseStudyCard[];
  headingLevel?: "h2" | "h3";
}) {
  const Heading = headingLevel;
  const width = cardWidth(studies.length);
  return (
    <CardGrid>
      {studies.map((study) => (
        <li
          key={study.slug}
          className={`${width} relative flex flex-col rounded-card border border-steel-200 bg-white p-6 shadow-card focus-within:ring-3 focus-within:ring-amber-500 hover:border-navy-200`}
        >
          <p className="text-sm font-semibold text-amber-800">
            {study.sectorLabel} · {study.state} · {study.year}
          </p>
          <Heading className="mt-2 text-lg leading-snug font-semibold">
            <Link
              to={study.href}
              className="text-navy-950 after:absolute after:inset-0 hover:underline focus:outline-none"
            >
              {study.title}
            </Link>
          </Heading>
          <p className="mt-3 flex-1 text-steel-700">{study.summary}</p>
          <dl className="mt-5 flex flex-wrap gap-x-6 gap-y-1 border-t border-steel-200 pt-4 text-sm">
            <div>
              <dt className="inline text-steel-600">Asset </dt>
              <dd className="inline font-semibold text-navy-950">{study.asset}</dd>
            </div>
            <div>
              <dt className="inline text-steel-600">On site </dt>
              <dd className="inline font-semibold text-navy-950">
                {study.days} {study.days === 1 ? "day" : "days"}
              </dd>
            </div>
          </dl>
        </li>
      ))}
    </CardGrid>
  );
}
