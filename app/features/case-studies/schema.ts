/**
 * Case studies: one file per project, content/case-studies/<slug>.yaml, checked against this
 * schema when the site is built and on the server. The browser never loads it: what the pages
 * need without zod is in fields.ts, which this module re-exports for server code.
 */
import { z } from "zod";
import { statesAndUnionTerritories } from "#app/features/service-requests/public.ts";
import {
  drawingIds,
  meetsLimit,
  parseLimit,
  sectorIds,
  sentenceCount,
  serviceIds,
} from "./fields.ts";

export * from "./fields.ts";

/**
 * The states and union territories, as the service request form lists them: a study's state.
 * Server only: importing the list would load the service request's options into the pages.
 */
export const indianStates = statesAndUnionTerritories;

const text = z.string().trim().min(1, "must not be empty");

/**
 * A cooling code of IEC 60076-2 (ONAN, OFWF…), or of IEC 60076-11 for dry types (AN, AF), with
 * alternatives separated by "/" as on a rating plate: "ONAN/ONAF".
 */
const coolingCode = /^(?:[OKL][NFD][AW][NF]|A[NF])(?:\/(?:[OKL][NFD][AW][NF]|A[NF]))*$/;

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
  /** The maker, or what may be said of it: "BHEL", "Indian manufacturer (name withheld)". */
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

const slug = z
  .string()
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, "must be a lower-case slug (a-z, 0-9, single hyphens)");

/** content/case-studies/<slug>.yaml */
export const caseStudySchema = z
  .strictObject({
    /** The file's name and the page's address: /case-studies/<slug>. */
    slug,
    title: text.max(100, "must be at most 100 characters"),
    /**
     * The result the study's card and page lead with, in the study's own figures and at most 48
     * characters: "Back in traffic the same night".
     */
    headline: text.max(48, "must be at most 48 characters"),
    /** One or two sentences for cards and the page's meta description. */
    summary: text.max(160, "must be at most 160 characters (it is the meta description)"),
    sector: z.enum(sectorIds),
    state: z.enum(indianStates),
    /** City, town or district, as a reader would look for it: "Dahej, Bharuch district". */
    city: text,
    /** The year the work was done. */
    year: year.min(2019, "must be 2019 or later").max(2026, "must be 2026 or earlier"),
    /** The first is the study's own field of work: service and industry pages show it by that. */
    services: z
      .array(z.enum(serviceIds))
      .min(1)
      .refine((ids) => new Set(ids).size === ids.length, "must not name a service twice"),
    /** A drawing other than the lead service's, where two studies of one field would repeat it. */
    drawing: z.enum(drawingIds).optional(),
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
