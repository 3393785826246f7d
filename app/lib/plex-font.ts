/**
 * IBM Plex Sans, the site's typeface (decision 0022, after 0011 and 0018). A page never changes
 * its font once it is laid out: on a low-tier phone, setting every text of the page again in a
 * newly arrived font was one task of 140–320 ms (issue 27). So the typeface is used from the
 * first paint or not at all on that page:
 *
 * - where the browser already holds the files: a page that hydrates runs a tiny script in its
 *   head (`typefaceScript`) that sets `data-typeface` on <html> when an earlier page fetched
 *   them, and the faces are declared `font-display: optional`, so a file that has left the cache
 *   is not waited for and never swapped in late;
 * - without JavaScript (the `<noscript>` rule), where the browser fetches them as it styles the
 *   page and uses them on the next page if they came too late for this one;
 * - otherwise the metric-matched local font of app.css (Arial, Roboto or DejaVu Sans scaled to
 *   Plex), which a first visit sees. Once such a page has hydrated and the browser is idle,
 *   `fetchTypefaceForNextPage` fetches the two files without adding them to the page, and
 *   remembers that it did.
 *
 * Pages that ship no script (decision 0017) have neither the head script nor the fetch.
 */

import latinExt from "@fontsource-variable/ibm-plex-sans/files/ibm-plex-sans-latin-ext-wght-normal.woff2?url";
import latin from "@fontsource-variable/ibm-plex-sans/files/ibm-plex-sans-latin-wght-normal.woff2?url";

export const plexFamily = "IBM Plex Sans";

/** The localStorage key saying that this browser has fetched the typeface's files. */
export const typefaceKey = "vps-typeface";

/** The two faces of @fontsource-variable/ibm-plex-sans the site uses: latin, and latin-ext for the rupee sign and names. */
const faces = [
  {
    url: latin,
    unicodeRange:
      "U+0000-00FF, U+0131, U+0152-0153, U+02BB-02BC, U+02C6, U+02DA, U+02DC, U+0304, U+0308, U+0329, U+2000-206F, U+20AC, U+2122, U+2191, U+2193, U+2212, U+2215, U+FEFF, U+FFFD",
  },
  {
    url: latinExt,
    unicodeRange:
      "U+0100-02BA, U+02BD-02C5, U+02C7-02CC, U+02CE-02D7, U+02DD-02FF, U+1E00-1E9F, U+2020, U+20A0-20AB, U+20AD-20C0, U+2113, U+2C60-2C7F, U+A720-A7FF",
  },
];

/** What app.css's `--font-sans` puts before the local fonts where Plex may be used. */
const plexFirst = `--font-plex:"${plexFamily}",`;

/**
 * The head's rules: the two faces, and Plex first in the stack under `data-typeface`. Declared
 * on every page; a face is fetched only where text uses the family. A function, so that the
 * browser's bundle, which never renders them, leaves them out.
 */
export function plexFontFaceCss(): string {
  const rules = faces.map(
    (face) =>
      `@font-face{font-family:"${plexFamily}";font-style:normal;font-weight:100 700;font-display:optional;src:url("${face.url}") format("woff2");unicode-range:${face.unicodeRange}}`,
  );
  return `${rules.join("")}:root[data-typeface]{${plexFirst}}`;
}

/** The `<noscript>` rule: without JavaScript the page asks for the typeface at once. */
export function noScriptTypefaceCss(): string {
  return `:root{${plexFirst}}`;
}

/**
 * The head script of a page that hydrates: Plex from the first paint when an earlier page
 * fetched it. Reading localStorage is the one cost (under 3 ms on this machine's first read).
 */
export const typefaceScript = `try{localStorage.getItem("${typefaceKey}")&&document.documentElement.setAttribute("data-typeface","")}catch(e){}`;

function storageOrNothing(): Storage | undefined {
  try {
    return globalThis.localStorage;
  } catch {
    return undefined;
  }
}

/**
 * Once the browser is idle, fetches the two files (into its cache, not into this page, which
 * keeps its font) and remembers it for the next page's head script. Does nothing when that is
 * already remembered, without FontFace (the server), or where storage is refused; a failed
 * fetch is remembered as nothing, so a later page tries again.
 */
export async function fetchTypefaceForNextPage(
  // Reading `localStorage` itself throws where the browser blocks site data: no storage then.
  storage: Pick<Storage, "getItem" | "setItem"> | undefined = storageOrNothing(),
  whenIdle: (run: () => void) => void = (run) =>
    "requestIdleCallback" in globalThis
      ? requestIdleCallback(run, { timeout: 5000 })
      : setTimeout(run, 2000),
): Promise<void> {
  if (typeof FontFace === "undefined" || !storage) return;
  try {
    if (storage.getItem(typefaceKey)) return;
    await new Promise<void>((resolve) => whenIdle(resolve));
    await Promise.all(
      faces.map((face) => new FontFace(plexFamily, `url("${face.url}") format("woff2")`).load()),
    );
    storage.setItem(typefaceKey, "1");
  } catch {
    // Offline, or storage refused: the next page keeps the local font, as this one did.
  }
}
