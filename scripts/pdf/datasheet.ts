/**
 * A datasheet of one catalogue item, on one or two A4 pages: the same facts, specification and
 * steps as the item's page (app/features/catalogue/item-facts.ts decides which facts and names).
 */

import {
  type CatalogueItem,
  formatPrice,
  headlineFacts,
  termsBoxes,
} from "#app/features/catalogue/public.ts";
import { longDay } from "#app/lib/calendar-day.ts";
import { type CompanyProfile, company } from "#app/lib/company.ts";
import { credentialsUpdated, type IsoDate } from "#app/lib/company-credentials.ts";
import { footerLines, startDocument } from "./document.ts";
import { colours, sheet } from "./layout.ts";
import { drawFooters } from "./page-furniture.ts";

/** The item and the line of the catalogue it belongs to ("Transformer Repair & Maintenance"). */
export type DatasheetItem = { item: CatalogueItem; line: string; url: string };

export async function datasheetPdf(
  { item, line, url }: DatasheetItem,
  profile: CompanyProfile = company,
  issued: IsoDate = credentialsUpdated,
): Promise<Uint8Array> {
  const { doc, fonts, flow } = await startDocument({
    title: `${item.name}: datasheet — ${profile.name}`,
    subject: item.summary,
    keywords: ["datasheet", item.name, item.no, line],
    profile,
    issued,
    kind: "Datasheet",
    detail: `Item code ${item.no}`,
  });
  const price = item.price ? `${formatPrice(item.price)}, excluding GST` : "On request";

  flow.text(line, { size: 9.5, bold: true, colour: colours.amber800 });
  flow.space(2);
  flow.text(item.name, { size: 20, bold: true, colour: colours.navy900, leading: 24 });
  flow.space(4);
  flow.text(item.summary, { size: 11, colour: colours.steel800, leading: 15 });
  flow.space(10);
  // Every commercial fact once, under the names the item's page uses.
  const terms = termsBoxes(item)
    .flatMap((box) => box.rows)
    .filter(([label]) => label !== "Price");
  flow.fields(
    [["Price", price, true], ...(terms.length > 0 ? terms : headlineFacts(item))],
    9,
    150,
  );

  if (item.scope) {
    flow.heading("Scope and deliverables");
    flow.text(item.scope, { size: 9.5, leading: 13.5 });
    for (const deliverable of item.deliverables ?? []) {
      flow.space(2);
      flow.text(`- ${deliverable}`, { size: 9.5, leading: 13.5 });
    }
  }
  if (item.description) {
    flow.heading(item.scope ? "Description" : "Product description");
    for (const paragraph of item.description) {
      flow.text(paragraph, { size: 9.5, leading: 13.5 });
      flow.space(5);
    }
  }
  if (item.specification) {
    flow.heading("Specification");
    flow.table(
      [
        { header: "Parameter", width: sheet.contentWidth * 0.34, bold: true },
        { header: "Value", width: sheet.contentWidth * 0.66 },
      ],
      item.specification.map((row) => [row.name, row.value]),
      8.5,
    );
  }
  if (item.workDuration) {
    flow.heading("Work duration");
    for (const step of item.workDuration) flow.text(`- ${step}`, { size: 9.5, leading: 13.5 });
  }
  flow.space(10);
  const [service, sales] = profile.keyPersonnel;
  flow.callout(
    "To order or ask a question",
    `Call ${sales.phone.display} (quotations, AMC and rental) or ${service.phone.display} (24×7 breakdown desk), write to ${profile.email}, or send an enquiry from ${url}. Prices and terms as of ${longDay(issued)}; the quotation we send is what binds.`,
    9,
  );
  drawFooters(doc, fonts, footerLines(profile));
  return doc.save();
}
