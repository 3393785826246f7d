/**
 * Every page template at the six widths a visitor brings, from the 320 px of WCAG 1.4.10's reflow:
 * nothing wider than the screen, no figure wider than its box, the header one row, no card
 * alone on the last row of a grid, nor a last row of half the first (unless centred), no text column left at less than half the
 * content width beside empty space from 1024 px up, and the WhatsApp button over no text in the
 * first screen. At 1280 and 1920 px every band of every template and marketing page either spans
 * most of its width with content or is a centred reading column (section-span.ts).
 */
import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures.ts";
import { bandSpans, halfEmpty } from "./section-span.ts";

const templates = [
  "/",
  "/aboutus",
  "/company/whoweare",
  "/company/whatclientsay",
  "/company/quality",
  "/industry",
  "/transformer/fieldservice",
  "/transformer/rental",
  "/automation",
  "/privacy",
  "/services",
  "/services/categories/silica-gel",
  "/services/details/blue-silica-gel",
  "/services/details/blue-silica-gel/enquiry",
  "/services/search/oil",
  "/contact",
  "/service-request",
  "/case-studies",
  "/case-studies/odisha-steel-plant-oltc-diverter-leak",
  "/tools/oil-analysis",
  "/tools/oil-analysis?vc=72.5-170&bdv=38&h2o=24&t=40&h2=100&ch4=20&c2h6=5&c2h4=10&c2h2=40&co=450&co2=4200&d=2025-03-10&e_d=2024-09-10&e_h2=60&e_ch4=12&e_c2h6=4&e_c2h4=8&e_c2h2=10",
  "/no-such-page",
];

const widths = [320, 390, 768, 1024, 1280, 1920];

type Problems = {
  overflow: number;
  spills: string[];
  header: number;
  loneCards: string[];
  narrow: string[];
  covered: string[];
};

function findProblems(page: Page, wide: boolean): Promise<Problems> {
  return page.evaluate((checkNarrow) => {
    const describe = (element: Element) =>
      `${element.tagName.toLowerCase()}${element.id ? `#${element.id}` : ""}.${[...element.classList].slice(0, 3).join(".")} "${(element.textContent ?? "").trim().slice(0, 40)}"`;
    const visible = (element: Element) => {
      const box = element.getBoundingClientRect();
      return box.width > 0 && box.height > 0 && getComputedStyle(element).visibility !== "hidden";
    };

    // A list laid out in rows whose last row holds one item, not centred under the rest.
    const loneCards: string[] = [];
    for (const list of document.querySelectorAll("main ul, main ol, main dl")) {
      // A breadcrumb wraps like a sentence: it is not a grid of cards.
      if (list.closest("nav")) continue;
      const items = [...list.children].filter(visible);
      if (items.length < 3) continue;
      const tops = [...new Set(items.map((item) => Math.round(item.getBoundingClientRect().top)))];
      if (tops.length < 2) continue;
      const rows = tops.map((top) =>
        items.filter((item) => Math.round(item.getBoundingClientRect().top) === top),
      );
      const first = rows[0] ?? [];
      const last = rows.at(-1) ?? [];
      // One item alone, or a last row of half the first's items or fewer (4 + 2), left-aligned.
      if (first.length < 2 || last.length * 2 > first.length) continue;
      const left = (last[0] as Element).getBoundingClientRect();
      const right = (last.at(-1) as Element).getBoundingClientRect();
      const frame = list.getBoundingClientRect();
      const offCentre = Math.abs((left.left + right.right) / 2 - (frame.left + frame.width / 2));
      if (offCentre > 4) loneCards.push(describe(list));
    }

    // From 1024 px: a band whose content stops before half its width, from the left edge.
    const narrow: string[] = [];
    if (checkNarrow) {
      for (const band of document.querySelectorAll("main .page-x")) {
        const frame = band.getBoundingClientRect();
        const style = getComputedStyle(band);
        const left = frame.left + Number.parseFloat(style.paddingLeft);
        const width =
          frame.width -
          Number.parseFloat(style.paddingLeft) -
          Number.parseFloat(style.paddingRight);
        const children = [...band.children].filter(visible);
        if (children.length === 0) continue;
        const right = Math.max(...children.map((child) => child.getBoundingClientRect().right));
        const start = Math.min(...children.map((child) => child.getBoundingClientRect().left));
        const centred = start - left > width * 0.15;
        if (!centred && right - left < width * 0.5) narrow.push(describe(band));
      }
    }

    // The chat button over text of the first screen.
    const covered: string[] = [];
    const chat = document.querySelector('aside[aria-label="WhatsApp chat"] a');
    if (chat && getComputedStyle(chat).visibility !== "hidden") {
      const button = chat.getBoundingClientRect();
      for (const element of document.querySelectorAll(
        "main p, main h1, main h2, main h3, main li, main dt, main dd, main label, main a, main button",
      )) {
        if (!visible(element)) continue;
        const hasText = [...element.childNodes].some(
          (node) => node.nodeType === Node.TEXT_NODE && (node.textContent ?? "").trim(),
        );
        if (!hasText) continue;
        for (const line of element.getClientRects()) {
          if (line.top > window.innerHeight) continue;
          const overlaps =
            line.left < button.right &&
            line.right > button.left &&
            line.top < button.bottom &&
            line.bottom > button.top;
          if (overlaps) {
            covered.push(describe(element));
            break;
          }
        }
      }
    }

    // A figure or its label wider than its box spills out of its card, page overflow or not.
    const spills = [...document.querySelectorAll("main dd, main dt")]
      .filter((element) => visible(element) && element.scrollWidth > element.clientWidth + 1)
      .map(describe);

    return {
      overflow: document.documentElement.scrollWidth - window.innerWidth,
      spills,
      // One row: the 4 rem bar and its 1 px rule, at every width (the page is laid out for it).
      header: Math.round(
        document.getElementById("site-header")?.getBoundingClientRect().height ?? 0,
      ),
      loneCards,
      narrow,
      covered,
    };
  }, wide);
}

