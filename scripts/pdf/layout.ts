/**
 * Drawing helpers for the build-time PDFs: A4 pages in the site's colours, wrapped text, tables
 * that continue on a new page, and a check that every character can be printed. The fonts are
 * the PDF standard Helvetica pair (WinAnsi encoding), so nothing is downloaded or embedded.
 */
import {
  PageSizes,
  type PDFDocument,
  type PDFFont,
  type PDFPage,
  type RGB,
  rgb,
  StandardFonts,
} from "pdf-lib";

export const [pageWidth, pageHeight] = PageSizes.A4;
export const margin = 42;
export const contentWidth = pageWidth - 2 * margin;
/** Body text must end above this line; the footer is drawn below it. */
export const footerTop = 64;

function hex(value: string): RGB {
  const n = Number.parseInt(value.slice(1), 16);
  return rgb(((n >> 16) & 255) / 255, ((n >> 8) & 255) / 255, (n & 255) / 255);
}

/** The site's palette (app/app.css). */
export const colours = {
  white: hex("#ffffff"),
  navy950: hex("#0a1a2f"),
  navy900: hex("#0f2440"),
  navy700: hex("#1c3d6e"),
  navy200: hex("#c3d0e4"),
  navy100: hex("#e3eaf4"),
  navy50: hex("#f1f5fa"),
  amber500: hex("#f2a900"),
  amber800: hex("#7a5200"),
  steel800: hex("#2b3544"),
  steel600: hex("#4f5d70"),
  steel500: hex("#64748b"),
  steel200: hex("#cbd5e1"),
  paper: hex("#f5f7fa"),
};

export type Fonts = { regular: PDFFont; bold: PDFFont };

export async function embedFonts(doc: PDFDocument): Promise<Fonts> {
  return {
    regular: await doc.embedFont(StandardFonts.Helvetica),
    bold: await doc.embedFont(StandardFonts.HelveticaBold),
  };
}

/** Characters of the data that WinAnsi lacks, written the way an engineer would type them. */
const spelledOut: Record<string, string> = {
  δ: "delta",
  Ω: "ohm",
  "₹": "Rs. ",
  "≤": "<=",
  "≥": ">=",
  "−": "-",
  "→": "->",
  "\u202f": " ",
  "₀": "0",
  "₁": "1",
  "₂": "2",
  "₃": "3",
  "₄": "4",
  "₅": "5",
  "₆": "6",
  "₇": "7",
  "₈": "8",
  "₉": "9",
};

/**
 * The text as the font can print it. A character that is neither in the font nor spelled out
 * above stops the build with the text it is in, rather than printing a wrong glyph.
 */
export function printable(text: string, font: PDFFont): string {
  const result = [...text].map((character) => spelledOut[character] ?? character).join("");
  const known = new Set(font.getCharacterSet());
  for (const character of result) {
    const code = character.codePointAt(0) ?? 0;
    if (!known.has(code)) {
      const name = `U+${code.toString(16).toUpperCase().padStart(4, "0")}`;
      throw new Error(`PDF: cannot print "${character}" (${name}) in "${text}"`);
    }
  }
  return result;
}

const unit = /^(?:kVp?|V|[kM]VA|K|°C|%|mg\b|mg\/kg|µL\/L|mN\/m|mm²\/s|g\/cm³|ohm)/;

/** "220", "kV" → "220 kV": a line never ends on a number whose unit starts the next. */
function keepNumbersWithUnits(words: string[]): string[] {
  const joined: string[] = [];
  for (let index = 0; index < words.length; index++) {
    const word = words[index] ?? "";
    const next = words[index + 1];
    if (next !== undefined && /^\d[\d.,]*$/.test(word) && unit.test(next)) {
      joined.push(`${word} ${next}`);
      index++;
    } else {
      joined.push(word);
    }
  }
  return joined;
}

/** Greedy word wrap; "\n" starts a new line; a word wider than the line is cut. */
export function wrap(text: string, font: PDFFont, size: number, width: number): string[] {
  const lines: string[] = [];
  for (const paragraph of text.split("\n")) {
    let line = "";
    for (const word of keepNumbersWithUnits(printable(paragraph, font).split(/ +/))) {
      const candidate = line ? `${line} ${word}` : word;
      if (font.widthOfTextAtSize(candidate, size) <= width) {
        line = candidate;
        continue;
      }
      if (line) lines.push(line);
      line = word;
      while (font.widthOfTextAtSize(line, size) > width && line.length > 1) {
        let cut = line.length - 1;
        while (cut > 1 && font.widthOfTextAtSize(line.slice(0, cut), size) > width) cut--;
        lines.push(line.slice(0, cut));
        line = line.slice(cut);
      }
    }
    lines.push(line);
  }
  return lines;
}

/** "2027-06-03" → "3 June 2027". */
export function longDate(iso: string): string {
  const months = [
    "January",
    "February",
    "March",
    "April",
    "May",
    "June",
    "July",
    "August",
    "September",
    "October",
    "November",
    "December",
  ];
  const [year, month, day] = iso.split("-").map(Number);
  return `${day} ${months[(month ?? 1) - 1]} ${year}`;
}

