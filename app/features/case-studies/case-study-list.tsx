import type { ReactNode } from "react";
import { Form, Link } from "react-router";
import { fromHome } from "#app/ui/crumbs.ts";
import { FigureList } from "#app/ui/figure-list.tsx";
import { PageHead } from "#app/ui/page-head.tsx";
import type { CaseStudyCard } from "./case-studies.server.ts";
import { CaseStudyCards } from "./case-study-cards.tsx";
import {
  caseStudyServices,
  type IndianState,
  type SectorId,
  type ServiceId,
  sectors,
} from "./fields.ts";

export type CaseStudyFilter = { sector?: SectorId; service?: ServiceId };

const control =
  "w-full rounded-md border border-steel-300 bg-white px-3 py-2.5 text-base text-navy-950 focus-ring focus:border-navy-600";

/**
 * The filters: a GET form, so a filtered list has its own address and works without JavaScript.
 * It applies with its Show button only: a choice made with the arrow keys of a select is a change
 * at each key, and a form sent on change reloaded the page under the keyboard (WCAG 3.2.2). Its
 * action ends in the form's own id, so the page it loads opens with the form in view.
 */
function Filters({
  filter,
  filtered,
  sectorsUsed,
  servicesUsed,
}: {
  filter: CaseStudyFilter;
  filtered: boolean;
  sectorsUsed: SectorId[];
  servicesUsed: ServiceId[];
}) {
  return (
    <Form
      id="case-study-filters"
      method="get"
      action="/case-studies#case-study-filters"
      preventScrollReset
      aria-labelledby="filters-heading"
      className="grid gap-4 rounded-card border border-steel-200 bg-white p-5 shadow-card sm:grid-cols-[1fr_1fr_auto] sm:items-end print:hidden"
    >
      <h2 id="filters-heading" className="sr-only">
        Filter the case studies
      </h2>
      <div>
        <label htmlFor="filter-sector" className="block text-sm font-semibold text-navy-950">
          Sector
        </label>
        <select
          id="filter-sector"
          name="sector"
          defaultValue={filter.sector ?? ""}
          className={`mt-1.5 ${control}`}
        >
          <option value="">All sectors</option>
          {sectorsUsed.map((id) => (
            <option key={id} value={id}>
              {sectors[id].label}
            </option>
          ))}
        </select>
      </div>
      <div>
        <label htmlFor="filter-service" className="block text-sm font-semibold text-navy-950">
          Service
        </label>
        <select
          id="filter-service"
          name="service"
          defaultValue={filter.service ?? ""}
          className={`mt-1.5 ${control}`}
        >
          <option value="">All services</option>
          {servicesUsed.map((id) => (
            <option key={id} value={id}>
              {caseStudyServices[id].label}
            </option>
          ))}
        </select>
      </div>
      <div className="flex gap-3">
        <button
          type="submit"
          className="rounded-md bg-navy-800 px-5 py-2.5 font-semibold text-white hover:bg-navy-700"
        >
          Show
        </button>
        {filtered ? (
          <Link
            to="/case-studies"
            preventScrollReset
            className="rounded-md border border-steel-300 px-4 py-2.5 font-semibold text-navy-800 hover:bg-navy-50"
          >
            Clear
          </Link>
        ) : null}
      </div>
    </Form>
  );
}

/** The case studies page: filters, the projects as cards, and where they are on a map. */
export function CaseStudyList({
  studies,
  total,
  filter,
  state,
  sectorsUsed,
  servicesUsed,
  facts,
  map,
}: {
  studies: CaseStudyCard[];
  total: number;
  filter: CaseStudyFilter;
  /** A state chosen on the map. */
  state?: IndianState;
  sectorsUsed: SectorId[];
  servicesUsed: ServiceId[];
  facts: { label: string; value: string }[];
  map: ReactNode;
}) {
  const described = [
    filter.sector ? sectors[filter.sector].label.toLowerCase() : undefined,
    filter.service ? caseStudyServices[filter.service].label.toLowerCase() : undefined,
    state ? `in ${state}` : undefined,
  ].filter(Boolean);
  const filtered = described.length > 0;
  return (
    <>
      <PageHead
        // On paper the map stands beside the title and figures, small, so the head is a third
        // of the first page and the projects start under it.
        layout="lg:grid-cols-[1.15fr_1fr] lg:items-center lg:py-16 print:grid-cols-[1.5fr_1fr] print:items-center print:gap-6 print:py-2"
        crumbs={fromHome({ label: "Case Studies" })}
        eyebrow="Case studies"
        heading="Transformers we brought back, with the numbers to show it"
        lead="Each project names the asset, what had gone wrong, what our engineers did and in how many days, and the test values before and after beside the limits of IS and IEC standards."
        aside={<div>{map}</div>}
      >
        <FigureList
          figures={facts}
          className="mt-8 grid grid-cols-2 gap-3 sm:gap-4 print:mt-4 print:gap-2"
          item="flex flex-col rounded-card border border-steel-200 bg-white p-4 print:p-2.5"
          term="mt-1 text-sm text-steel-700"
          value="text-2xl font-semibold text-navy-950"
        />
      </PageHead>
      <section aria-labelledby="list-heading" className="bg-white">
        <div className="page-x py-12 lg:py-16">
          <Filters
            filter={filter}
            filtered={filtered}
            sectorsUsed={sectorsUsed}
            servicesUsed={servicesUsed}
          />
          <h2
            id="list-heading"
            className="mt-10 text-2xl font-semibold print:mt-0"
            aria-live="polite"
          >
            {!filtered
              ? `All ${total} projects`
              : `${studies.length} of ${total} projects: ${described.join(", ")}`}
          </h2>
          <div className="mt-6">
            {studies.length ? (
              <CaseStudyCards studies={studies} />
            ) : (
              <p className="rounded-card border border-steel-200 bg-paper p-6 text-steel-800">
                No project of ours matches both choices yet.{" "}
                <Link to="/case-studies" className="font-semibold text-navy-800 underline">
                  Show all projects
                </Link>{" "}
                or ask us about similar work: we may have done it for a customer who prefers not to
                be named.
              </p>
            )}
          </div>
        </div>
      </section>
    </>
  );
}
