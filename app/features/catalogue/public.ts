/** What other parts of the project use of the catalogue, browser-safe. */
export { formatPrice } from "./format.ts";
export { headlineFacts, isService, termsBoxes } from "./item-facts.ts";
export type { CatalogueItem, Service } from "./schema.ts";
