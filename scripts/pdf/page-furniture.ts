/** What every page carries: the header band, the legal footer with page numbers, a notice box. */
import type { PDFDocument, PDFFont, PDFPage, RGB } from "pdf-lib";
import { colours, type Fonts, type PageDecoration, printable, sheet, wrap } from "./layout.ts";

/** How a line of the band or the footer is set: its baseline, size, font and colour. */
type Line = { y: number; size: number; font: PDFFont; color: RGB };

/** Text from the left margin, as its font can print it. */
function fromLeft(page: PDFPage, text: string, line: Line): void {
  page.drawText(printable(text, line.font), { x: sheet.margin, ...line });
}

/** Text that ends at the right margin, as its font can print it. */
function toRight(page: PDFPage, text: string, line: Line): void {
  const shown = printable(text, line.font);
  const width = line.font.widthOfTextAtSize(shown, line.size);
  page.drawText(shown, { x: sheet.width - sheet.margin - width, ...line });
}

/** The band's three kinds of text: the company's name, the document's kind, the lines below. */
function bandText(fonts: Fonts) {
  return {
    name: { font: fonts.bold, color: colours.white },
    kind: { font: fonts.bold, color: colours.amber500 },
    under: { font: fonts.regular, color: colours.navy200 },
  };
}

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
    const text = bandText(fonts);
    fromLeft(page, options.name, { ...text.name, size: 17, y: sheet.height - 42 });
    fromLeft(page, options.tagline, { ...text.under, size: 9, y: sheet.height - 60 });
    toRight(page, options.kind.toUpperCase(), { ...text.kind, size: 8.5, y: sheet.height - 40 });
    toRight(page, options.detail, { ...text.under, size: 8.5, y: sheet.height - 58 });
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
  const text = bandText(fonts);
  fromLeft(page, name, { ...text.name, size: 11, y: sheet.height - 23 });
  toRight(page, kind.toUpperCase(), { ...text.kind, size: 8, y: sheet.height - 22 });
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
    const small = { size: 7.5, font: fonts.regular, color: colours.steel500 };
    let y = sheet.footerTop - 26;
    for (const line of lines) {
      for (const part of wrap(line, small.font, small.size, sheet.contentWidth - 60)) {
        fromLeft(page, part, { ...small, y });
        y -= 10;
      }
    }
    toRight(page, `Page ${index + 1} of ${pages.length}`, { ...small, y: sheet.footerTop - 26 });
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
