/**
 * IBM Plex Sans, the site's typeface, added after the first paint (decision 0011). Declared in
 * the stylesheet, the browser would fetch its 45 KB as soon as it styles the first text, on a
 * slow network ahead of and alongside the document's last bytes. Added from script when the
 * root module runs (after the first frame), it arrives later and replaces the metric-matched
 * local font of app.css without moving a line. Visitors without JavaScript get the same faces
 * from a <noscript> stylesheet.
 */

import latinExt from "@fontsource-variable/ibm-plex-sans/files/ibm-plex-sans-latin-ext-wght-normal.woff2?url";
import latin from "@fontsource-variable/ibm-plex-sans/files/ibm-plex-sans-latin-wght-normal.woff2?url";

export const plexFamily = "IBM Plex Sans";

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

const descriptors = { style: "normal", weight: "100 700", display: "swap" } as const;

/**
 * The faces as @font-face rules, for the <noscript> stylesheet and the pages that ship no script.
 * A function, so that the browser's bundle, which never renders them, leaves the rules out.
 */
export function plexFontFaceCss(): string {
  return faces
    .map(
      (face) =>
        `@font-face{font-family:"${plexFamily}";font-style:${descriptors.style};font-weight:${descriptors.weight};font-display:${descriptors.display};src:url("${face.url}") format("woff2");unicode-range:${face.unicodeRange}}`,
    )
    .join("");
}

/** Whether any character of `text` falls in a face's `unicode-range` ("U+0100-02BA, U+2113"). */
export function rangeCovers(unicodeRange: string, text: string): boolean {
  // "U+0100-02BA, U+2113" → the character class [\u{0100}-\u{02BA}\u{2113}].
  const ranges = unicodeRange.replace(/[\dA-F]+/gi, "\\u{$&}").replace(/U\+|[, ]/gi, "");
  return new RegExp(`[${ranges}]`, "u").test(text);
}

/**
 * Adds the faces to the document once those its text needs have arrived (latin always;
 * latin-ext where the page has, say, a rupee sign), all in one task; a face the page does not
 * need yet is added unloaded and fetched when text first needs it. Runs once per document, in
 * the browser only; resolves when the faces are in the document (or at once where there is no
 * FontFaceSet, on the server).
 *
 * Loading first matters on a slow phone (issue 27, decision 0018): adding a face that has not
 * loaded yet makes the browser restyle and lay out every text of the page at once, for a font it
 * cannot draw yet, and again when the face arrives (and again for each further face): a
 * whole-page layout each, 45 to 145 ms on the key pages at a fourfold CPU slowdown. Added
 * loaded, in one task, the swap costs one such layout.
 */
export async function addPlexFont(
  fonts: FontFaceSet | undefined = globalThis.document?.fonts,
  text: string = globalThis.document?.body?.textContent ?? "",
): Promise<void> {
  if (!fonts || typeof FontFace === "undefined") return;
  const made = faces.map(
    (face) =>
      new FontFace(plexFamily, `url("${face.url}") format("woff2")`, {
        ...descriptors,
        unicodeRange: face.unicodeRange,
      }),
  );
  try {
    await Promise.all(
      made
        .filter((face, i) => !i || rangeCovers(face.unicodeRange, text))
        .map((face) => face.load()),
    );
  } catch {
    // Offline or refused: the metric-matched local font stays, as it would without the faces.
    return;
  }
  for (const face of made) fonts.add(face);
}
