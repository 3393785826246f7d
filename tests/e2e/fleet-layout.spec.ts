/**
 * The customer's pages laid out for what they hold: both in the site's container, lined up with
 * its header; a lone unit is one wide card with its facts beside its condition; on the unit's
 * page the charts make an even grid (the last of an odd count centred at the others' width, the
 * cards of a row alike), "Condition now" shows its headline finding once and flags a test that is
 * overdue, and the Duval trail names its zones.
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
  // The page's column is the site's: 1,216 px at 1280 px (less 32 px each side), a third is 390.
  expect(box?.width).toBe(1216);
  // It starts where the header's logo does, 32 px from the left, not 96 as a narrower column did.
  const logo = await page.getByRole("banner").getByRole("link").first().boundingBox();
  expect(logo?.x).toBe(32);
  expect((await page.getByRole("heading", { level: 1 }).boundingBox())?.x).toBe(32);
  await expect(card.getByText("Last test")).toBeVisible();
  await card.getByRole("link", { name: "Its history, trend charts and reports" }).click();

  await expect(page.getByRole("heading", { name: "TR-2, 33 kV yard", level: 1 })).toBeVisible();
  const condition = page.getByRole("region", { name: "Condition now" });
  const headline = condition.getByText(/^Duval Triangle 1 places the gases in zone /);
  await expect(headline).toHaveCount(1);
  // Zone T3 with gases above typical reads "act soon": the next DGA is due 14 days after the
  // sample of 2026-02-01, a day long gone.
  await expect(
    condition.getByText("Dissolved gas analysis (DGA): by 2026-02-15 (overdue)"),
  ).toBeVisible();
  expect((await page.getByRole("heading", { level: 1 }).boundingBox())?.x).toBe(32);

  const charts = page.getByRole("region", { name: "History of each result" }).locator("figure");
  await expect(charts).toHaveCount(5);
  const boxes = await Promise.all([0, 1, 2, 3, 4].map((index) => charts.nth(index).boundingBox()));
  const [first, second, , , last] = boxes;
  // Two to a row, the cards of a row as tall as each other; the fifth alone, centred on the
  // page's middle (640 px) at the others' width.
  expect(second?.y).toBe(first?.y);
  expect(second?.height).toBe(first?.height);
  expect(last?.width).toBe(first?.width);
  expect((last?.x ?? 0) + (last?.width ?? 0) / 2).toBe(640);
  // One sample each: every card's value stands open.
  for (const index of [0, 1, 2, 3, 4])
    await expect(charts.nth(index).getByRole("cell", { name: "2026-02-01" })).toBeVisible();

  const trail = page.locator('svg[aria-labelledby^="duval-trail-t"]');
  await expect(trail).toHaveAccessibleName(/^Duval Triangle 1, every sample in date order/);
  expect(await trail.locator("text").allTextContents()).toEqual(
    expect.arrayContaining(["PD", "T1", "T2", "T3", "D1", "D2", "DT", "100 % CH₄"]),
  );
});
