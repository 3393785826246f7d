/**
 * The case studies' list page: the studies the query's filters leave, the filters' choices that
 * some study uses, a pin per state with its count, and what all the projects add up to.
 */
import {
  allCaseStudies,
  allCaseStudyFigures,
  caseStudyCards,
  filterCaseStudies,
  readCaseStudyQuery,
} from "./case-studies.server.ts";
import { type IndianState, sectorIds, serviceIds } from "./fields.ts";

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
export function caseStudyListData(query: URLSearchParams) {
  const { filter, state } = readCaseStudyQuery(query);
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
