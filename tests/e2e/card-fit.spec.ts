/**
 * Cards on detail pages are as tall as what they hold. A framed box (rounded, bordered) may be
 * stretched a little to line up with its neighbours in a row, but never into an empty box: no box
 * leaves more than 96 px and more than a third of its height empty below its content. Before the
 * catalogue's boxes were split into a side column, "Price And Quantity" on an item page stood
 * 380 px empty beside "Trade Information" at 1280 px.
 */
import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures.ts";

const pages = [
  "/services/details/blue-silica-gel",
  "/services/details/transformer-oil",
  "/services/details/silica-gel-breather",
  "/services/categories/silica-gel",
  "/company/quality",
  "/company/safety",
  "/transformer/transformer1",
  "/transformer/rental",
  "/company/whatclientsay",
  "/case-studies/odisha-steel-plant-oltc-diverter-leak",
  "/contact",
];

const widths = [390, 768, 1024, 1280, 1920];

function emptyBoxes(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const skipped = new Set(["A", "BUTTON", "INPUT", "SELECT", "TEXTAREA", "IMG", "svg", "TABLE"]);
    const found: string[] = [];
    for (const box of document.querySelectorAll("main *")) {
      if (skipped.has(box.tagName)) continue;
      const style = getComputedStyle(box);
      const framed = style.borderTopLeftRadius !== "0px" && style.borderTopWidth !== "0px";
      if (!framed) continue;
      // A panel that places its content at its foot on purpose (a picture with a caption).
      if (style.alignItems === "flex-end" || style.justifyContent === "flex-end") continue;
      const frame = box.getBoundingClientRect();
      const children = [...box.children].filter((child) => {
        const rect = child.getBoundingClientRect();
        return rect.height > 0 && getComputedStyle(child).position !== "absolute";
      });
      if (frame.height === 0 || children.length === 0) continue;
      const contentBottom = Math.max(
        ...children.map((child) => child.getBoundingClientRect().bottom),
      );
      const innerBottom =
        frame.bottom -
        Number.parseFloat(style.paddingBottom) -
        Number.parseFloat(style.borderBottomWidth);
      const empty = innerBottom - contentBottom;
      if (empty > 96 && empty > frame.height / 3) {
        const text = (box.textContent ?? "").trim().slice(0, 40);
        found.push(`${Math.round(empty)} of ${Math.round(frame.height)} px empty: "${text}"`);
      }
    }
    return found;
  });
}

for (const width of widths) {
  test(`no empty boxes on detail pages at ${width} px`, async ({ page }) => {
    test.setTimeout(60_000);
    await page.setViewportSize({ width, height: 900 });
    for (const path of pages) {
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(200);
      expect(await emptyBoxes(page), `${path} at ${width} px`).toEqual([]);
    }
  });
}
