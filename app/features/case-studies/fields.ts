/**
 * What the case study pages need without zod: the sectors and services with their words and
 * links, the states, the limits a result is checked against, and small helpers. The list's
 * filters and a study's page read these in the browser; schema.ts checks the content files with
 * zod at build time and on the server. Imports carry their extension: react-router.config.ts and
 * the Playwright specs load this module with Node, outside Vite.
 */
import type { IndianState } from "#app/features/service-requests/public.ts";

/** Sectors a case study can belong to, with the words shown on the filters and the page. */
export const sectors = {
  steel: { label: "Steel and metals" },
  cement: { label: "Cement" },
  chemicals: { label: "Chemicals and pharmaceuticals", industryHref: "/industry#pharma" },
  "power-distribution": { label: "Power distribution utilities" },
  renewables: { label: "Solar and wind power", industryHref: "/industry#power-generation" },
  "data-centres": { label: "Data centres and buildings", industryHref: "/industry#bms" },
  "oil-gas": { label: "Refining and petrochemicals", industryHref: "/industry#oil-gas" },
  textiles: { label: "Textiles" },
  railways: { label: "Railway traction" },
  water: { label: "Water supply and treatment", industryHref: "/industry#water-treatment" },
  sugar: { label: "Sugar and distilleries" },
} as const satisfies Record<string, { label: string; industryHref?: string }>;

export type SectorId = keyof typeof sectors;

export const sectorIds = Object.keys(sectors) as [SectorId, ...SectorId[]];

/** The services a case study can name, each linked to the page that describes it. */
export const caseStudyServices = {
  fieldservice: { label: "Field services", href: "/transformer/fieldservice" },
  overhauling: {
    label: "Refurbishment and overhauling",
    href: "/transformer/refurbishmentandoverhauling",
  },
  repair: { label: "Field repairs and maintenance", href: "/transformer/repaireandmaintainance" },
  testing: { label: "HV and LV testing", href: "/transformer/hvlvtesting" },
  rental: { label: "Transformer rental", href: "/transformer/rental" },
  // A single-item catalogue service: its page is a details page, not a category page.
  "oil-filtration": {
    label: "Transformer oil filtration",
    href: "/services/details/transformer-oil-filtration-services",
  },
  oltc: { label: "OLTC repair", href: "/services/categories/oltc-repairing-services" },
  breaker: { label: "ACB and VCB repair", href: "/services/categories/acb-vcb-repairing-services" },
  automation: { label: "Automation", href: "/automation" },
} as const satisfies Record<string, { label: string; href: string }>;

export type ServiceId = keyof typeof caseStudyServices;

/** The drawing of each kind of work: a study's card shows the one of its own field. */
export const serviceDrawings = {
  fieldservice: { src: "/images/services/field-service.svg", width: 640, height: 400 },
  overhauling: { src: "/images/services/refurbishment.svg", width: 640, height: 400 },
  repair: { src: "/images/services/repairs-maintenance.svg", width: 640, height: 400 },
  testing: { src: "/images/services/hvlv-testing.svg", width: 640, height: 400 },
  rental: { src: "/images/transformer/rental.svg", width: 640, height: 400 },
  "oil-filtration": { src: "/images/transformer/on-site-drying.svg", width: 640, height: 400 },
  oltc: { src: "/images/transformer/bushing-tap-changer.svg", width: 640, height: 400 },
  breaker: { src: "/images/catalogue/breaker-vcb.svg", width: 480, height: 360 },
  automation: { src: "/images/automation/cell-voltage.svg", width: 640, height: 400 },
} as const satisfies Record<ServiceId, { src: string; width: number; height: number }>;

export const serviceIds = Object.keys(caseStudyServices) as [ServiceId, ...ServiceId[]];

/**
 * Drawings a study may name instead of its lead service's (`drawing:`), so that two studies of
 * one field of work, side by side in a list, do not show the same picture.
 */
export const studyDrawings = {
  ...serviceDrawings,
  "condition-assessment": {
    src: "/images/transformer/condition-assessment.svg",
    width: 640,
    height: 400,
  },
  "oil-testing": { src: "/images/transformer/oil-testing-dga.svg", width: 640, height: 400 },
  commissioning: { src: "/images/transformer/commissioning.svg", width: 640, height: 400 },
} as const satisfies Record<string, { src: string; width: number; height: number }>;

export type DrawingId = keyof typeof studyDrawings;
export const drawingIds = Object.keys(studyDrawings) as [DrawingId, ...DrawingId[]];

/** A study's state: one of the states and union territories as the service request form lists them. */
export type { IndianState };

/** A comparison that a numeric result can be checked against. */
export type Limit =
  | { kind: "at-least" | "above" | "at-most" | "below"; value: number }
  | { kind: "between"; low: number; high: number };

const number = String.raw`-?\d+(?:\.\d+)?`;
const comparison = new RegExp(`^(≥|>|≤|<)\\s*(${number})$`);
const range = new RegExp(`^(${number})\\s+to\\s+(${number})$`);
const comparisonKinds = { "≥": "at-least", ">": "above", "≤": "at-most", "<": "below" } as const;

/** Reads "≥ 60", "< 0.03" or "12.25 to 12.75"; anything else (a written criterion) is undefined. */
export function parseLimit(limit: string): Limit | undefined {
  const compared = comparison.exec(limit.trim());
  if (compared?.[1] && compared[2]) {
    const sign = compared[1] as keyof typeof comparisonKinds;
    return { kind: comparisonKinds[sign], value: Number(compared[2]) };
  }
  const between = range.exec(limit.trim());
  if (between?.[1] && between[2]) {
    return { kind: "between", low: Number(between[1]), high: Number(between[2]) };
  }
  return undefined;
}

export function meetsLimit(value: number, limit: Limit): boolean {
  switch (limit.kind) {
    case "at-least":
      return value >= limit.value;
    case "above":
      return value > limit.value;
    case "at-most":
      return value <= limit.value;
    case "below":
      return value < limit.value;
    case "between":
      return value >= limit.low && value <= limit.high;
  }
}

/** Sentences in a paragraph: a full stop, question or exclamation mark before a capital or digit. */
export function sentenceCount(paragraph: string): number {
  return paragraph.trim().split(/(?<=[.!?])\s+(?=[A-Z0-9])/).length;
}

export function caseStudyHref(slug: string): string {
  return `/case-studies/${slug}`;
}

/** The transformer's or breaker's age in whole years when the work was done. */
export function assetAge(study: { year: number; asset: { manufactured: number } }): number {
  return study.year - study.asset.manufactured;
}

export const defaultResultLabels = { before: "Before", after: "After" } as const;

/** Rows of an oil test or a DGA: the ones a reader may want to compare with a report of their own. */
const oilOrGasTest =
  /breakdown voltage|water content|acidity|interfacial tension|dissipation factor.*oil|hydrogen|methane|ethane|ethylene|acetylene|carbon (?:mon|di)oxide/i;

/** Whether the results table holds oil test or dissolved gas values. */
export function hasOilOrGasResults(study: { results: readonly { test: string }[] }): boolean {
  return study.results.some((row) => oilOrGasTest.test(row.test));
}
