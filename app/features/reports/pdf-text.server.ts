/**
 * Text for the report's PDF. The fonts are the PDF standard Helvetica pair (WinAnsi encoding),
 * so nothing is downloaded or embedded; whatever staff or the passport typed is reduced to what
 * that character set prints: subscripts and signs spelled the way an engineer would type them
 * (MΩ and mΩ as megohm and milliohm, never two spellings that differ only in case),
 * accents dropped where the letter is missing, anything else (Devanagari, emoji, controls) a
 * question mark, so a report is always made and never prints a wrong glyph.
 */
import type { PDFFont } from "pdf-lib";
import { printedAs, spellOhms } from "#app/lib/pdf-spelling.ts";
import { wrapLines } from "#app/lib/pdf-wrap.ts";

const characterSets = new WeakMap<PDFFont, Set<number>>();

function characterSet(font: PDFFont): Set<number> {
  let known = characterSets.get(font);
  if (!known) {
    known = new Set(font.getCharacterSet());
    characterSets.set(font, known);
  }
  return known;
}

/** The text as `font` can print it, one line (line breaks are the caller's). */
export function printable(text: string, font: PDFFont): string {
  const known = characterSet(font);
  let out = "";
  for (const character of spellOhms(text))
    out += printedAs(character, (code) => known.has(code)) ?? "?";
  return out;
}

/** Greedy word wrap within `width`; "\n" starts a new line; a word wider than the line is cut. */
export function wrap(text: string, font: PDFFont, size: number, width: number): string[] {
  return wrapLines(text, font, size, width, (paragraph) => printable(paragraph, font).split(/ +/));
}
