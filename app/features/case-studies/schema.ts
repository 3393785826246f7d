/**
 * Case studies: one file per project, content/case-studies/<slug>.yaml, checked against this
 * schema when the site is built. Browser-safe: the list page's filters read the sectors, services
 * and states from here.
 */
import { z } from "zod";
import { type IndianState, statesAndUnionTerritories } from "../service-requests/public.ts";

const text = z.string().trim().min(1, "must not be empty");

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

export const serviceIds = Object.keys(caseStudyServices) as [ServiceId, ...ServiceId[]];

/** The states and union territories, as the service request form lists them: a study's state. */
export const indianStates = statesAndUnionTerritories;
export type { IndianState };

/**
 * A cooling code of IEC 60076-2 (ONAN, OFWF…), or of IEC 60076-11 for dry types (AN, AF), with
 * alternatives separated by "/" as on a rating plate: "ONAN/ONAF".
 */
const coolingCode = /^(?:[OKL][NFD][AW][NF]|A[NF])(?:\/(?:[OKL][NFD][AW][NF]|A[NF]))*$/;

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

/**
 * One row of the results table. A number in `after` must meet `limit`, which is then written as
 * a comparison ("≥ 60", "< 20", "12.25 to 12.75") in the row's unit; a row whose result is a
 * written finding (an SFRA comparison, a withstand test) states its criterion in words.
 */
export const resultRowSchema = z
  .strictObject({
    test: text,
    /** Omitted for ratios and dimensionless values (PI, dissipation factor). */
    unit: text.optional(),
    before: z.union([z.number(), text]),
    after: z.union([z.number(), text]),
    limit: text,
    /** The standard or document the limit comes from, and the test method where it matters. */
    standard: text,
  })
  .superRefine((row, ctx) => {
    if (typeof row.after !== "number") return;
    const limit = parseLimit(row.limit);
    if (!limit) {
      ctx.addIssue({
        code: "custom",
        path: ["limit"],
        message: `a numeric result needs a limit such as "≥ 60", "< 0.03" or "12.25 to 12.75", not "${row.limit}"`,
      });
    } else if (!meetsLimit(row.after, limit)) {
      ctx.addIssue({
        code: "custom",
        path: ["after"],
        message: `${row.after} does not meet the limit ${row.limit}`,
      });
    }
  });

const year = z.number().int();

const transformerSchema = z.strictObject({
  type: z.literal("transformer"),
  /** What the unit is and does: "Rectifier transformer for the membrane electrolysers". */
  description: text,
  /** How many identical units the study covers; 1 when omitted. */
  units: z.number().int().min(2).optional(),
  /** Per unit: "31.5 MVA", "630 kVA". */
  rating: z.string().regex(/^\d+(?:\.\d+)? (?:kVA|MVA)$/, 'must read like "31.5 MVA" or "630 kVA"'),
  /** Rated voltages, highest first: "132/33 kV", "33/0.8/0.8 kV". */
  voltage: z.string().regex(/^\d+(?:\.\d+)?(?:\/\d+(?:\.\d+)?)* kV$/, 'must read like "132/33 kV"'),
  cooling: z.string().regex(coolingCode, 'must be an IEC 60076-2 code such as "ONAN/ONAF"'),
  /** The maker, or a description of it: "BHEL", "an Indian OEM". */
  make: text,
  manufactured: year.min(1950, "must be 1950 or later"),
  /** Whether the transformer has an on-load tap changer. */
  oltc: z.boolean(),
});

const switchgearSchema = z.strictObject({
  type: z.literal("switchgear"),
  description: text,
  units: z.number().int().min(2).optional(),
  /** "1250 A, 25 kA". */
  rating: text,
  voltage: z.string().regex(/^\d+(?:\.\d+)? kV$/, 'must read like "22 kV"'),
  make: text,
  manufactured: year.min(1950, "must be 1950 or later"),
});

export const assetSchema = z.discriminatedUnion("type", [transformerSchema, switchgearSchema]);

/** Sentences in a paragraph: a full stop, question or exclamation mark before a capital or digit. */
export function sentenceCount(paragraph: string): number {
  return paragraph.trim().split(/(?<=[.!?])\s+(?=[A-Z0-9])/).length;
}

const slug = z
  .string()
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, "must be a lower-case slug (a-z, 0-9, single hyphens)");

/** content/case-studies/<slug>.yaml */
export const caseStudySchema = z
  .strictObject({
    /** The file's name and the page's address: /case-studies/<slug>. */
    slug,
    title: text.max(100, "must be at most 100 characters"),
    /** One or two sentences for cards and the page's meta description. */
    summary: text.max(160, "must be at most 160 characters (it is the meta description)"),
    sector: z.enum(sectorIds),
    state: z.enum(indianStates),
    /** City, town or district, as a reader would look for it: "Dahej, Bharuch district". */
    city: text,
    /** The year the work was done. */
    year: year.min(2019, "must be 2019 or later").max(2026, "must be 2026 or earlier"),
    services: z
      .array(z.enum(serviceIds))
      .min(1)
      .refine((ids) => new Set(ids).size === ids.length, "must not name a service twice"),
    asset: assetSchema,
    /** What was wrong and why it mattered: two to four sentences. */
    problem: text.refine(
      (paragraph) => sentenceCount(paragraph) >= 2 && sentenceCount(paragraph) <= 4,
      "must be two to four sentences",
    ),
    /** What was done, in order. */
    work: z.array(text).min(4, "must list at least 4 steps").max(7, "must list at most 7 steps"),
    /** Working days from mobilisation to handover. */
    days: z.number().int().positive().max(365),
    /** What the customer was spared, in words: "About five weeks, compared with a works repair". */
    downtimeAvoided: text,
    /** One sentence on how things stood afterwards. */
    outcome: text.refine((sentence) => sentenceCount(sentence) === 1, "must be one sentence"),
    /** Column headings of the results table, when "Before" and "After" would mislead. */
    resultLabels: z.strictObject({ before: text, after: text }).optional(),
    results: z
      .array(resultRowSchema)
      .min(4, "must have at least 4 rows")
      .max(8, "must have at most 8 rows"),
    quote: z
      .strictObject({
        text,
        /** The speaker's position, without a personal name: "Electrical maintenance head". */
        role: text,
      })
      .optional(),
  })
  .superRefine((study, ctx) => {
    if (study.asset.manufactured > study.year) {
      ctx.addIssue({
        code: "custom",
        path: ["asset", "manufactured"],
        message: `${study.asset.manufactured} is after the year of the work (${study.year})`,
      });
    }
  });

export type CaseStudy = z.infer<typeof caseStudySchema>;
export type CaseStudyAsset = CaseStudy["asset"];
export type ResultRow = CaseStudy["results"][number];

export function caseStudyHref(slug: string): string {
  return `/case-studies/${slug}`;
}

/** The transformer's or breaker's age in whole years when the work was done. */
export function assetAge(study: Pick<CaseStudy, "asset" | "year">): number {
  return study.year - study.asset.manufactured;
}

export const defaultResultLabels = { before: "Before", after: "After" } as const;

/** Rows of an oil test or a DGA: the ones a reader may want to compare with a report of their own. */
const oilOrGasTest =
  /breakdown voltage|water content|acidity|interfacial tension|dissipation factor.*oil|hydrogen|methane|ethane|ethylene|acetylene|carbon (?:mon|di)oxide/i;

/** Whether the results table holds oil test or dissolved gas values. */
export function hasOilOrGasResults(study: Pick<CaseStudy, "results">): boolean {
  return study.results.some((row) => oilOrGasTest.test(row.test));
}
