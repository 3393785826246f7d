/**
 * The queries the case study pages make over the loaded studies: cards, filters, the studies
 * related to a page, and the figures and map of the list page. Pure: no files are read here.
 */
import {
  type CaseStudy,
  caseStudyHref,
  caseStudyServices,
  type IndianState,
  type SectorId,
  type ServiceId,
  sectors,
  serviceDrawings,
  studyDrawings,
} from "./schema.ts";

/** What a list page or a service or industry page needs to link to a study. */
export type CaseStudyCard = {
  slug: string;
  href: string;
  title: string;
  /** The result the study leads with: "Back in traffic the same night". */
  headline: string;
  summary: string;
  sector: SectorId;
  sectorLabel: string;
  state: IndianState;
  city: string;
  year: number;
  /** The asset in a few words: "31.5 MVA, 132/33 kV". */
  asset: string;
  days: number;
  /** The drawing of the study's own field of work. */
  drawing: { src: string; width: number; height: number };
};

export type CaseStudyTopic = { sector?: SectorId; service?: ServiceId };

/** The study's own field of work: the first service it names. */
export function leadService(study: Pick<CaseStudy, "services">): ServiceId {
  return study.services[0] as ServiceId;
}

/** For the list's filters: in the sector and naming the service anywhere in its list. */
function names(study: CaseStudy, { sector, service }: CaseStudyTopic): boolean {
  return (
    (sector === undefined || study.sector === sector) &&
    (service === undefined || study.services.includes(service))
  );
}

/** For related studies: in the sector and about the service (its lead service). */
function isAbout(study: CaseStudy, { sector, service }: CaseStudyTopic): boolean {
  return (
    (sector === undefined || study.sector === sector) &&
    (service === undefined || leadService(study) === service)
  );
}

export function caseStudyCard(study: CaseStudy): CaseStudyCard {
  return {
    slug: study.slug,
    href: caseStudyHref(study.slug),
    title: study.title,
    headline: study.headline,
    summary: study.summary,
    sector: study.sector,
    sectorLabel: sectors[study.sector].label,
    state: study.state,
    city: study.city,
    year: study.year,
    asset: `${study.asset.units ? `${study.asset.units} × ` : ""}${study.asset.rating}, ${study.asset.voltage}`,
    days: study.days,
    drawing: study.drawing ? studyDrawings[study.drawing] : serviceDrawings[leadService(study)],
  };
}

/** Pages about a kind of work that has no service id of its own, and the service they belong to. */
const pageServices: Record<string, ServiceId | null> = {
  // Condition assessment: the studies that are about testing.
  "/transformer/transformer1": "testing",
  // Oil testing and DGA, and on-site drying: the studies about oil treatment.
  "/transformer/transformer2": "oil-filtration",
  "/transformer/transformer3": "oil-filtration",
  "/transformer/transformer4": "oltc",
  // Commissioning: no study is about commissioning yet, so none is shown.
  "/transformer/transformer5": null,
};

/** Sectors that have a section on the industries page. */
const industrySectors = new Set(
  Object.entries(sectors)
    .filter(([, sector]) => "industryHref" in sector)
    .map(([id]) => id),
);

/** In MVA: "31.5 MVA" is 31.5, "630 kVA" 0.63. */
function megavoltAmperes(rating: string): number {
  const [value = "0", unit] = rating.split(" ");
  return unit === "kVA" ? Number(value) / 1000 : Number(value);
}

/** The queries the pages make, over a list of studies sorted newest first. */
export function createCaseStudyIndex(studies: readonly CaseStudy[]) {
  const bySlug = new Map(studies.map((study) => [study.slug, study]));
  const relatedTo = (topic: CaseStudyTopic, limit = 3): CaseStudyCard[] => {
    const full = studies.filter((study) => isAbout(study, topic));
    const partial =
      topic.sector !== undefined && topic.service !== undefined
        ? studies.filter(
            (study) =>
              !full.includes(study) &&
              (isAbout(study, { sector: topic.sector }) ||
                isAbout(study, { service: topic.service })),
          )
        : [];
    return [...full, ...partial].slice(0, limit).map(caseStudyCard);
  };
  return {
    all: (): readonly CaseStudy[] => studies,

    bySlug: (slug: string): CaseStudy | undefined => bySlug.get(slug),

    /** The list page's filters: studies in the sector and naming the service, newest first. */
    filter: (topic: CaseStudyTopic): CaseStudy[] => studies.filter((study) => names(study, topic)),

    /**
     * Up to `limit` studies to show beside a service or an industry: those of the sector whose
     * own field (lead service) is the service first, then those matching either, newest first.
     */
    relatedTo,

    /**
     * Up to `limit` studies for the page at `path`: a service page shows the studies whose own
     * field is its service; the industries page the newest of the industries it describes. None
     * for any other page.
     */
    forPage: (path: string, limit = 3): CaseStudyCard[] => {
      if (path === "/industry") {
        return studies
          .filter((study) => industrySectors.has(study.sector))
          .slice(0, limit)
          .map(caseStudyCard);
      }
      const service =
        path in pageServices
          ? pageServices[path]
          : (Object.entries(caseStudyServices).find(([, entry]) => entry.href === path)?.[0] as
              | ServiceId
              | undefined);
      return service ? relatedTo({ service }, limit) : [];
    },

    /** Each state with a study and how many it has, for the map; states in the order of most studies. */
    states: (): { state: IndianState; count: number }[] => {
      const counts = new Map<IndianState, number>();
      for (const study of studies) counts.set(study.state, (counts.get(study.state) ?? 0) + 1);
      return [...counts]
        .map(([state, count]) => ({ state, count }))
        .sort((a, b) => b.count - a.count || a.state.localeCompare(b.state, "en"));
    },
  };
}

/**
 * What the given studies add up to, for the list page's figures: the states they are in, the
 * rated power of the transformers, how many transformers and breakers, and the median number
 * of days on site.
 */
export function caseStudyFigures(studies: readonly CaseStudy[]): {
  states: number;
  megavoltAmperes: number;
  transformers: number;
  breakers: number;
  medianDays: number;
} {
  let power = 0;
  let transformers = 0;
  let breakers = 0;
  for (const { asset } of studies) {
    const units = asset.units ?? 1;
    if (asset.type === "transformer") {
      transformers += units;
      power += units * megavoltAmperes(asset.rating);
    } else breakers += units;
  }
  const days = studies.map((study) => study.days).sort((a, b) => a - b);
  const middle = Math.floor(days.length / 2);
  const medianDays =
    days.length === 0
      ? 0
      : days.length % 2
        ? (days[middle] as number)
        : ((days[middle - 1] as number) + (days[middle] as number)) / 2;
  return {
    states: new Set(studies.map((study) => study.state)).size,
    // Tenths of an MVA: 158.4 MVA of 24 × 6.6 MVA adds up without a floating-point tail.
    megavoltAmperes: Math.round(power * 10) / 10,
    transformers,
    breakers,
    medianDays,
  };
}
