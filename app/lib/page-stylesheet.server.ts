/**
 * A page that does not hydrate carries only the utilities it uses (decision 0025). Such a page
 * never renders anything in the browser and never navigates on the client (decision 0017), so
 * the classes in its HTML and in its inline behaviour scripts are every class it will ever show;
 * the rest of the stylesheet (theme, base, components, the site's own rules, print) stays whole.
 *
 * The stylesheet is this build's own Tailwind output, minified by Vite: `@layer utilities{…}`
 * holds one rule per utility class (the first class of its selector), some grouped under
 * `@media`/`@supports` blocks, never nested in a style rule. It is cut into those rules once;
 * each page keeps the rules of its classes, in their order, and joined they are the original text
 * byte for byte when every class is kept (page-stylesheet.test.ts).
 */

type Part =
  | { kind: "text"; text: string }
  | { kind: "rule"; text: string; classes: (string | null)[] }
  | { kind: "block"; open: string; parts: Part[] };

export type SplitStylesheet = { before: string; utilities: Part[]; after: string };

const layerOpen = "@layer utilities{";

/** The index of the next of these characters outside strings and escapes, from `from`. */
function nextOf(css: string, from: number, wanted: string): number {
  for (let i = from; i < css.length; i++) {
    const c = css[i] as string;
    if (c === "\\") i++;
    else if (c === '"' || c === "'") {
      i = css.indexOf(c, i + 1);
      if (i < 0) break;
    } else if (wanted.includes(c)) return i;
  }
  return css.length;
}

/** The index just past the `}` that closes the block opened before `from`. */
function closeOf(css: string, from: number): number {
  let depth = 1;
  for (let i = nextOf(css, from, "{}"); i < css.length; i = nextOf(css, i + 1, "{}"))
    if (css[i] === "{") depth++;
    else if (--depth === 0) return i + 1;
  throw new Error("page-stylesheet: an unclosed block in the stylesheet");
}

/** The next `{` or `;` outside strings and escapes, from `from`. */
function nextStop(css: string, from: number): number {
  return nextOf(css, from, "{;");
}

/** A class name as written in a selector, from `at` (just past its dot), with CSS escapes read. */
function classAt(selector: string, at: number): string {
  let name = "";
  for (let i = at; i < selector.length; i++) {
    const c = selector[i] as string;
    if (c === "\\") {
      const hex = /^[0-9a-fA-F]{1,6}\s?/.exec(selector.slice(i + 1, i + 8));
      if (hex) {
        name += String.fromCodePoint(Number.parseInt(hex[0].trim(), 16));
        i += hex[0].length;
      } else name += selector[++i] ?? "";
    } else if (/[\w-]/.test(c) || c.charCodeAt(0) > 0x7f) name += c;
    else break;
  }
  return name;
}

/** The first class of each selector of a list (null for a selector with none). */
export function firstClasses(selectors: string): (string | null)[] {
  const found: (string | null)[] = [];
  let first: string | null = null;
  let depth = 0;
  for (let i = 0; i < selectors.length; i++) {
    const c = selectors[i];
    if (c === "\\") i++;
    else if (c === '"' || c === "'") i = selectors.indexOf(c, i + 1);
    else if (c === "(" || c === "[") depth++;
    else if (c === ")" || c === "]") depth--;
    else if (c === "." && first === null) first = classAt(selectors, i + 1);
    else if (c === "," && depth === 0) {
      found.push(first);
      first = null;
    }
    if (i < 0) break;
  }
  found.push(first);
  return found;
}

function parts(css: string, from: number, to: number): Part[] {
  const list: Part[] = [];
  let i = from;
  while (i < to) {
    const stop = nextStop(css, i);
    if (css[stop] === ";") {
      list.push({ kind: "text", text: css.slice(i, stop + 1) });
      i = stop + 1;
      continue;
    }
    const end = closeOf(css, stop + 1);
    if (css[i] === "@")
      list.push({
        kind: "block",
        open: css.slice(i, stop + 1),
        parts: parts(css, stop + 1, end - 1),
      });
    else
      list.push({
        kind: "rule",
        text: css.slice(i, end),
        classes: firstClasses(css.slice(i, stop)),
      });
    i = end;
  }
  return list;
}

/** The stylesheet cut into what every page keeps and the utilities' rules. */
export function splitStylesheet(css: string): SplitStylesheet {
  const open = css.indexOf(layerOpen);
  if (open === -1) return { before: css, utilities: [], after: "" };
  const body = open + layerOpen.length;
  const close = closeOf(css, body) - 1;
  return {
    before: css.slice(0, body),
    utilities: parts(css, body, close),
    after: css.slice(close),
  };
}

function kept(list: Part[], used: ReadonlySet<string>): string {
  let text = "";
  for (const part of list) {
    if (part.kind === "text") text += part.text;
    else if (part.kind === "rule") {
      if (part.classes.some((name) => name === null || used.has(name))) text += part.text;
    } else {
      const inner = kept(part.parts, used);
      if (inner) text += `${part.open}${inner}}`;
    }
  }
  return text;
}

/** The stylesheet with the utilities of these classes only. */
export function trimStylesheet(split: SplitStylesheet, used: ReadonlySet<string>): string {
  return `${split.before}${kept(split.utilities, used)}${split.after}`;
}

const entities: Record<string, string> = {
  "&amp;": "&",
  "&lt;": "<",
  "&gt;": ">",
  "&quot;": '"',
  "&#x27;": "'",
  "&#39;": "'",
};

/**
 * Every class a document can show: its class attributes, and every word of its inline scripts
 * (a behaviour module switches classes it names in its code).
 */
export function classesOf(html: string): Set<string> {
  const used = new Set<string>();
  for (const [, value = ""] of html.matchAll(/\sclass="([^"]*)"/g))
    for (const name of value
      .replace(/&(?:amp|lt|gt|quot|#x27|#39);/g, (e) => entities[e] ?? e)
      .split(/\s+/))
      if (name) used.add(name);
  for (const [, code = ""] of html.matchAll(/<script\b[^>]*>([\s\S]*?)<\/script>/g))
    for (const word of code.split(/[\s"'`]+/)) if (word) used.add(word);
  return used;
}

let cut: { css: string; split: SplitStylesheet } | undefined;

/**
 * The document with its inlined `stylesheet` cut to the utilities it uses. A document that loads
 * a script file (a behaviour module under `npm run dev`) keeps it whole: that script's classes
 * are not in the document.
 */
export function withOwnStylesheet(html: string, stylesheet: string): string {
  const at = html.indexOf(stylesheet);
  if (!stylesheet || at === -1 || /<script\b[^>]*\ssrc=/.test(html)) return html;
  if (cut?.css !== stylesheet) cut = { css: stylesheet, split: splitStylesheet(stylesheet) };
  const own = trimStylesheet(cut.split, classesOf(html));
  return `${html.slice(0, at)}${own}${html.slice(at + stylesheet.length)}`;
}
