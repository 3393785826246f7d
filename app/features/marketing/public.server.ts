/** What the build's scripts may use of the marketing pages: the content reader and its schema. */
export { loadContentFile } from "#app/lib/content-files.ts";
export { pageFileSchema } from "./content-schemas.ts";
export { marketingPage } from "./marketing-pages.server.ts";
