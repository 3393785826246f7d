/** The cursor that writes a PDF's body top to bottom and starts new pages. */
import type { PDFDocument, PDFFont, PDFPage, RGB } from "pdf-lib";
import { drawFigures, drawGrid, drawTable } from "./flow-blocks.ts";
import {
  type Column,
  colours,
  type Fonts,
  type PageDecoration,
  printable,
  sheet,
  type TextStyle,
  wrap,
} from "./layout.ts";

/**
 * A cursor that writes top to bottom. On a single-page document, content that would run into the
 * footer is an error (a certificate summary must stay one page); otherwise a new page starts.
 */
export class Flow {
  readonly doc: PDFDocument;
  readonly fonts: Fonts;
  readonly singlePage: boolean;
  readonly decorate: PageDecoration;
  /** Where the body starts on the first page and on later ones, below the header band. */
  readonly top: number;
  readonly continuationTop: number;
  page: PDFPage;
  y: number;
  /** The lowest y the body may reach (the top of the notice or of the footer). */
  bottom = sheet.footerTop;

  constructor(options: {
    doc: PDFDocument;
    fonts: Fonts;
    decorate: PageDecoration;
    top: number;
    continuationTop?: number;
    singlePage: boolean;
  }) {
    this.doc = options.doc;
    this.fonts = options.fonts;
    this.decorate = options.decorate;
    this.top = options.top;
    this.continuationTop = options.continuationTop ?? options.top;
    this.singlePage = options.singlePage;
    this.page = this.addPage();
    this.y = this.top;
  }

  private addPage(): PDFPage {
    const index = this.doc.getPageCount();
    const page = this.doc.addPage([sheet.width, sheet.height]);
    this.decorate(page, this.fonts, index);
    return page;
  }

  font(bold?: boolean): PDFFont {
    return bold ? this.fonts.bold : this.fonts.regular;
  }

  /** Makes room for `height` points, starting a new page when allowed. */
  ensure(height: number): void {
    if (this.y - height >= this.bottom) return;
    if (this.singlePage) {
      throw new Error(
        `PDF: the content does not fit on one page (${Math.ceil(this.bottom - (this.y - height))} pt too long)`,
      );
    }
    this.page = this.addPage();
    this.y = this.continuationTop;
  }

  space(height: number): void {
    this.y -= height;
  }

  /** Wrapped text at the cursor; returns nothing, moves the cursor below the last line. */
  text(text: string, style: TextStyle, x = sheet.margin, width = sheet.contentWidth): void {
    const font = this.font(style.bold);
    const leading = style.leading ?? style.size * 1.35;
    for (const line of wrap(text, font, style.size, width)) {
      this.ensure(leading);
      this.y -= leading;
      this.page.drawText(line, {
        x,
        y: this.y + (leading - style.size) / 2 + style.size * 0.22,
        size: style.size,
        font,
        color: style.colour ?? colours.steel800,
      });
    }
  }

  /** A band of colour across the content width, from the cursor down `height`. */
  band(height: number, color: RGB): void {
    this.page.drawRectangle({
      x: sheet.margin,
      y: this.y - height,
      width: sheet.contentWidth,
      height,
      color,
    });
  }

  /** A line across the content width at the cursor. */
  rule(thickness: number, color: RGB): void {
    this.page.drawLine({
      start: { x: sheet.margin, y: this.y },
      end: { x: sheet.margin + sheet.contentWidth, y: this.y },
      thickness,
      color,
    });
  }

  /** A section heading with a short amber rule before it. */
  heading(text: string, size = 12): void {
    this.ensure(size * 1.3 + 70);
    this.space(6);
    this.page.drawRectangle({
      x: sheet.margin,
      y: this.y - 2.5,
      width: 24,
      height: 2.5,
      color: colours.amber500,
    });
    this.space(5);
    this.text(text, { size, bold: true, colour: colours.navy900, leading: size * 1.3 });
    this.space(4);
  }

  /** Label and value rows (a definition list), the label column `labelWidth` wide. */
  fields(rows: [label: string, value: string, bold?: boolean][], size = 10.5, labelWidth = 150) {
    const valueWidth = sheet.contentWidth - labelWidth;
    const leading = size * 1.35;
    const padding = size * 0.55;
    for (const [label, value, bold] of rows) {
      const labelLines = wrap(label.toUpperCase(), this.fonts.bold, 7.5, labelWidth - 12);
      const valueLines = wrap(value, this.font(bold), size, valueWidth);
      const height = Math.max(labelLines.length * 10, valueLines.length * leading) + 2 * padding;
      this.ensure(height);
      let labelY = this.y - padding - 9;
      for (const line of labelLines) {
        this.page.drawText(line, {
          x: sheet.margin,
          y: labelY,
          size: 7.5,
          font: this.fonts.bold,
          color: colours.steel600,
        });
        labelY -= 10;
      }
      let valueY = this.y - padding - size;
      for (const line of valueLines) {
        this.page.drawText(line, {
          x: sheet.margin + labelWidth,
          y: valueY,
          size,
          font: this.font(bold),
          color: colours.navy950,
        });
        valueY -= leading;
      }
      this.y -= height;
      this.rule(0.5, colours.steel200);
    }
  }

  /** A paragraph in a tinted box with an amber bar on its left. */
  callout(title: string, text: string, size = 10.5): void {
    const width = sheet.contentWidth - 28;
    const lines = wrap(text, this.fonts.regular, size, width);
    const leading = size * 1.45;
    const height = 16 + 12 + lines.length * leading + 10;
    this.ensure(height);
    const top = this.y;
    this.band(height, colours.paper);
    this.page.drawRectangle({
      x: sheet.margin,
      y: top - height,
      width: 3,
      height,
      color: colours.amber500,
    });
    this.page.drawText(printable(title.toUpperCase(), this.fonts.bold), {
      x: sheet.margin + 16,
      y: top - 22,
      size: 7.5,
      font: this.fonts.bold,
      color: colours.steel600,
    });
    let y = top - 28 - size;
    for (const line of lines) {
      this.page.drawText(line, {
        x: sheet.margin + 16,
        y,
        size,
        font: this.fonts.regular,
        color: colours.steel800,
      });
      y -= leading;
    }
    this.y = top - height;
  }

  /** A table with a navy header row, striped rows, and the header repeated on a new page. */
  table(columns: Column[], rows: string[][], size = 8.5): void {
    drawTable(this, columns, rows, size);
  }

  /** Titled short texts in columns, filled row by row. */
  grid(items: { title: string; text: string }[], columns = 2, size = 8.5): void {
    drawGrid(this, items, columns, size);
  }

  /** Figures side by side: a large value over a small label. */
  figures(items: { value: string; label: string }[]): void {
    drawFigures(this, items);
  }
}
