/** At most this many characters of a search term are read; the rest is dropped. */
export const maxKeywordLength = 100;

/**
 * What a search URL asks for: a term, a term that was left blank, or nothing at all.
 *   term   /services/search?keyword=oil, ?Keyword=oil, ?KEYWORD=oil
 *   blank  ?keyword= or ?keyword=%20%20 (every keyword parameter is empty or spaces)
 *   none   /services/search
 */
export type SearchQuery = { kind: "term"; term: string } | { kind: "blank" } | { kind: "none" };

/**
 * The term as the results page reads it: trimmed, at most `maxKeywordLength` characters, a
 * backslash read as a space (no product name has one, and the server refuses a path that holds
 * one, since browsers read it as a slash: "oil\\" was answered with a bare 400).
 */
export function normaliseKeyword(raw: string): string {
  return Array.from(raw.replaceAll("\\", " ").trim()).slice(0, maxKeywordLength).join("").trim();
}

/**
 * Reads the `keyword` parameter in any letter case: ?Keyword=oil and ?keyWord=oil are ?keyword=oil.
 * The server's page cache keys a URL by its parameters sorted, so the answer must not depend on
 * their order: when several carry a term, the first in sorted order wins.
 */
export function readSearchQuery(params: URLSearchParams): SearchQuery {
  const values = [...params]
    .filter(([name]) => name.toLowerCase() === "keyword")
    .map(([, value]) => normaliseKeyword(value));
  if (values.length === 0) return { kind: "none" };
  const term = values.filter(Boolean).sort()[0];
  return term ? { kind: "term", term } : { kind: "blank" };
}
