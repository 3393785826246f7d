/** What every page carries: the header band, the legal footer with page numbers, a notice box. */
import type { PDFDocument, PDFPage } from "pdf-lib";
import { colours, type Fonts, type PageDecoration, printable, sheet, wrap } from "./layout.ts";

/** The navy band across the top of every page, with the company's name and the document kind. */
export function headerBand(options: {
  name: string;
  tagline: string;
  kind: string;
  detail: string;
}): PageDecoration {
  return (page, fonts, index) => {
    if (index > 0) {
      compactBand(page, fonts, options.name, options.kind);
      return;
    }
    band(page, 88, 4);
    page.drawText(printable(options.name, fonts.bold), {
      x: sheet.margin,
      y: sheet.height - 42,
      size: 17,
      font: fonts.bold,
      color: colours.white,
    });
    page.drawText(printable(options.tagline, fonts.regular), {
      x: sheet.margin,
      y: sheet.height - 60,
      size: 9,
      font: fonts.regular,
      color: colours.navy200,
    });
    const kind = printable(options.kind.toUpperCase(), fonts.bold);
    page.drawText(kind, {
      x: sheet.width - sheet.margin - fonts.bold.widthOfTextAtSize(kind, 8.5),
      y: sheet.height - 40,
      size: 8.5,
      font: fonts.bold,
      color: colours.amber500,
    });
    const detail = printable(options.detail, fonts.regular);
    page.drawText(detail, {
      x: sheet.width - sheet.margin - fonts.regular.widthOfTextAtSize(detail, 8.5),
      y: sheet.height - 58,
      size: 8.5,
      font: fonts.regular,
      color: colours.navy200,
    });
  };
}

/** The navy band `height` points deep at the top of the page, over an amber stripe. */
function band(page: PDFPage, height: number, stripe: number): void {
  page.drawRectangle({
    x: 0,
    y: sheet.height - height,
    width: sheet.width,
    height,
    color: colours.navy900,
  });
  page.drawRectangle({
    x: 0,
    y: sheet.height - height - stripe,
    width: sheet.width,
    height: stripe,
    color: colours.amber500,
  });
}

/** The band on pages after the first: the name and the document kind on one line. */
function compactBand(page: PDFPage, fonts: Fonts, name: string, kind: string): void {
  band(page, 36, 3);
  page.drawText(printable(name, fonts.bold), {
    x: sheet.margin,
    y: sheet.height - 23,
    size: 11,
    font: fonts.bold,
    color: colours.white,
  });
  const label = printable(kind.toUpperCase(), fonts.bold);
  page.drawText(label, {
    x: sheet.width - sheet.margin - fonts.bold.widthOfTextAtSize(label, 8),
    y: sheet.height - 22,
    size: 8,
    font: fonts.bold,
    color: colours.amber500,
  });
}

/** Legal lines and page numbers at the foot of every page; call once all pages exist. */
export function drawFooters(doc: PDFDocument, fonts: Fonts, lines: string[]): void {
  const pages = doc.getPages();
  pages.forEach((page, index) => {
    page.drawLine({
      start: { x: sheet.margin, y: sheet.footerTop - 12 },
      end: { x: sheet.width - sheet.margin, y: sheet.footerTop - 12 },
      thickness: 0.5,
      color: colours.steel200,
    });
    let y = sheet.footerTop - 26;
    for (const line of lines) {
      for (const part of wrap(line, fonts.regular, 7.5, sheet.contentWidth - 60)) {
        page.drawText(part, {
          x: sheet.margin,
          y,
          size: 7.5,
          font: fonts.regular,
          color: colours.steel500,
        });
        y -= 10;
      }
    }
    const number = `Page ${index + 1} of ${pages.length}`;
    page.drawText(number, {
      x: sheet.width - sheet.margin - fonts.regular.widthOfTextAtSize(number, 7.5),
      y: sheet.footerTop - 26,
      size: 7.5,
      font: fonts.regular,
      color: colours.steel500,
    });
  });
}

/** A boxed note pinned just above the footer; returns the y of its top edge. */
export function drawNotice(page: PDFPage, fonts: Fonts, title: string, text: string): number {
  const size = 8.5;
  const leading = 11.5;
  const lines = wrap(text, fonts.regular, size, sheet.contentWidth - 28);
  const height = 14 + 11 + lines.length * leading + 8;
  const bottom = sheet.footerTop;
  page.drawRectangle({
    x: sheet.margin,
    y: bottom,
    width: sheet.contentWidth,
    height,
    color: colours.navy50,
    borderColor: colours.navy100,
    borderWidth: 0.75,
  });
  let y = bottom + height - 14 - 5;
  page.drawText(printable(title, fonts.bold), {
    x: sheet.margin + 14,
    y,
    size: 9,
    font: fonts.bold,
    color: colours.navy900,
  });
  y -= 6 + leading;
  for (const line of lines) {
    page.drawText(line, {
      x: sheet.margin + 14,
      y,
      size,
      font: fonts.regular,
      color: colours.steel800,
    });
    y -= leading;
  }
  return bottom + height;
}
