/**
 * The oil tool's earlier samples with JavaScript: the form shows the filled ones and one empty
 * one, and "Add an earlier sample" shows the next at once, without loading a page, up to five.
 * The trend's figures are worked out by hand (see oil-earlier-samples.nojs.spec.ts).
 */
import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures.ts";

const tool = "/tools/oil-analysis";
const field = (page: Page, label: string) => page.getByLabel(label, { exact: true });
const sample = (page: Page, name: string) => page.getByRole("group", { name, exact: true });
const add = (page: Page) => page.getByRole("button", { name: "Add an earlier sample" });

test.use({ viewport: { width: 390, height: 844 } });

test("an empty form shows one earlier sample; the button adds the next in place, up to five", async ({
  page,
}) => {
  await page.goto(tool);
  // A mark on the window survives only if the page is never loaded again.
  await page.evaluate(() => {
    (window as unknown as { stayed: boolean }).stayed = true;
  });
  await page.getByText("Earlier DGAs, for rates of increase and the trend").click();
  await expect(field(page, "Date of the earlier sample (optional)")).toBeVisible();
  await expect(sample(page, "Second earlier sample")).toHaveCount(0);
  await expect(page.getByText("4 more can be added")).toBeVisible();

  await add(page).click();
  await expect(sample(page, "Second earlier sample")).toBeVisible();
  // The visitor is taken to the new sample's first field.
  await expect(field(page, "Date of the second earlier sample (optional)")).toBeFocused();
  await expect(page.getByText("3 more can be added")).toBeVisible();

  await add(page).click();
  await add(page).click();
  await add(page).click();
  await expect(sample(page, "Fifth earlier sample")).toBeVisible();
  await expect(field(page, "Date of the fifth earlier sample (optional)")).toBeFocused();
  // Five earlier samples and the current one are all the form holds: the button is gone.
  await expect(add(page)).toHaveCount(0);
  await expect(page.getByText(/more can be added/)).toHaveCount(0);
  expect(await page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).toBe(true);
  // The address carries values, not the number of samples shown.
  expect(page.url()).not.toContain("more=");
});

test("samples typed after adding them join the trend, and Enter still shows the reading", async ({
  page,
}) => {
  await page.goto(`${tool}?vc=gt170&oltc=none&d=2025-01-01&h2=130&e_d=2024-07-01&e_h2=100`);
  // The filled earlier sample and one empty one after it; no third.
  await expect(field(page, "Hydrogen (H₂) in the earlier sample")).toHaveValue("100");
  await expect(sample(page, "Second earlier sample")).toBeVisible();
  await expect(sample(page, "Third earlier sample")).toHaveCount(0);

  await field(page, "Date of the second earlier sample (optional)").fill("2024-01-01");
  await field(page, "Hydrogen (H₂) in the second earlier sample").fill("70");
  await add(page).click();
  await field(page, "Date of the third earlier sample (optional)").fill("2023-07-01");
  await field(page, "Hydrogen (H₂) in the third earlier sample").fill("40");
  await field(page, "Hydrogen (H₂) in the third earlier sample").press("Enter");
  // Enter sends the form, which shows the reading: it does not add a fourth sample.
  await expect(page.getByRole("heading", { name: "The reading", exact: true })).toBeFocused();
  await expect(sample(page, "Fourth earlier sample")).toHaveCount(0);
  // H₂ 40, 70, 100, 130 µL/L from July 2023 to January 2025.
  await expect(page.getByText("40 → 130", { exact: true })).toBeVisible();
  await expect(page).toHaveURL(/&e2_d=2024-01-01&e2_h2=70&e3_d=2023-07-01&e3_h2=40$/);
});

test("a worked example shows its earlier sample and one empty one, not five", async ({ page }) => {
  await page.goto(tool);
  await page.getByRole("link", { name: /Arcing 220 kV unit/ }).click();
  await expect(field(page, "Hydrogen (H₂) in the earlier sample")).toHaveValue("150");
  await expect(sample(page, "Second earlier sample")).toBeVisible();
  await expect(sample(page, "Third earlier sample")).toHaveCount(0);
  await expect(page.getByText("3 more can be added")).toBeVisible();
});
