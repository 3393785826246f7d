/**
 * Text for the report's PDF. The fonts are the PDF standard Helvetica pair (WinAnsi encoding),
 * so nothing is downloaded or embedded; whatever staff or the passport typed is reduced to what
 * that character set prints: subscripts and signs spelled the way an engineer would type them,
 * accents dropped where the letter is missing, anything else (Devanagari, emoji, controls) a
 * question mark, so a report is always made and never prints a wrong glyph.
 */
import type { PDFFont } from "pdf-lib";
import { winAnsiSpelling } from "#app/lib/pdf-spelling.ts";
import { wrapLines } from "#app/lib/pdf-wrap.ts";

/** What the shared spelling lacks for typed text: signs, odd spaces, superscripts (m³, 10⁻³). */
const spelledOut: Record<string, string> = {
  ...winAnsiSpelling,
  "×": "x",
  "⁻": "-",
  "\u00a0": " ",
  "\t": " ",
  "¹": "1",
  "²": "2",
  "³": "3",
};
for (let digit = 0; digit <= 9; digit++) {
  spelledOut[String.fromCodePoint(0x2070 + digit)] = String(digit);
}

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
  for (const character of text) {
    const spelled = spelledOut[character];
    if (spelled !== undefined) {
      out += spelled;
      continue;
    }
    const code = character.codePointAt(0) ?? 0;
    if (code < 0x20 || (code >= 0x7f && code < 0xa0)) {
      out += " ";
      continue;
    }
    if (known.has(code)) {
      out += character;
      continue;
    }
    // "ā" → "a": the letter without its mark, when the font has the letter.
    const bare = character.normalize("NFKD").replace(/\p{M}/gu, "");
    out += [...bare].every((part) => known.has(part.codePointAt(0) ?? 0)) && bare ? bare : "?";
  }
  return out;
}

/** Greedy word wrap within `width`; "\n" starts a new line; a word wider than the line is cut. */
export function wrap(text: string, font: PDFFont, size: number, width: number): string[] {
  return wrapLines(text, font, size, width, (paragraph) => printable(paragraph, font).split(/ +/));
}
