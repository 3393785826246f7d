/**
 * Shapes of the marketing copy, as zod schemas; the TypeScript types are inferred from them, so
 * each shape is defined once. Every page body is a list of blocks rendered by one set of
 * components (blocks.tsx). The objects are strict: a misspelt field in a content file is an error.
 */
import { z } from "zod";

const text = z.string().min(1, "must not be empty");

export const illustrationSchema = z.strictObject({
  /** Path under public/, e.g. "/images/industries/pharma.svg". */
  src: z.string().regex(/^\/images\/[a-z0-9/._-]+$/, "must be a path under /images/"),
  /** Meaningful alternative text; "" only for a purely decorative picture. */
  alt: z.string(),
  width: z.number().int().positive(),
  height: z.number().int().positive(),
});

export const actionSchema = z.strictObject({
  label: text,
  /** A path of this site, e.g. "/contact". */
  to: z.string().regex(/^\//, "must be a path of this site, starting with /"),
});

const titled = z.strictObject({ title: text, text });

export const blockSchema = z.discriminatedUnion("kind", [
  z.strictObject({
    kind: z.literal("prose"),
    id: text.optional(),
    heading: text,
    image: illustrationSchema.optional(),
    paragraphs: z.array(text).min(1),
    action: actionSchema.optional(),
    /**
     * A side column beside copy without a picture: key facts, deliverables or standards, each
     * a short line drawn from the copy itself. Without it (and without a picture) the copy is a
     * centred reading column.
     */
    aside: z
      .strictObject({
        heading: text,
        items: z.array(text.max(90, "must be at most 90 characters")).min(2).max(6),
      })
      .optional(),
  }),
  z.strictObject({
    kind: z.literal("cards"),
    id: text.optional(),
    heading: text,
    intro: text.optional(),
    cards: z
      .array(
        z.strictObject({
          title: text,
          text,
          image: illustrationSchema.optional(),
          /** A card that is one band of a condition scale, drawn in that band's colour. */
          status: z.enum(["good", "fair", "poor", "critical"]).optional(),
        }),
      )
      .min(1),
  }),
  z.strictObject({
    kind: z.literal("list"),
    id: text.optional(),
    heading: text,
    intro: text.optional(),
    items: z.array(z.strictObject({ title: text.optional(), text })).min(1),
  }),
  z.strictObject({
    kind: z.literal("steps"),
    id: text.optional(),
    heading: text,
    intro: text.optional(),
    steps: z.array(titled).min(1),
  }),
  z.strictObject({
    kind: z.literal("facts"),
    id: text.optional(),
    heading: text.optional(),
    facts: z.array(z.strictObject({ value: text, label: text })).min(1),
  }),
  z.strictObject({
    kind: z.literal("cta"),
    id: text.optional(),
    heading: text,
    text,
    action: actionSchema,
  }),
]);

export const marketingPageSchema = z.strictObject({
  /** The URL exactly as the route table spells it. */
  path: z.string().regex(/^\/[a-z0-9/]*$/, "must be a path such as /company/safety"),
  /** The page's own name, used as "<title> — <Company>" in the tab. */
  title: text,
  /** Meta description, 70–170 characters (a search snippet's length), specific to this page. */
  description: text,
  /** Small label above the main heading, e.g. "Transformer services". */
  eyebrow: text.optional(),
  /** The page's h1. */
  heading: text,
  /** One or two sentences under the h1. */
  lead: text,
  hero: illustrationSchema.optional(),
  blocks: z.array(blockSchema).min(1),
});

/** A client's words: `work` is the person's position, `company` the customer and its town. */
export const testimonialSchema = z.strictObject({
  name: text,
  work: text,
  company: text,
  feedBack: text,
});

export const serviceCardSchema = z.strictObject({
  title: text,
  description: text,
  image: illustrationSchema,
  link: actionSchema.shape.to,
});

export const heroSlideSchema = z.strictObject({ image: illustrationSchema, caption: text });

export type Illustration = z.infer<typeof illustrationSchema>;
export type Action = z.infer<typeof actionSchema>;
export type Block = z.infer<typeof blockSchema>;
export type MarketingPage = z.infer<typeof marketingPageSchema>;
export type Testimonial = z.infer<typeof testimonialSchema>;
export type ServiceCard = z.infer<typeof serviceCardSchema>;
export type HeroSlide = z.infer<typeof heroSlideSchema>;
