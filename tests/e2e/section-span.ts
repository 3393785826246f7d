/**
 * How much of each band's width its content spans. A band is a `.page-x` box in <main>; its
 * content is what a reader sees in it: lines of text, pictures and drawings, form controls, and
 * framed, tinted or ruled boxes (cards, panels, tables, key figures). The span is the union of their horizontal
 * extents over the band's inner width, so a text column with nothing beside it spans only its own
 * width however tall it is; a gutter between two columns (up to a tenth of the width) counts as
 * spanned, a half left empty does not. A band passes when its content spans most of its width, or when it is
 * a deliberate reading column: centred, with as much space on its left as on its right.
 */
import type { Page } from "@playwright/test";

export type BandSpan = {
  band: string;
  /** The union of the content's extents, in per cent of the band's inner width. */
  span: number;
  /** Whether the content stands in the middle of the band (equal space left and right). */
  centred: boolean;
};

/** Spans of every visible band of the page, in the order they appear. */
export function bandSpans(page: Page): Promise<BandSpan[]> {
  return page.evaluate(() => {
    const replaced = "img, svg, picture, video, iframe, canvas, input, select, textarea, button";
    const visible = (element: Element) => {
      const style = getComputedStyle(element);
      return style.visibility !== "hidden" && style.display !== "none" && style.opacity !== "0";
    };
    const tinted = (element: Element) => {
      const style = getComputedStyle(element);
      const background = style.backgroundColor;
      const hasBackground = background !== "rgba(0, 0, 0, 0)" && background !== "transparent";
      const hasFrame =
        Number.parseFloat(style.borderTopWidth) > 0 &&
        Number.parseFloat(style.borderBottomWidth) > 0 &&
        Number.parseFloat(style.borderLeftWidth) > 0;
      // A column of a grid marked by a thick rule on its left (a key figure) is a box too.
      const hasRule = Number.parseFloat(style.borderLeftWidth) >= 3;
      return hasBackground || hasFrame || hasRule;
    };
    const results: { band: string; span: number; centred: boolean }[] = [];
    for (const band of document.querySelectorAll("main .page-x")) {
      if (!visible(band)) continue;
      const frame = band.getBoundingClientRect();
      if (frame.width === 0 || frame.height === 0) continue;
      const style = getComputedStyle(band);
      const left = frame.left + Number.parseFloat(style.paddingLeft);
      const right = frame.right - Number.parseFloat(style.paddingRight);
      const width = right - left;
      const extents: [number, number][] = [];
      const add = (rect: DOMRect) => {
        // Visually hidden text (sr-only) is a pixel wide: not something a reader sees.
        if (rect.width <= 2 || rect.height <= 2) return;
        const from = Math.max(rect.left, left);
        const to = Math.min(rect.right, right);
        if (to > from) extents.push([from, to]);
      };
      const walker = document.createTreeWalker(band, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        if (!(node.textContent ?? "").trim()) continue;
        const parent = node.parentElement;
        if (!parent || !visible(parent) || parent.closest("svg")) continue;
        const range = document.createRange();
        range.selectNodeContents(node);
        for (const rect of range.getClientRects()) add(rect);
      }
      for (const element of band.querySelectorAll("*")) {
        if (!visible(element)) continue;
        if (element.matches(replaced) || tinted(element)) add(element.getBoundingClientRect());
      }
      // A breadcrumb trail alone in its band is a line of links, not a section.
      const onlyTrail = [...band.children].every((child) => child.matches("nav"));
      if (extents.length === 0 || onlyTrail) continue;
      extents.sort((a, b) => a[0] - b[0]);
      let covered = 0;
      let [start, end] = extents[0] as [number, number];
      const gutter = width * 0.1;
      for (const [from, to] of extents.slice(1)) {
        if (from > end + gutter) {
          covered += end - start;
          start = from;
          end = to;
        } else end = Math.max(end, to);
      }
      covered += end - start;
      const first = Math.min(...extents.map(([from]) => from));
      const last = Math.max(...extents.map(([, to]) => to));
      const before = first - left;
      const after = right - last;
      const heading = band.querySelector("h1, h2, h3")?.textContent?.trim() ?? "";
      const label = heading || (band.textContent ?? "").trim();
      results.push({
        band: label.slice(0, 50),
        span: Math.round((covered / width) * 100),
        centred: before > width * 0.08 && Math.abs(before - after) <= width * 0.04,
      });
    }
    return results;
  });
}

/** The bands that are neither mostly filled (at least `least` per cent) nor a centred column. */
export function halfEmpty(spans: BandSpan[], least = 80): string[] {
  return spans
    .filter((band) => band.span < least && !band.centred)
    .map((band) => `${band.span}%: ${band.band}`);
}
