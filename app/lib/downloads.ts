/**
 * Where the PDFs printed at build time (scripts/pdf/build-pdfs.ts) live in the built site: a
 * datasheet per catalogue item and a brochure per service line. Pages link to these paths; the
 * build writes exactly these files, and a test checks that every one exists.
 */

/** The service lines with a brochure: the pages of the transformer services and automation. */
export const serviceLinePaths = [
  "/transformer/fieldservice",
  "/transformer/refurbishmentandoverhauling",
  "/transformer/repaireandmaintainance",
  "/transformer/hvlvtesting",
  "/transformer/rental",
  "/transformer/transformer1",
  "/transformer/transformer2",
  "/transformer/transformer3",
  "/transformer/transformer4",
  "/transformer/transformer5",
  "/automation",
] as const;

export function datasheetHref(itemId: string): string {
  return `/downloads/datasheet-${itemId}.pdf`;
}

/** "/transformer/rental" → "/downloads/brochure-transformer-rental.pdf"; undefined for other pages. */
export function brochureHref(pagePath: string): string | undefined {
  if (!(serviceLinePaths as readonly string[]).includes(pagePath)) return undefined;
  return `/downloads/brochure-${pagePath.slice(1).replaceAll("/", "-")}.pdf`;
}
