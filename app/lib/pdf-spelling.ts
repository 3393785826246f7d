/**
 * Characters of engineering text that the PDF standard fonts (Helvetica, WinAnsi encoding) lack,
 * written the way an engineer would type them: shared by the brochures built by scripts/pdf and
 * the test reports the site makes, so both spell a gas, a unit or a sign the same way.
 */
export const winAnsiSpelling: Readonly<Record<string, string>> = {
  δ: "delta",
  Ω: "ohm",
  "₹": "Rs. ",
  "≤": "<=",
  "≥": ">=",
  "−": "-",
  "→": "->",
  "\u202f": " ",
  // Subscript digits (C₂H₂, H₂O): U+2080–U+2089.
  ...Object.fromEntries(
    Array.from({ length: 10 }, (_, digit) => [String.fromCodePoint(0x2080 + digit), String(digit)]),
  ),
};

/** WinAnsi's characters beyond ASCII and Latin-1 (Windows-1252's 0x80–0x9F). */
const winAnsiExtras = new Set("€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ");

/**
 * The characters of `text` a report's PDF cannot print (not WinAnsi and not spelt above), each
 * once: the standard fonts print Devanagari, Cyrillic or an emoji as "?", so a form refuses them.
 */
export function unprintableInPdf(text: string): string[] {
  const found = new Set<string>();
  for (const char of text) {
    const code = char.codePointAt(0) ?? 0;
    const printable =
      (code >= 0x20 && code <= 0x7e) ||
      (code >= 0xa0 && code <= 0xff) ||
      code === 0x0a ||
      winAnsiExtras.has(char) ||
      Object.hasOwn(winAnsiSpelling, char);
    if (!printable) found.add(char);
  }
  return [...found];
}
