/**
 * What a share card says, read from a prerendered page's HTML: its title, its description and the
 * drawing at the top of the page. scripts/og-images.ts draws the card.
 */
import { company } from "#app/lib/company.ts";

/** What a card shows. `drawing` is the public path of an SVG under /images/. */
export type ShareCard = { title: string; line: string; drawing?: string };

const entities: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'" };

function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|\w+);/gi, (whole, name: string) => {
    if (name[0] === "#")
      return String.fromCodePoint(
        name[1] === "x" || name[1] === "X"
          ? Number.parseInt(name.slice(2), 16)
          : Number(name.slice(1)),
      );
    return entities[name.toLowerCase()] ?? whole;
  });
}

function attributes(tag: string): Map<string, string> {
  const found = new Map<string, string>();
  for (const [, name, value] of tag.matchAll(/([\w:-]+)="([^"]*)"/g))
    if (name && value !== undefined) found.set(name.toLowerCase(), decodeEntities(value));
  return found;
}

function metaContent(html: string, key: string): string | undefined {
  for (const [tag] of html.matchAll(/<meta\b[^>]*>/gi)) {
    const attrs = attributes(tag);
    if (attrs.get("property") === key || attrs.get("name") === key) return attrs.get("content");
  }
  return undefined;
}

function textOf(markup: string): string {
  return decodeEntities(markup.replace(/<[^>]*>/g, ""))
    .replace(/\s+/g, " ")
    .trim();
}

/** The part of the page around its h1: from the section that holds it up to that section's end. */
function openingSection(html: string): string {
  const h1 = html.search(/<h1\b/i);
  if (h1 < 0) return "";
  const start = html.slice(0, h1).lastIndexOf("<section");
  const end = html.slice(h1).search(/<\/section>|<h2\b/i);
  return html.slice(Math.max(start, 0), end < 0 ? undefined : h1 + end);
}

/**
 * The card of a prerendered page: its title without the company's name (home, whose title is the
 * company's name alone, shows its heading instead), its description, and the first drawing in
 * the section that holds its h1: the hero or the catalogue picture, never a card further down.
 */
export function cardFromHtml(html: string): ShareCard {
  const fullTitle =
    metaContent(html, "og:title") ?? textOf(/<title>(.*?)<\/title>/s.exec(html)?.[1] ?? "");
  const suffix = ` — ${company.name}`;
  const title = fullTitle.endsWith(suffix)
    ? fullTitle.slice(0, -suffix.length)
    : textOf(/<h1\b[^>]*>(.*?)<\/h1>/s.exec(html)?.[1] ?? "") || company.shortName;
  const drawing = [...openingSection(html).matchAll(/<img\b[^>]*>/gi)]
    .map(([tag]) => attributes(tag).get("src"))
    .find((src) => src?.startsWith("/images/") && src.endsWith(".svg"));
  return { title, line: metaContent(html, "og:description") ?? "", drawing };
}

/** The number of lines `text` takes when each holds `perLine` characters, wrapped at spaces. */
function lineCount(text: string, perLine: number): number {
  let lines = 1;
  let used = 0;
  for (const word of text.split(/ +/)) {
    if (used && used + 1 + word.length > perLine) {
      lines += 1;
      used = word.length;
    } else used += (used ? 1 : 0) + word.length;
  }
  return lines;
}

/** The largest size at which the title fits its column: two lines when large, else three. */
export function titleSize(title: string, columnWidth: number): number {
  const sizes = [68, 60, 52, 46, 40];
  // IBM Plex Sans SemiBold averages about half an em per character.
  const fits = (size: number) =>
    lineCount(title, Math.floor(columnWidth / (size * 0.53))) <= (size >= 60 ? 2 : 3);
  return sizes.find(fits) ?? 36;
}

/** A short last word stays with the one before it: "Transformer Oil (IS 335)" never ends "335)". */
export function keepLastWordsTogether(title: string): string {
  return title.replace(/ (\S{1,5})$/, "\u00a0$1");
}

/**
 * The description, shortened to fit three lines under the title: to its last whole sentence when
 * that is long enough, else to a word, with an ellipsis.
 */
export function shortLine(text: string, max = 120): string {
  if (text.length <= max) return text;
  const head = text.slice(0, max + 1);
  const sentences = /^.*[.!?](?=\s+[A-Z0-9])/s.exec(head)?.[0];
  if (sentences && sentences.length >= max / 2) return sentences;
  return `${head.replace(/\s+\S*$/, "").replace(/[\s,;:.–—-]+$/, "")}…`;
}