/** The widths at which every band is also measured for its span (section-span.ts). */
const bandWidths = [1280, 1920];

/** The window at `width`: a phone's height below 500 px, a desktop's from there. */
const viewport = (width: number) => ({ width, height: width < 500 ? 844 : 900 });

/**
 * Resizes the window and waits two frames, so that what the page's scripts do on a resize (a
 * ResizeObserver measuring a carousel) is laid out before anything is measured.
 */
async function resizeTo(page: Page, width: number): Promise<void> {
  await page.setViewportSize(viewport(width));
  await page.evaluate(
    () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
  );
}

// Each page is loaded once and measured at every width in turn (a step per width): the layout
// follows the window through CSS, and a load per width cost four fifths of this file's time.
test.describe(`at ${widths.join(", ")} px`, () => {
  test.use({ viewport: viewport(widths[0] ?? 320) });
  for (const path of templates) {
    test(`${path} keeps its layout at each width and has no half-empty band at ${bandWidths.join(" and ")} px`, async ({
      page,
    }) => {
      await page.goto(path);
      for (const width of widths) {
        await test.step(`at ${width} px`, async () => {
          await resizeTo(page, width);
          const problems = await findProblems(page, width >= 1024);
          expect(problems).toEqual({
            overflow: 0,
            spills: [],
            header: 65,
            loneCards: [],
            narrow: [],
            covered: [],
          });
          if (bandWidths.includes(width)) expect(halfEmpty(await bandSpans(page))).toEqual([]);
        });
      }
    });
  }
});

/** The marketing pages besides the templates above: each is its own content file. */
const marketingPages = [
  "/company/safety",
  "/company/whatwedo",
  "/company/whychooseus",
  "/transformer/refurbishmentandoverhauling",
  "/transformer/repaireandmaintainance",
  "/transformer/hvlvtesting",
  "/transformer/transformer1",
  "/transformer/transformer2",
  "/transformer/transformer3",
  "/transformer/transformer4",
  "/transformer/transformer5",
];

// The templates' bands are measured above, on the page loaded for the layout checks.
test.describe(`bands at ${bandWidths.join(" and ")} px`, () => {
  test.use({ viewport: viewport(bandWidths[0] ?? 1280) });
  for (const path of marketingPages) {
    test(`${path} has no half-empty band`, async ({ page }) => {
      await page.goto(path);
      for (const width of bandWidths) {
        await test.step(`at ${width} px`, async () => {
          await resizeTo(page, width);
          expect(halfEmpty(await bandSpans(page))).toEqual([]);
        });
      }
    });
  }
});
