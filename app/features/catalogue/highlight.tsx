import { Fragment } from "react";

/** A run of text, and whether it is an occurrence of the term. `start` is its offset in the text. */
export type TextPart = { text: string; match: boolean; start: number };

/** Characters with a meaning in a regular expression, written as themselves with a backslash. */
const syntaxCharacter = /[\\^$.*+?()[\]{}|/]/g;

/**
 * Cuts `text` into runs around every occurrence of the trimmed `term`, letter case aside. The
 * term is taken literally ("(", "+" and "." are just characters) and the parts are plain strings:
 * React escapes them when it renders them.
 */
export function splitMatches(text: string, term: string): TextPart[] {
  const needle = term.trim();
  if (!needle || !text) return text ? [{ text, match: false, start: 0 }] : [];
  const pattern = new RegExp(needle.replace(syntaxCharacter, "\\$&"), "giu");
  const parts: TextPart[] = [];
  let from = 0;
  for (const found of text.matchAll(pattern)) {
    if (found.index > from)
      parts.push({ text: text.slice(from, found.index), match: false, start: from });
    parts.push({ text: found[0], match: true, start: found.index });
    from = found.index + found[0].length;
  }
  if (from < text.length) parts.push({ text: text.slice(from), match: false, start: from });
  return parts;
}

/** `text` with every occurrence of `term` marked; works in server-rendered HTML alone. */
export function Highlight({ text, term }: { text: string; term?: string }) {
  if (!term?.trim()) return text;
  return splitMatches(text, term).map((part) =>
    part.match ? (
      <mark
        key={part.start}
        className="rounded-sm bg-amber-300 text-navy-950 forced-colors:bg-[Mark] forced-colors:text-[MarkText] forced-colors:[forced-color-adjust:none]"
      >
        {part.text}
      </mark>
    ) : (
      <Fragment key={part.start}>{part.text}</Fragment>
    ),
  );
}
