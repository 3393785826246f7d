/**
 * A brochure of one service line, printed from the same content as its page
 * (content/pages/<page>.yaml): the heading and lead, then every block in order.
 */
import { type CompanyProfile, company } from "#app/lib/company.ts";
import { credentialsUpdated, type IsoDate } from "#app/lib/company-credentials.ts";
import type { Block, MarketingPage } from "#app/ui/content-types.ts";
import { footerLines, startDocument } from "./document.ts";

import type { Flow } from "./flow.ts";
import { colours } from "./layout.ts";
import { drawFooters } from "./page-furniture.ts";

const body = { size: 9.5, leading: 13.5 };

/** Rows of at most four figures: a fifth would not fit the width. */
function figureRows<T>(items: T[]): T[][] {
  const rows: T[][] = [];
  for (let start = 0; start < items.length; start += 4) rows.push(items.slice(start, start + 4));
  return rows;
}

function writeBlock(flow: Flow, block: Block, siteUrl: string): void {
  switch (block.kind) {
    case "prose":
      flow.heading(block.heading);
      for (const paragraph of block.paragraphs) {
        flow.text(paragraph, body);
        flow.space(5);
      }
      return;
    case "cards":
      flow.heading(block.heading);
      if (block.intro) flow.text(block.intro, body);
      flow.space(4);
      flow.grid(block.cards, 2, 8.5);
      return;
    case "list":
      flow.heading(block.heading);
      if (block.intro) flow.text(block.intro, body);
      for (const item of block.items) {
        flow.space(2);
        flow.text(`- ${item.title ? `${item.title}: ` : ""}${item.text}`, body);
      }
      return;
    case "steps":
      flow.heading(block.heading);
      if (block.intro) flow.text(block.intro, body);
      block.steps.forEach((step, index) => {
        flow.space(3);
        flow.text(`${index + 1}. ${step.title}`, { ...body, bold: true, colour: colours.navy900 });
        flow.text(step.text, body);
      });
      return;
    case "facts":
      if (block.heading) flow.heading(block.heading);
      else flow.space(8);
      for (const row of figureRows(block.facts)) {
        flow.figures(row);
        flow.space(6);
      }
      return;
    case "cta":
      flow.space(8);
      flow.callout(block.heading, `${block.text} ${siteUrl}${block.action.to}`, 9.5);
      return;
  }
}

export async function brochurePdf(
  page: MarketingPage,
  siteUrl: string,
  profile: CompanyProfile = company,
  issued: IsoDate = credentialsUpdated,
): Promise<Uint8Array> {
  const { doc, fonts, flow } = await startDocument({
    title: `${page.title}: service brochure — ${profile.name}`,
    subject: page.description,
    keywords: ["brochure", page.title, ...profile.keywords],
    profile,
    issued,
    kind: "Service brochure",
    detail: page.title,
  });
  if (page.eyebrow) flow.text(page.eyebrow, { size: 9.5, bold: true, colour: colours.amber800 });
  flow.space(2);
  flow.text(page.heading, { size: 20, bold: true, colour: colours.navy900, leading: 24 });
  flow.space(4);
  flow.text(page.lead, { size: 11.5, colour: colours.steel800, leading: 16 });
  flow.space(6);
  for (const block of page.blocks) writeBlock(flow, block, siteUrl);
  flow.space(10);
  const [service, sales] = profile.keyPersonnel;
  flow.callout(
    "Talk to an engineer",
    `24×7 breakdown desk ${service.phone.display}; quotations, AMC and rental ${sales.phone.display}; ${profile.email}. This brochure is printed from ${siteUrl}${page.path}, where the current version is.`,
    9.5,
  );
  drawFooters(doc, fonts, footerLines(profile));
  return doc.save();
}
