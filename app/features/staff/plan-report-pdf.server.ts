/**
 * The monthly plan report as a PDF made with pdf-lib: A4, the company's name, the plan and the
 * month, the counts of targets met and missed, and one line a request (continued on new pages),
 * with page x of y. Helvetica (WinAnsi): a character it cannot print is written as "?".
 */
import { PageSizes, PDFDocument, type PDFFont, type PDFPage, rgb, StandardFonts } from "pdf-lib";
import { company } from "#app/lib/company.ts";
import type { ReportCounts } from "./plan-report.server.ts";

const [width, height] = PageSizes.A4;
const margin = 40;
const navy = rgb(0.04, 0.1, 0.18);
const steel = rgb(0.31, 0.36, 0.44);
const red = rgb(0.6, 0.1, 0.1);

/** WinAnsi's printable range, less what Helvetica lacks; the rest becomes "?". */
const printable = (text: string) =>
  text
    .replaceAll("–", "-")
    .replaceAll("—", "-")
    .replace(/[^\u0020-\u007e\u00a0-\u00ff]/g, "?");

function clip(text: string, font: PDFFont, size: number, max: number): string {
  let value = printable(text);
  while (value.length > 1 && font.widthOfTextAtSize(value, size) > max)
    value = `${value.slice(0, -2)}.`;
  return value;
}

export async function reportPdf(report: {
  company: string;
  plan: string;
  month: string;
  counts: ReportCounts;
  lines: string[][];
}): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  doc.setTitle(printable(`Response report ${report.month}: ${report.company}`));
  doc.setProducer(company.name);
  const regular = await doc.embedFont(StandardFonts.Helvetica);
  const bold = await doc.embedFont(StandardFonts.HelveticaBold);
  // Reference, received, acknowledge, on site: the columns a customer reads.
  const columns = [
    { index: 0, label: "Reference", width: 100 },
    { index: 1, label: "Received (IST)", width: 105 },
    { index: 6, label: "Call back", width: 155 },
    { index: 8, label: "On site", width: 155 },
  ];
  const pages: PDFPage[] = [];
  let page = doc.addPage([width, height]);
  pages.push(page);
  let y = height - margin;
  const text = (value: string, x: number, size: number, font = regular, color = navy) =>
    page.drawText(printable(value), { x, y, size, font, color });

  text(company.name, margin, 10, bold, steel);
  y -= 24;
  text(`${report.plan} plan: response report for ${report.month}`, margin, 16, bold);
  y -= 20;
  text(clip(report.company, regular, 12, width - 2 * margin), margin, 12);
  y -= 22;
  text(
    `${report.counts.requests} requests · ${report.counts.met} targets met · ${report.counts.missed} targets missed`,
    margin,
    11,
    bold,
    report.counts.missed > 0 ? red : navy,
  );
  y -= 28;
  const header = () => {
    let x = margin;
    for (const column of columns) {
      text(column.label, x, 9, bold, steel);
      x += column.width;
    }
    y -= 16;
  };
  header();
  if (report.lines.length === 0)
    text("No service request under this plan in the month.", margin, 10);
  for (const line of report.lines) {
    if (y < margin + 30) {
      page = doc.addPage([width, height]);
      pages.push(page);
      y = height - margin;
      header();
    }
    let x = margin;
    for (const column of columns) {
      const value = line[column.index] ?? "";
      text(
        clip(value, regular, 8.5, column.width - 6),
        x,
        8.5,
        regular,
        value.startsWith("Missed") ? red : navy,
      );
      x += column.width;
    }
    y -= 14;
  }
  for (const [index, each] of pages.entries())
    each.drawText(`Page ${index + 1} of ${pages.length}`, {
      x: width - margin - 60,
      y: margin / 2,
      size: 8,
      font: regular,
      color: steel,
    });
  return doc.save();
}
