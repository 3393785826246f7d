import type { PDFFont } from "pdf-lib";

/**
 * Greedy word wrap for pdf-lib: a new line at each line break of `text`, words added while the
 * line fits `width`, a word wider than a whole line cut. `words` turns one paragraph into the
 * words to place (the caller's own rule for characters the font lacks, and any words it keeps
 * together, such as a number and its unit).
 */
export function wrapLines(
  text: string,
  font: PDFFont,
  size: number,
  width: number,
  words: (paragraph: string) => string[],
): string[] {
  const fits = (line: string) => font.widthOfTextAtSize(line, size) <= width;
  const lines: string[] = [];
  for (const paragraph of text.split(/\r?\n/)) {
    let line = "";
    for (const word of words(paragraph)) {
      const candidate = line ? `${line} ${word}` : word;
      if (fits(candidate)) {
        line = candidate;
        continue;
      }
      if (line) lines.push(line);
      line = word;
      while (!fits(line) && line.length > 1) {
        let cut = line.length - 1;
        while (cut > 1 && !fits(line.slice(0, cut))) cut--;
        lines.push(line.slice(0, cut));
        line = line.slice(cut);
      }
    }
    lines.push(line);
  }
  return lines;
}