export type TextStyle = {
  size: number;
  bold?: boolean;
  colour?: RGB;
  /** Distance between baselines; 1.35 × size unless given. */
  leading?: number;
};

export type Column = { header: string; width: number; bold?: boolean };

/** Draws the fixed parts of a page; `index` is 0 for the first page. */
export type PageDecoration = (page: PDFPage, fonts: Fonts, index: number) => void;

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
  bottom = footerTop;

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
    const page = this.doc.addPage([pageWidth, pageHeight]);
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
  text(text: string, style: TextStyle, x = margin, width = contentWidth): void {
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

  /** A section heading with a short amber rule before it. */
  heading(text: string, size = 12): void {
    this.ensure(size * 1.3 + 70);
    this.space(6);
    this.page.drawRectangle({
      x: margin,
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
    const valueWidth = contentWidth - labelWidth;
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
          x: margin,
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
          x: margin + labelWidth,
          y: valueY,
          size,
          font: this.font(bold),
          color: colours.navy950,
        });
        valueY -= leading;
      }
      this.y -= height;
      this.page.drawLine({
        start: { x: margin, y: this.y },
        end: { x: margin + contentWidth, y: this.y },
        thickness: 0.5,
        color: colours.steel200,
      });
    }
  }

  /** A paragraph in a tinted box with an amber bar on its left. */
  callout(title: string, text: string, size = 10.5): void {
    const width = contentWidth - 28;
    const lines = wrap(text, this.fonts.regular, size, width);
    const leading = size * 1.45;
    const height = 16 + 12 + lines.length * leading + 10;
    this.ensure(height);
    const top = this.y;
    this.page.drawRectangle({
      x: margin,
      y: top - height,
      width: contentWidth,
      height,
      color: colours.paper,
    });
    this.page.drawRectangle({
      x: margin,
      y: top - height,
      width: 3,
      height,
      color: colours.amber500,
    });
    this.page.drawText(printable(title.toUpperCase(), this.fonts.bold), {
      x: margin + 16,
      y: top - 22,
      size: 7.5,
      font: this.fonts.bold,
      color: colours.steel600,
    });
    let y = top - 28 - size;
    for (const line of lines) {
      this.page.drawText(line, {
        x: margin + 16,
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
    const leading = size * 1.3;
    const padding = size * 0.45;
    const drawHeader = () => {
      const height = leading + 2 * padding;
      this.page.drawRectangle({
        x: margin,
        y: this.y - height,
        width: contentWidth,
        height,
        color: colours.navy900,
      });
      let x = margin;
      for (const column of columns) {
        this.page.drawText(printable(column.header, this.fonts.bold), {
          x: x + padding,
          y: this.y - padding - size,
          size,
          font: this.fonts.bold,
          color: colours.white,
        });
        x += column.width;
      }
      this.y -= height;
    };
    this.ensure(3 * leading + 4 * padding);
    drawHeader();
    rows.forEach((row, index) => {
      const cells = columns.map((column, i) =>
        wrap(row[i] ?? "", this.font(column.bold), size, column.width - 2 * padding),
      );
      const height = Math.max(...cells.map((lines) => lines.length)) * leading + 2 * padding;
      if (this.y - height < this.bottom) {
        this.ensure(height + leading + 2 * padding);
        drawHeader();
      }
      if (index % 2 === 1) {
        this.page.drawRectangle({
          x: margin,
          y: this.y - height,
          width: contentWidth,
          height,
          color: colours.paper,
        });
      }
      let x = margin;
      columns.forEach((column, i) => {
        let y = this.y - padding - size;
        for (const line of cells[i] ?? []) {
          this.page.drawText(line, {
            x: x + padding,
            y,
            size,
            font: this.font(column.bold),
            color: colours.steel800,
          });
          y -= leading;
        }
        x += column.width;
      });
      this.y -= height;
    });
    this.page.drawLine({
      start: { x: margin, y: this.y },
      end: { x: margin + contentWidth, y: this.y },
      thickness: 0.75,
      color: colours.navy900,
    });
  }

  /** Titled short texts in columns, filled row by row. */
  grid(items: { title: string; text: string }[], columns = 2, size = 8.5): void {
    const gap = 18;
    const width = (contentWidth - gap * (columns - 1)) / columns;
    const titleSize = size + 1;
    const titleLeading = titleSize * 1.3;
    const leading = size * 1.35;
    for (let start = 0; start < items.length; start += columns) {
      const cells = items.slice(start, start + columns).map((item) => ({
        title: wrap(item.title, this.fonts.bold, titleSize, width),
        text: wrap(item.text, this.fonts.regular, size, width),
      }));
      const height =
        Math.max(
          ...cells.map((cell) => cell.title.length * titleLeading + 2 + cell.text.length * leading),
        ) + 10;
      this.ensure(height);
      cells.forEach((cell, index) => {
        const x = margin + index * (width + gap);
        let y = this.y - titleSize;
        for (const line of cell.title) {
          this.page.drawText(line, {
            x,
            y,
            size: titleSize,
            font: this.fonts.bold,
            color: colours.navy900,
          });
          y -= titleLeading;
        }
        y -= 2 + (leading - titleLeading);
        for (const line of cell.text) {
          this.page.drawText(line, {
            x,
            y,
            size,
            font: this.fonts.regular,
            color: colours.steel800,
          });
          y -= leading;
        }
      });
      this.y -= height;
    }
  }

  /** Figures side by side: a large value over a small label. */
  figures(items: { value: string; label: string }[]): void {
    const gap = 8;
    const width = (contentWidth - gap * (items.length - 1)) / items.length;
    const labels = items.map((item) => wrap(item.label, this.fonts.regular, 7.5, width - 16));
    const height = 12 + 16 + 8 + Math.max(...labels.map((lines) => lines.length)) * 9.5 + 6;
    this.ensure(height);
    items.forEach((item, index) => {
      const x = margin + index * (width + gap);
      this.page.drawRectangle({
        x,
        y: this.y - height,
        width,
        height,
        color: colours.navy50,
        borderColor: colours.navy100,
        borderWidth: 0.75,
      });
      this.page.drawText(printable(item.value, this.fonts.bold), {
        x: x + 8,
        y: this.y - 12 - 13,
        size: 16,
        font: this.fonts.bold,
        color: colours.navy900,
      });
      let y = this.y - 12 - 16 - 9;
      for (const line of labels[index] ?? []) {
        this.page.drawText(line, {
          x: x + 8,
          y,
          size: 7.5,
          font: this.fonts.regular,
          color: colours.steel600,
        });
        y -= 9.5;
      }
    });
    this.y -= height;
  }
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
    const height = 88;
    page.drawRectangle({
      x: 0,
      y: pageHeight - height,
      width: pageWidth,
      height,
      color: colours.navy900,
    });
    page.drawRectangle({
      x: 0,
      y: pageHeight - height - 4,
      width: pageWidth,
      height: 4,
      color: colours.amber500,
    });
    page.drawText(printable(options.name, fonts.bold), {
      x: margin,
      y: pageHeight - 42,
      size: 17,
      font: fonts.bold,
      color: colours.white,
    });
    page.drawText(printable(options.tagline, fonts.regular), {
      x: margin,
      y: pageHeight - 60,
      size: 9,
      font: fonts.regular,
      color: colours.navy200,
    });
    const kind = printable(options.kind.toUpperCase(), fonts.bold);
    page.drawText(kind, {
      x: pageWidth - margin - fonts.bold.widthOfTextAtSize(kind, 8.5),
      y: pageHeight - 40,
      size: 8.5,
      font: fonts.bold,
      color: colours.amber500,
    });
    const detail = printable(options.detail, fonts.regular);
    page.drawText(detail, {
      x: pageWidth - margin - fonts.regular.widthOfTextAtSize(detail, 8.5),
      y: pageHeight - 58,
      size: 8.5,
      font: fonts.regular,
      color: colours.navy200,
    });
  };
}

/** The band on pages after the first: the name and the document kind on one line. */
function compactBand(page: PDFPage, fonts: Fonts, name: string, kind: string): void {
  const height = 36;
  page.drawRectangle({
    x: 0,
    y: pageHeight - height,
    width: pageWidth,
    height,
    color: colours.navy900,
  });
  page.drawRectangle({
    x: 0,
    y: pageHeight - height - 3,
    width: pageWidth,
    height: 3,
    color: colours.amber500,
  });
  page.drawText(printable(name, fonts.bold), {
    x: margin,
    y: pageHeight - 23,
    size: 11,
    font: fonts.bold,
    color: colours.white,
  });
  const label = printable(kind.toUpperCase(), fonts.bold);
  page.drawText(label, {
    x: pageWidth - margin - fonts.bold.widthOfTextAtSize(label, 8),
    y: pageHeight - 22,
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
      start: { x: margin, y: footerTop - 12 },
      end: { x: pageWidth - margin, y: footerTop - 12 },
      thickness: 0.5,
      color: colours.steel200,
    });
    let y = footerTop - 26;
    for (const line of lines) {
      for (const part of wrap(line, fonts.regular, 7.5, contentWidth - 60)) {
        page.drawText(part, {
          x: margin,
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
      x: pageWidth - margin - fonts.regular.widthOfTextAtSize(number, 7.5),
      y: footerTop - 26,
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
  const lines = wrap(text, fonts.regular, size, contentWidth - 28);
  const height = 14 + 11 + lines.length * leading + 8;
  const bottom = footerTop;
  page.drawRectangle({
    x: margin,
    y: bottom,
    width: contentWidth,
    height,
    color: colours.navy50,
    borderColor: colours.navy100,
    borderWidth: 0.75,
  });
  let y = bottom + height - 14 - 5;
  page.drawText(printable(title, fonts.bold), {
    x: margin + 14,
    y,
    size: 9,
    font: fonts.bold,
    color: colours.navy900,
  });
  y -= 6 + leading;
  for (const line of lines) {
    page.drawText(line, {
      x: margin + 14,
      y,
      size,
      font: fonts.regular,
      color: colours.steel800,
    });
    y -= leading;
  }
  return bottom + height;
}
