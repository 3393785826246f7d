import { z } from "zod";

const text = z.string().trim().min(1, "must not be empty");
const slug = z
  .string()
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, "must be a lower-case slug (a-z, 0-9, single hyphens)");
const catalogueImage = z
  .string()
  .regex(/^\/images\/catalogue\/[a-z0-9-]+\.svg$/, "must be /images/catalogue/<name>.svg");
/** What the picture actually shows, for its alt text: "Drawing of a … with …". */
const catalogueImageAlt = z
  .string()
  .trim()
  .min(20, "must describe the drawing in at least 20 characters")
  .max(160, "must be at most 160 characters");

export const priceSchema = z.object({
  /** Rupees, excluding GST. */
  amount: z.number().positive(),
  /** What one price buys: "Piece", "Kg", "Litre", "Job", "Set", "Cylinder"... */
  unit: text,
});

/** What every card of the catalogue shows: a service group, a single service and an item. */
const cardFields = {
  id: slug,
  name: text,
  img: catalogueImage,
  imgAlt: catalogueImageAlt,
  /**
   * An item's code or number as printed in the company's rate list; a group's number of items,
   * as text (the spec's `no`).
   */
  no: text,
  /** One sentence for cards, search results and the page's meta description (max 160 chars). */
  summary: text.max(160),
};

/** Fields shared by a catalogue item and by a top-level service that is a single item. */
const itemFields = {
  ...cardFields,
  deliveryTime: text,
  supplyAbility: text,
  price: priceSchema.optional(),
  minimumOrderQuantity: text.optional(),
  paymentTerms: text.optional(),
  sampleAvailable: text.optional(),
  samplePolicy: text.optional(),
  packagingDetails: text.optional(),
  mainDomesticMarket: text.optional(),
  mainExportMarkets: text.optional(),
  /** Product Description: one or more paragraphs. */
  description: z.array(text).min(1).optional(),
  specification: z
    .array(z.object({ name: text, value: text }))
    .min(1)
    .optional(),
  workDuration: z.array(text).min(1).optional(),
  /**
   * A service's scope: what the job covers, in a sentence or two. An item with a scope is a
   * service, shown with the terms of the job instead of a product's trade terms.
   */
  scope: text.optional(),
  /** What the customer holds at the end of a service: reports, certificates, the unit back. */
  deliverables: z.array(text).min(1).optional(),
};

export const catalogueItemSchema = z.object(itemFields).strict();

/** A top-level service with sub-categories: its page is /services/categories/{id}. */
export const serviceGroupSchema = z
  .object({
    kind: z.literal("group"),
    ...cardFields,
    /** Intro paragraphs of the category page. */
    intro: z.array(text).min(1),
    /** Rows of up to two items each, as the listing card shows them. */
    categories: z.array(z.array(catalogueItemSchema).min(1).max(2)).min(1),
  })
  .strict();

/** A top-level service without sub-categories: its page is /services/details/{id}. */
export const serviceItemSchema = z.object({ kind: z.literal("item"), ...itemFields }).strict();

export const serviceSchema = z.discriminatedUnion("kind", [serviceGroupSchema, serviceItemSchema]);
export const catalogueSchema = z.array(serviceSchema).min(1);

export type Price = z.infer<typeof priceSchema>;
export type CatalogueItem = z.infer<typeof catalogueItemSchema>;
export type ServiceGroup = z.infer<typeof serviceGroupSchema>;
export type ServiceItem = z.infer<typeof serviceItemSchema>;
export type Service = z.infer<typeof serviceSchema>;
