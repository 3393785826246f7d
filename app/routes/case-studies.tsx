import {
  allCaseStudies,
  allCaseStudyFigures,
  caseStudyCards,
  filterCaseStudies,
  readCaseStudyQuery,
} from "#app/features/case-studies/case-studies.server.ts";
import { CaseStudyList } from "#app/features/case-studies/case-study-list.tsx";
import { type IndianState, sectorIds, serviceIds } from "#app/features/case-studies/fields.ts";
import type { ServerHandle } from "#app/lib/route-handle.ts";
import { pageMeta } from "#app/lib/seo/meta.ts";
import { IndiaMap } from "#app/ui/india-map.tsx";
import type { Route } from "./+types/case-studies";

/**
 * The list is for reading (decision 0017): no React in the browser, only the header's behaviour
 * module (decision 0019). The filters apply with their Show button, with or without JavaScript.
 * The map's pins are plain links.
 */
export const handle: ServerHandle = {
  rendersQuery: true,
  hydrate: false,
  behaviours: ["site-header"],
};

/** What the projects add up to, in the words of the list page's figures. */
function figureFacts(figures: ReturnType<typeof allCaseStudyFigures>) {
  const mva = figures.megavoltAmperes.toLocaleString("en-IN", { maximumFractionDigits: 1 });
  return [
    { label: "of transformers put right", value: `${mva} MVA` },
    {
      label: `transformers, and ${figures.breakers} breakers`,
      value: String(figures.transformers),
    },
    { label: "median time on site", value: `${figures.medianDays} days` },
    { label: "states", value: String(figures.states) },
  ];
}

/** The list, filtered by the query: ?sector=…&service=…&state=…; unknown values are ignored. */
export function loader({ request }: Route.LoaderArgs) {
  const { filter, state } = readCaseStudyQuery(new URL(request.url).searchParams);
  const all = allCaseStudies();
  const shown = filterCaseStudies(filter).filter((study) => !state || study.state === state);
  const counts = new Map<IndianState, number>();
  for (const study of shown) counts.set(study.state, (counts.get(study.state) ?? 0) + 1);
  return {
    studies: caseStudyCards(shown),
    total: all.length,
    filter,
    state,
    sectorsUsed: sectorIds.filter((id) => all.some((study) => study.sector === id)),
    servicesUsed: serviceIds.filter((id) => all.some((study) => study.services.includes(id))),
    pins: [...counts].map(([name, count]) => ({
      state: name,
      count,
      href: `/case-studies?state=${encodeURIComponent(name)}#list-heading`,
      label: `${count} ${count === 1 ? "case study" : "case studies"} in ${name}`,
    })),
    facts: figureFacts(allCaseStudyFigures()),
  };
}

export function meta({ loaderData }: Route.MetaArgs) {
  const filtered = Boolean(
    loaderData?.filter.sector || loaderData?.filter.service || loaderData?.state,
  );
  return pageMeta({
    title: "Case Studies",
    description:
      "Transformer repair, overhaul, oil and OLTC projects across India: the asset, the fault, the work and the test values before and after against IS and IEC limits.",
    path: "/case-studies",
    // A filtered list is a view of this page, not a page of its own.
    noindex: filtered,
  });
}

export default function CaseStudies({ loaderData }: Route.ComponentProps) {
  const { studies, total, state, pins } = loaderData;
  return (
    <CaseStudyList
      {...loaderData}
      map={
        <IndiaMap
          pins={pins}
          title={
            state
              ? `Our projects in ${state}`
              : `Where the ${studies.length === total ? "" : "chosen "}projects are`
          }
        />
      }
    />
  );
}
