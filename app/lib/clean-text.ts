/**
 * Text as the site keeps what people and staff type, before any check: what is printed in a PDF,
 * sent in an e-mail or shown on a page. Browser-safe: every form checks with it in the browser
 * and on the server.
 */

// Control characters but tab and line breaks, and the invisible format characters that hide or
// turn text around (bidi controls, zero-width space, word joiner, byte-order mark), but not the
// zero-width non-joiner and joiner (U+200C, U+200D) that Indian scripts shape conjuncts with.
const hidden =
  // biome-ignore lint/suspicious/noControlCharactersInRegex: this pattern exists to remove them
  /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F\u2028\u2029]|(?![\u200C\u200D])\p{Cf}/gu;
// Single-line fields also lose tabs and line breaks.
const lineBreaks = /[\t\r\n]+/g;
// Something a reader sees: a value of joiners or accents alone counts as empty.
const visible = /[\p{L}\p{N}\p{P}\p{S}]/u;

const shown = (text: string) => (visible.test(text) ? text : "");

/** One line: hidden characters gone, tabs and line breaks as spaces, trimmed. */
export function cleanLine(value: unknown): string {
  return typeof value === "string"
    ? shown(value.replace(hidden, "").replace(lineBreaks, " ").trim())
    : "";
}

/** Several lines: hidden characters gone, line breaks as \n, trimmed. */
export function cleanText(value: unknown): string {
  return typeof value === "string"
    ? shown(value.replace(hidden, "").replace(/\r\n?/g, "\n").trim())
    : "";
}
