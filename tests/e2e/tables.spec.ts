/**
 * Data tables on a phone: at 390 px no cell is clipped (its content fits its box) and no table is
 * wider than the screen; each row of results is a card that names its columns (Before, After,
 * Limit, Standard). Printed, the tables keep every column.
 */
import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures.ts";

const pages = [
  "/case-studies/odisha-steel-plant-oltc-diverter-leak",
  "/case-studies/navi-mumbai-data-centre-slow-vcb",
  "/company/quality",
  "/services/details/siemens-3ah-vcb-tripping-coil",
];

type Fit = { tables: number; cells: number; clipped: string[]; wide: string[] };

function tableFit(page: Page): Promise<Fit> {
  return page.evaluate(() => {
    const clipped: string[] = [];
    const wide: string[] = [];
    const tables = [...document.querySelectorAll("main table")];
    let cells = 0;
    for (const table of tables) {
      const box = table.getBoundingClientRect();
      if (box.right > window.innerWidth + 1 || box.left < -1) {
        wide.push(`${table.querySelector("caption")?.textContent?.trim()}: ${box.width} px`);
      }
      // The frame around a table must not hide a part of it behind a scroll either.
      const frame = table.parentElement;
      if (frame && frame.scrollWidth > frame.clientWidth + 1) {
        wide.push(`frame of ${table.querySelector("caption")?.textContent?.trim()} scrolls`);
      }
      for (const cell of table.querySelectorAll("tbody th, tbody td")) {
        const style = getComputedStyle(cell);
        if (style.display === "none") continue;
        cells += 1;
        if (cell.scrollWidth > cell.clientWidth + 1) {
          clipped.push(
            `${(cell.textContent ?? "").trim().slice(0, 40)}: ${cell.scrollWidth} > ${cell.clientWidth}`,
          );
        }
      }
    }
    return { tables: tables.length, cells, clipped, wide };
  });
}

test.describe("tables at 390 px", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  for (const path of pages) {
    test(`${path}: no cell clipped, no table wider than the screen`, async ({ page }) => {
      await page.goto(path);
      const result = await tableFit(page);
      expect(result.tables).toBeGreaterThan(0);
      expect(result.cells).toBeGreaterThan(3);
      expect(result.clipped).toEqual([]);
      expect(result.wide).toEqual([]);
    });
  }

  test("a case study's results are cards that name each value", async ({ page }) => {
    await page.goto("/case-studies/odisha-steel-plant-oltc-diverter-leak");
    const results = page.getByRole("table", { name: /test values before and after/i });
    const row = results.getByRole("row", { name: /acetylene/i }).first();
    await expect(row).toBeVisible();
    const labels = await row
      .locator("td")
      .evaluateAll((cells) => cells.map((cell) => getComputedStyle(cell, "::before").content));
    expect(labels).toEqual(['"Before"', '"After"', '"Limit"', '"Standard"']);
    // One card: the row is no wider than the screen and its cells stack inside it.
    const box = await row.boundingBox();
    expect(box?.width).toBeLessThanOrEqual(390);
  });
});

// On a tablet the tables are grids again: each must fit its frame, not hide a column off to the
// right (the quality page's type tests were 832 px in a 718 px frame).
test.describe("tables at 768 px", () => {
  test.use({ viewport: { width: 768, height: 1024 } });

  for (const path of pages)
    test(`${path}: every table fits its frame`, async ({ page }) => {
      await page.goto(path);
      const result = await tableFit(page);
      expect(result.tables).toBeGreaterThan(0);
      expect(result.wide).toEqual([]);
    });
});

test("printed, a case study's table keeps all five columns across the page", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto("/case-studies/odisha-steel-plant-oltc-diverter-leak");
  await page.emulateMedia({ media: "print" });
  const headers = page
    .getByRole("table", { name: /test values before and after/i })
    .getByRole("columnheader");
  await expect(headers).toHaveText(["Test", "Before", "After", "Limit", "Standard"]);
  for (const header of await headers.all()) await expect(header).toBeVisible();
});
