/**
 * The monthly plan report as a PDF made with pdf-lib: A4, the company's name, the plan and the
 * month ("November 2026"), the counts of targets met and missed, and one row a request, each cell
 * wrapped onto as many lines as its text needs (rows continue on new pages), with page x of y.
 * Helvetica (WinAnsi): a character it cannot print is written as "?".
 */
import { PageSizes, PDFDocument, type PDFFont, type PDFPage, rgb, StandardFonts } from "pdf-lib";
import { longMonth } from "#app/lib/calendar-day.ts";
import { company } from "#app/lib/company.ts";
import { wrapLines } from "#app/lib/pdf-wrap.ts";
import type { ReportCounts } from "./plan-report.server.ts";

const [width, height] = PageSizes.A4;
const margin = 40;
const navy = rgb(0.04, 0.1, 0.18);
const steel = rgb(0.31, 0.36, 0.44);
const red = rgb(0.6, 0.1, 0.1);
const cellSize = 8.5;
const cellLeading = 11;
const rowGap = 5;

/** WinAnsi's printable range, less what Helvetica lacks; the rest becomes "?". */
const printable = (text: string) =>
  text
    .replaceAll("–", "-")
    .replaceAll("—", "-")
    .replace(/[^\u0020-\u007e\u00a0-\u00ff]/g, "?");

/** The words to place: a number and its unit ("30 min", "2 h") stay on one line. */
function words(paragraph: string): string[] {
  const placed: string[] = [];
  for (const word of printable(paragraph).split(/ +/)) {
    const last = placed.at(-1);
    if (last !== undefined && /\d$/.test(last) && /^(?:min|h|IST)\b/.test(word))
      placed[placed.length - 1] = `${last} ${word}`;
    else placed.push(word);
  }
  return placed;
}

function wrap(text: string, font: PDFFont, size: number, max: number): string[] {
  return wrapLines(text, font, size, max, words);
}

/** "1 request", "2 requests". */
const count = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** The counts line: "1 request · 2 targets met · 0 targets missed". */
export function countsLine(counts: ReportCounts): string {
  return [
    count(counts.requests, "request", "requests"),
    `${count(counts.met, "target", "targets")} met`,
    `${count(counts.missed, "target", "targets")} missed`,
  ].join(" · ");
}

export async function reportPdf(report: {
  company: string;
  plan: string;
  /** YYYY-MM */
  month: string;
  counts: ReportCounts;
  lines: string[][];
}): Promise<Uint8Array> {
  const month = longMonth(report.month);
  const doc = await PDFDocument.create();
  doc.setTitle(printable(`Response report ${month}: ${report.company}`));
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
  for (const line of wrap(
    `${report.plan} plan: response report for ${month}`,
    bold,
    16,
    width - 2 * margin,
  )) {
    text(line, margin, 16, bold);
    y -= 20;
  }
  for (const line of wrap(report.company, regular, 12, width - 2 * margin)) {
    text(line, margin, 12);
    y -= 16;
  }
  y -= 6;
  text(countsLine(report.counts), margin, 11, bold, report.counts.missed > 0 ? red : navy);
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
    const cells = columns.map((column) => {
      const value = line[column.index] ?? "";
      return {
        lines: wrap(value, regular, cellSize, column.width - 6),
        color: value.startsWith("Missed") ? red : navy,
      };
    });
    const rowHeight = Math.max(...cells.map((cell) => cell.lines.length)) * cellLeading;
    if (y - rowHeight < margin + 16) {
      page = doc.addPage([width, height]);
      pages.push(page);
      y = height - margin;
      header();
    }
    const top = y;
    let x = margin;
    for (const [index, cell] of cells.entries()) {
      y = top;
      for (const wrapped of cell.lines) {
        text(wrapped, x, cellSize, regular, cell.color);
        y -= cellLeading;
      }
      x += columns[index]?.width ?? 0;
    }
    y = top - rowHeight - rowGap;
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
