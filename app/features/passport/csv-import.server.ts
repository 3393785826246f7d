/** The import templates for the console's pages: csv-import.ts (csv-parse) stays on the server. */
export { assetTemplate, recordTemplate } from "./csv-import.ts";
