import { Link } from "react-router";
import type { CaseStudyCard } from "./case-studies.server.ts";

type HeadingLevel = "h2" | "h3";

/** The card's words: the result it leads with, the title as the link, where and what. */
function CardText({
  study,
  headingLevel,
  featured,
}: {
  study: CaseStudyCard;
  headingLevel: HeadingLevel;
  featured: boolean;
}) {
  const Heading = headingLevel;
  return (
    <div className={`flex flex-1 flex-col ${featured ? "p-6 lg:p-8" : "p-6"}`}>
      <p className={`font-semibold text-navy-950 ${featured ? "text-2xl lg:text-3xl" : "text-xl"}`}>
        {study.headline}
      </p>
      <p className="mt-2 text-sm font-semibold text-amber-800">
        {study.sectorLabel} · {study.state} · {study.year}
      </p>
      <Heading className="mt-3 text-base leading-snug font-semibold">
        <Link
          to={study.href}
          className="text-navy-800 underline underline-offset-4 after:absolute after:inset-0 focus:outline-none"
        >
          {study.title}
        </Link>
      </Heading>
      <p className={`mt-3 flex-1 text-steel-700 ${featured ? "max-w-prose" : "text-sm"}`}>
        {study.summary}
      </p>
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
    </div>
  );
}

function Drawing({ study, className }: { study: CaseStudyCard; className: string }) {
  return (
    <img
      src={study.drawing.src}
      alt=""
      width={study.drawing.width}
      height={study.drawing.height}
      loading="lazy"
      decoding="async"
      className={`bg-paper object-cover ${className}`}
    />
  );
}

const frame =
  "relative flex overflow-hidden rounded-card border border-steel-200 bg-white shadow-card focus-within:ring-3 focus-within:ring-amber-500 focus-within:ring-offset-2 focus-within:ring-offset-navy-900 hover:border-navy-200";

/**
 * How `count` cards fill their rows on wide screens without an orphan: three columns when three
 * divides the count, else two when two does; otherwise the first card is featured across the
 * row and the rest share rows of three or two.
 */
export function caseStudyLayout(count: number): { featured: boolean; columns: 2 | 3 } {
  if (count <= 1) return { featured: count === 1, columns: 2 };
  if (count % 3 === 0) return { featured: false, columns: 3 };
  if (count % 2 === 0) return { featured: false, columns: 2 };
  return { featured: true, columns: (count - 1) % 3 === 0 ? 3 : 2 };
}

// Three to a row from 1024 px, one below it (two would leave the third alone). On paper, whose
// page lays out narrower than 1024 px, the rows of the wide screen: one card a row printed each
// drawing across the page.
const grid = {
  2: "md:grid-cols-2 print:grid-cols-2",
  3: "lg:grid-cols-3 print:grid-cols-3",
} as const;

const across = {
  2: "md:col-span-2 print:col-span-2",
  3: "lg:col-span-3 print:col-span-3",
} as const;

/**
 * Case studies as cards that lead with their result and the drawing of their work; the title
 * links to the study. A lone study, or the first of a count that rows cannot share evenly, is a
 * wide card with its drawing beside it; the others share rows of two or three.
 */
export function CaseStudyCards({
  studies,
  headingLevel = "h3",
}: {
  studies: CaseStudyCard[];
  headingLevel?: HeadingLevel;
}) {
  const { featured, columns } = caseStudyLayout(studies.length);
  return (
    <ul data-card-grid className={`grid gap-5 ${grid[columns]}`}>
      {studies.map((study, index) =>
        featured && index === 0 ? (
          <li key={study.slug} className={`${frame} ${across[columns]} flex-col md:flex-row`}>
            <Drawing
              study={study}
              className="aspect-[2/1] w-full md:aspect-auto md:w-2/5 md:border-r md:border-steel-200"
            />
            <CardText study={study} headingLevel={headingLevel} featured />
          </li>
        ) : (
          // Three to a row from 1024 px are one to a row between 640 and 1024 px: there the
          // drawing stands beside the words instead of a band across the card.
          <li
            key={study.slug}
            className={`${frame} flex-col ${columns === 3 ? "md:max-lg:flex-row print:flex-col" : ""}`}
          >
            <Drawing
              study={study}
              className={`aspect-[5/2] w-full border-b border-steel-200 max-sm:hidden ${columns === 3 ? "md:max-lg:aspect-auto md:max-lg:w-2/5 md:max-lg:shrink-0 md:max-lg:border-r md:max-lg:border-b-0 print:aspect-[5/2] print:w-full" : ""}`}
            />
            <CardText study={study} headingLevel={headingLevel} featured={false} />
          </li>
        ),
      )}
    </ul>
  );
}
