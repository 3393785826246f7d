/**
 * A cursor that writes a report's body top to bottom: headings, paragraphs, rows of wrapped cells
 * and label and value pairs, starting a new page (with a table's header again) when one is full.
 */
import type { PDFDocument, PDFPage } from "pdf-lib";
import {
  bodyBottom,
  bodyTop,
  colours,
  contentWidth,
  type Fonts,
  margin,
  pageHeight,
  pageWidth,
} from "./pdf-page.server.ts";
import { wrap } from "./pdf-text.server.ts";

export type Cell = { text: string; width: number; bold?: boolean };

export class Flow {
  pages: PDFPage[] = [];
  page!: PDFPage;
  y = 0;
  readonly doc: PDFDocument;
  readonly fonts: Fonts;
  constructor(doc: PDFDocument, fonts: Fonts) {
    this.doc = doc;
    this.fonts = fonts;
    this.newPage();
  }
  newPage() {
    this.page = this.doc.addPage([pageWidth, pageHeight]);
    this.pages.push(this.page);
    this.y = bodyTop - 12;
  }
  /** What a page that continues a table starts with (its header row). */
  continuation: (() => void) | undefined;
  /** Starts a new page unless `height` still fits above the footer. */
  room(height: number) {
    if (this.y - height >= bodyBottom) return;
    this.newPage();
    const repeat = this.continuation;
    if (repeat) {
      this.continuation = undefined;
      repeat();
      this.continuation = repeat;
    }
  }
  heading(title: string) {
    this.room(40);
    this.y -= 10;
    this.page.drawText(title, {
      x: margin,
      y: this.y - 10,
      font: this.fonts.bold,
      size: 10.5,
      color: colours.navy,
    });
    this.y -= 16;
  }
  paragraph(value: string, size = 9) {
    for (const line of wrap(value, this.fonts.regular, size, contentWidth)) {
      this.room(size * 1.4);
      this.page.drawText(line, {
        x: margin,
        y: this.y - size,
        font: this.fonts.regular,
        size,
        color: colours.navy,
      });
      this.y -= size * 1.4;
    }
  }
  /** One row of cells side by side, each wrapped in its width; returns the row's height. */
  row(cells: Cell[], size: number, fill?: "band" | "navy") {
    const wrapped = cells.map((cell) =>
      wrap(cell.text, cell.bold ? this.fonts.bold : this.fonts.regular, size, cell.width - 6),
    );
    const height = Math.max(...wrapped.map((lines) => lines.length)) * size * 1.3 + 6;
    this.room(height);
    if (fill)
      this.page.drawRectangle({
        x: margin,
        y: this.y - height,
        width: contentWidth,
        height,
        color: fill === "navy" ? colours.navy : colours.band,
      });
    let x = margin;
    cells.forEach((cell, index) => {
      (wrapped[index] ?? []).forEach((line, position) => {
        this.page.drawText(line, {
          x: x + 3,
          y: this.y - 3 - size - position * size * 1.3,
          font: cell.bold ? this.fonts.bold : this.fonts.regular,
          size,
          color: fill === "navy" ? colours.white : colours.navy,
        });
      });
      x += cell.width;
    });
    this.y -= height;
    this.page.drawLine({
      start: { x: margin, y: this.y },
      end: { x: margin + contentWidth, y: this.y },
      thickness: 0.4,
      color: colours.rule,
    });
    return height;
  }
  /** Label and value pairs, two pairs to a line. */
  pairs(entries: [string, string][]) {
    const half = contentWidth / 2;
    for (let index = 0; index < entries.length; index += 2) {
      const cells: Cell[] = [];
      for (const [label, value] of entries.slice(index, index + 2))
        cells.push(
          { text: label, width: 92, bold: true },
          { text: value || "-", width: half - 92 },
        );
      this.row(cells, 8.5);
    }
  }
}
