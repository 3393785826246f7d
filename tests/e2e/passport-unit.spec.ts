/**
 * The customer's unit page on a phone and on paper: its charts' and Duval trail's words readable
 * at 390 px, and printed on A4 two charts to a row, each card whole, the boxes apart, in at most
 * five pages for a unit with twelve samples of every test.
 */
import { PDFDocument } from "pdf-lib";
import { axeViolations } from "./axe.ts";
import { expect, test } from "./fixtures.ts";
import { seedSmallFleet } from "./passport-helpers.ts";
import { checkUnitOnPhone } from "./passport-unit-helpers.ts";

// Three units of six samples each, the first with twelve: a page with thirteen charts.
let unitPath = "";
test.beforeAll(() => {
  const { fleetPath, firstAsset } = seedSmallFleet({ units: 3, records: 6 });
  unitPath = `${fleetPath}/units/${firstAsset}`;
});

test("on a 390 px phone the unit's charts and Duval trail are drawn in 11 px type or larger", async ({
  page,
}) => {
  await checkUnitOnPhone(page, unitPath);
  expect(await axeViolations(page)).toEqual([]);
});

test("printed, the unit page puts two charts to a row, keeps each whole and its boxes apart, on at most five A4 pages", async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(unitPath);
  await page.emulateMedia({ media: "print" });
  const charts = page.getByRole("region", { name: "History of each result" }).locator("figure");
  await expect(charts).toHaveCount(13);
  const [first, second, third] = await Promise.all(
    [0, 1, 2].map((index) => charts.nth(index).boundingBox()),
  );
  expect(second?.y).toBe(first?.y);
  expect(second?.x ?? 0).toBeGreaterThan((first?.x ?? 0) + (first?.width ?? 0));
  expect(third?.x).toBe(first?.x);
  expect(await charts.first().evaluate((figure) => getComputedStyle(figure).breakInside)).toBe(
    "avoid",
  );
  // The samples list and the service visits beside or under it do not touch.
  const samples = await page.getByRole("region", { name: "Samples" }).boundingBox();
  const visits = await page.getByRole("region", { name: "Service visits" }).boundingBox();
  const apart = Math.max(
    (visits?.y ?? 0) - ((samples?.y ?? 0) + (samples?.height ?? 0)),
    (visits?.x ?? 0) - ((samples?.x ?? 0) + (samples?.width ?? 0)),
  );
  expect(apart).toBeGreaterThanOrEqual(12);

  const pdf = await page.pdf({ preferCSSPageSize: true, printBackground: true });
  // Condition and nameplate; rates and the trail; two pages of charts; the last chart and the
  // samples, visits and files.
  expect((await PDFDocument.load(pdf)).getPageCount()).toBeLessThanOrEqual(5);
});

test("each chart's table of values is a disclosure named for its parameter, not thirteen alike", async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(unitPath);
  const charts = page.getByRole("region", { name: "History of each result" }).locator("figure");
  await expect(charts).toHaveCount(13);
  // Each says "Values" on screen and is named for its parameter, as its chart's caption starts.
  await expect(charts.locator("summary")).toHaveText(Array(13).fill("Values"));
  await expect(charts.locator('summary[aria-label="Values: Hydrogen (H₂)"]')).toHaveAccessibleName(
    "Values: Hydrogen (H₂)",
  );
  const names = new Set<string>();
  for (let index = 0; index < 13; index += 1) {
    const chart = charts.nth(index);
    const name = (await chart.locator("summary").getAttribute("aria-label")) ?? "";
    expect(name).toMatch(/^Values: \S/);
    expect(await chart.locator("figcaption").textContent()).toContain(
      name.slice("Values: ".length),
    );
    names.add(name);
  }
  expect(names.size).toBe(13);
});
