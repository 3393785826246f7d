/**
 * The console's unit page on a phone: its test records are cards (each cell under its column's
 * name), not a four-column table squeezed into 390 px.
 */
import { expect, test } from "./fixtures.ts";
import { addCustomer, addRecord, addUnitByHand } from "./passport-helpers.ts";

test("at 390 px a unit's test records are stacked cards with every cell inside the screen", async ({
  page,
}) => {
  test.setTimeout(120_000);
  await addCustomer(page, `Sachin Forge ${crypto.randomUUID().slice(0, 6)}`);
  const unitUrl = await addUnitByHand(page);
  await addRecord(page, unitUrl, "2026-03-04", {
    "Hydrogen (H₂), µL/L": "42",
    "Methane (CH₄), µL/L": "17",
  });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(unitUrl);
  const table = page.getByRole("table", { name: "Test records, newest first" });
  const row = table.getByRole("row", { name: /2026-03-04/ });
  await expect(row.getByRole("rowheader")).toContainText("2026-03-04");
  await expect(row.getByRole("link", { name: "Edit record of 2026-03-04" })).toBeVisible();
  await expect(row).toHaveCSS("display", "grid");
  // The column headings are read by screen readers, not shown; each cell names its column.
  await expect(table.locator("thead")).toHaveCSS("position", "absolute");
  const results = row.getByRole("cell", { name: /H₂ 42/ });
  expect(await results.evaluate((cell) => getComputedStyle(cell, "::before").content)).toBe(
    '"Results"',
  );
  const boxes = await row
    .locator("th, td")
    .evaluateAll((cells) =>
      cells.map((cell) => [
        cell.getBoundingClientRect().right,
        cell.scrollWidth - cell.clientWidth,
      ]),
    );
  expect(boxes).toHaveLength(5);
  for (const [right, overflow] of boxes) {
    expect(right).toBeLessThanOrEqual(390);
    expect(overflow).toBeLessThanOrEqual(1);
  }
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

  await page.setViewportSize({ width: 1280, height: 900 });
  await expect(row).toHaveCSS("display", "table-row");
});
