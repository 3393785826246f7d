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
