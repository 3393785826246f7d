/**
 * The basics of the build-time PDFs: A4 page and margins, the site's colours, the fonts, a check
 * that every character can be printed, word wrap and dates. The fonts are the PDF standard
 * Helvetica pair (WinAnsi encoding), so nothing is downloaded or embedded. The writing cursor is
 * flow.ts, its tables and grids flow-blocks.ts, the header band and footer page-furniture.ts.
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
import { spellOhms, winAnsiSpelling } from "#app/lib/pdf-spelling.ts";
import { wrapLines } from "#app/lib/pdf-wrap.ts";

const [width, height] = PageSizes.A4;
const margin = 42;

/** The A4 sheet every document is printed on, in points: size, margins and the footer's line. */
export const sheet = {
  width,
  height,
  margin,
  contentWidth: width - 2 * margin,
  /** Body text must end above this line; the footer is drawn below it. */
  footerTop: 64,
};

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

/**
 * The text as the font can print it. A character that is neither in the font nor spelled out
 * by winAnsiSpelling (app/lib/pdf-spelling.ts) stops the build with the text it is in, rather
 * than printing a wrong glyph.
 */
export function printable(text: string, font: PDFFont): string {
  const result = [...spellOhms(text)]
    .map((character) => winAnsiSpelling[character] ?? character)
    .join("");
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
  return wrapLines(text, font, size, width, (paragraph) =>
    keepNumbersWithUnits(printable(paragraph, font).split(/ +/)),
  );
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
