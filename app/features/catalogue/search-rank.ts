/**
 * The order of search results. An entry matches when its text contains the trimmed term, letter
 * case aside; how it matches puts it in a tier, best first (`matchTiers`). A whole word is an
 * occurrence with no letter, digit or combining mark on either side: "oil" is a whole word of
 * "Transformer Oil (IS 335)" and inside a word of "VCB Closing Coil". Within a tier, entries keep
 * the order of the list they came in (the catalogue's own order).
 */

export const matchTiers = [
  "exact name",
  "name starts with term",
  "whole word in name",
  "inside a word in name",
  "whole word in description",
  "inside a word in description",
] as const;

/** An index into `matchTiers`: lower is better. */
export type MatchTier = 0 | 1 | 2 | 3 | 4 | 5;

/** The text a term is looked for in; an entry without a description is matched by name alone. */
export type Searchable = { name: string; description?: string };

const wordCharacter = /^[\p{L}\p{M}\p{N}]/u;

/** Whether some occurrence of `term` in `text` (both lower case) has no word character beside it. */
function hasWholeWord(text: string, term: string): boolean {
  for (let at = text.indexOf(term); at !== -1; at = text.indexOf(term, at + 1)) {
    const before = Array.from(text.slice(Math.max(0, at - 2), at)).at(-1) ?? "";
    const after = text.slice(at + term.length);
    if (!wordCharacter.test(before) && !wordCharacter.test(after)) return true;
  }
  return false;
}

/** How `entry` matches `term`, or undefined when it does not contain it at all. */
export function matchTier(term: string, entry: Searchable): MatchTier | undefined {
  const needle = term.trim().toLowerCase();
  if (!needle) return undefined;
  const name = entry.name.trim().toLowerCase();
  if (name === needle) return 0;
  if (name.startsWith(needle)) return 1;
  if (name.includes(needle)) return hasWholeWord(name, needle) ? 2 : 3;
  const description = entry.description?.toLowerCase();
  if (description?.includes(needle)) return hasWholeWord(description, needle) ? 4 : 5;
  return undefined;
}

/** The items that contain `term`, best tier first, each tier in the order of `items`. */
export function rankMatches<T>(
  items: readonly T[],
  term: string,
  fields: (item: T) => Searchable,
): T[] {
  return items
    .map((item) => ({ item, tier: matchTier(term, fields(item)) }))
    .filter((ranked): ranked is { item: T; tier: MatchTier } => ranked.tier !== undefined)
    .sort((a, b) => a.tier - b.tier)
    .map((ranked) => ranked.item);
}
