/**
 * The customer's pages laid out for what they hold: a lone unit is one wide card with its facts
 * beside its condition; on the unit's page the last of an odd count of charts takes its row with
 * its values beside it, and "Condition now" shows its headline finding once.
 */
import { expect, test } from "./fixtures.ts";
import { addCustomer, addRecord, addUnitByHand } from "./passport-helpers.ts";

test.use({ viewport: { width: 1280, height: 900 } });

test("a one-unit fleet and its unit's page use the width of a 1280 px screen", async ({ page }) => {
  test.setTimeout(150_000);
  const customerUrl = await addCustomer(page, `Anand Dairy ${crypto.randomUUID().slice(0, 6)}`);
  const unitUrl = await addUnitByHand(page);
  // Five gases, so five charts: the fifth would stand alone in a row of two.
  await addRecord(page, unitUrl, "2026-02-01", {
    "Hydrogen (H₂), µL/L": "110",
    "Methane (CH₄), µL/L": "130",
    "Ethane (C₂H₆), µL/L": "35",
    "Ethylene (C₂H₄), µL/L": "170",
    "Acetylene (C₂H₂), µL/L": "1",
  });
  await page.goto(customerUrl);
  await page.getByRole("button", { name: "Issue a new fleet link" }).click();
  const link = await page
    .getByRole("status")
    .filter({ hasText: "New fleet link" })
    .getByRole("link")
    .textContent();
  await page.goto(new URL(link ?? "").pathname);

  const card = page.getByRole("listitem").filter({ hasText: "TR-2, 33 kV yard" });
  const box = await card.boundingBox();
  // The page's column is 1,152 px wide at 1280 px (max-w-6xl less its padding); a third is 370.
  expect(box?.width).toBeGreaterThan(1000);
  await expect(card.getByText("Last test")).toBeVisible();
  await card.getByRole("link", { name: "Its history, trend charts and reports" }).click();

  await expect(page.getByRole("heading", { name: "TR-2, 33 kV yard", level: 1 })).toBeVisible();
  const condition = page.getByRole("region", { name: "Condition now" });
  const headline = condition.getByText(/^Duval Triangle 1 places the gases in zone /);
  await expect(headline).toHaveCount(1);

  const charts = page.getByRole("region", { name: "History of each result" }).locator("figure");
  await expect(charts).toHaveCount(5);
  const first = await charts.first().boundingBox();
  const last = await charts.last().boundingBox();
  expect(last?.width ?? 0).toBeGreaterThan(2 * (first?.width ?? 0));
  // The lone chart is drawn at the others' size, its single value shown beside it.
  const lastChart = await charts.last().getByRole("img").boundingBox();
  const firstChart = await charts.first().getByRole("img").boundingBox();
  expect(Math.abs((lastChart?.width ?? 0) - (firstChart?.width ?? 0))).toBeLessThan(30);
  await expect(charts.last().getByRole("cell", { name: "2026-02-01" }).first()).toBeVisible();
});
