/**
 * Schemas of the marketing content files under content/. The shapes they share with the
 * components (blocks, pictures, pages) are defined once, in app/ui/content-types.ts.
 */
import { z } from "zod";
import {
  heroSlideSchema,
  marketingPageSchema,
  serviceCardSchema,
  testimonialSchema,
} from "#app/ui/content-types.ts";

const text = z.string().min(1, "must not be empty");

/** content/pages/<page id>.yaml: a page without its path, which the file name gives. */
export const pageFileSchema = marketingPageSchema.omit({ path: true });

/** A home band that shows a few of a kind and links to all of them from its heading's row. */
const linkedBandSchema = z.strictObject({
  eyebrow: text,
  heading: text,
  more: z.strictObject({ to: text, label: text }),
});

/** content/home.yaml */
export const homeFileSchema = z.strictObject({
  heroSlides: z.array(heroSlideSchema).min(1),
  aboutTeaser: z.strictObject({ heading: text, paragraphs: z.array(text).min(1) }),
  serviceCards: z.array(serviceCardSchema).min(1),
  homeHighlights: z.array(z.strictObject({ value: text, label: text })).min(1),
  bands: z.strictObject({
    services: linkedBandSchema,
    industries: linkedBandSchema,
    catalogue: linkedBandSchema,
    caseStudies: linkedBandSchema,
  }),
  /** The industries band: each names what matters to that industry's transformers. */
  industries: z
    .array(z.strictObject({ label: text, text: text.max(140), link: text }))
    .min(4)
    .max(8),
  /** The band for a breakdown (call and request) and for a transformer on hire meanwhile. */
  breakdownBand: z.strictObject({
    heading: text,
    text,
    rentalHeading: text,
    rentalText: text,
  }),
  closing: z.strictObject({ heading: text, text }),
});

/** One way of reaching the company, named by what it is for. */
const channelSchema = z.strictObject({ label: text.max(40), note: text.max(120) });

/** content/contact.yaml */
export const contactFileSchema = z.strictObject({
  title: text,
  description: text,
  heading: text,
  lead: text,
  /** What a caller should have to hand, beside the heading from 1024 px up. */
  ready: z.strictObject({ heading: text.max(60), items: z.array(text.max(140)).min(3).max(6) }),
  channels: z.strictObject({
    breakdown: channelSchema,
    sales: channelSchema,
    email: channelSchema,
    works: channelSchema,
  }),
  benefits: z.array(z.strictObject({ title: text, text })).min(1),
  formHeading: text,
  formIntro: text,
  mapTitle: text,
  visitNote: text,
});

/** content/leaders.yaml: the company's leaders, each with a portrait slot "leader-<id>". */
export const leadersFileSchema = z.strictObject({
  heading: text,
  intro: text,
  leaders: z
    .array(
      z.strictObject({
        id: z.string().regex(/^[a-z]+(?:-[a-z]+)*$/, "must be a lower-case slug"),
        name: text,
        role: text,
        qualifications: text,
        note: text,
      }),
    )
    .min(1)
    .max(8),
});

/** content/testimonials/<slug>.yaml: `order` places it in the carousel and on the list page. */
export const testimonialFileSchema = z.strictObject({
  order: z.number().int().positive(),
  ...testimonialSchema.shape,
});

export type HomeContent = z.infer<typeof homeFileSchema>;
export type LinkedBandCopy = z.infer<typeof linkedBandSchema>;
export type ContactPageContent = z.infer<typeof contactFileSchema>;
export type LeadersContent = z.infer<typeof leadersFileSchema>;
