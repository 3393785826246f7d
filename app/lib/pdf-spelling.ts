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

/**
 * Ω after the prefixes M and m, spelt as words before the characters are: the standard fonts have
 * no Ω, and "Mohm" (MΩ) and "mohm" (mΩ), a thousand million times apart, would differ only in
 * the case of one letter. "850 MΩ" prints "850 megohm", "12.5 mΩ" prints "12.5 milliohm"; Ω
 * after any other prefix stays "ohm" ("GΩ·m" → "Gohm·m", "kΩ" → "kohm").
 */
export function spellOhms(text: string): string {
  return text.replace(/([Mm])Ω/g, (_, prefix: string) => (prefix === "M" ? "megohm" : "milliohm"));
}

/** What typed text needs beyond the shared spelling: odd spaces and superscripts (m³, 10⁻³). */
const typedSpelling: Readonly<Record<string, string>> = {
  ...winAnsiSpelling,
  "×": "x",
  "⁻": "-",
  "\u00a0": " ",
  "\t": " ",
  "¹": "1",
  "²": "2",
  "³": "3",
  ...Object.fromEntries(
    Array.from({ length: 10 }, (_, digit) => [String.fromCodePoint(0x2070 + digit), String(digit)]),
  ),
};

/**
 * How a typed character prints with a font that has the characters `known`: its spelling, a
 * space for a control character, itself, or its letter without its mark ("ā" → "a"); undefined
 * when none of these can be printed (Devanagari, Cyrillic, an emoji). The report's PDF writer
 * (reports/pdf-text.server.ts) prints such a character as "?"; the report's form refuses it.
 */
export function printedAs(character: string, known: (code: number) => boolean): string | undefined {
  const spelled = typedSpelling[character];
  if (spelled !== undefined) return spelled;
  const code = character.codePointAt(0) ?? 0;
  if (code < 0x20 || (code >= 0x7f && code < 0xa0)) return " ";
  if (known(code)) return character;
  const bare = character.normalize("NFKD").replace(/\p{M}/gu, "");
  return bare && [...bare].every((part) => known(part.codePointAt(0) ?? 0)) ? bare : undefined;
}

/** WinAnsi's characters beyond ASCII and Latin-1 (Windows-1252's 0x80–0x9F). */
const winAnsiExtras = new Set([..."€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ"].map((c) => c.codePointAt(0)));

/** True for a character of WinAnsi, the encoding of the PDF standard fonts (Helvetica). */
export function inWinAnsi(code: number): boolean {
  return (
    (code >= 0x20 && code <= 0x7e) || (code >= 0xa1 && code <= 0xff) || winAnsiExtras.has(code)
  );
}

/**
 * The characters of `text` a report's PDF cannot print, each once: what `printedAs` finds no way
 * to print with the standard fonts, so that the form refuses it rather than the PDF print "?".
 */
export function unprintableInPdf(text: string): string[] {
  const found = new Set<string>();
  for (const character of text)
    if (character !== "\n" && printedAs(character, inWinAnsi) === undefined) found.add(character);
  return [...found];
}
