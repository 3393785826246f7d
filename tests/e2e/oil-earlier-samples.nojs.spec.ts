/**
 * The oil tool's earlier samples without JavaScript: "Add an earlier sample" sends the GET form
 * with one more sample to show, the server renders it with every value kept and lands on the new
 * sample, and Enter in a field sends the form without adding one.
 */
import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures.ts";

const tool = "/tools/oil-analysis";
const field = (page: Page, label: string) => page.getByLabel(label, { exact: true });
const sample = (page: Page, name: string) => page.getByRole("group", { name, exact: true });
const add = (page: Page) => page.getByRole("button", { name: "Add an earlier sample" });

test("the button sends the form and comes back with one more sample, values kept", async ({
  page,
}) => {
  await page.goto(tool);
  await page.getByText("Earlier DGAs, for rates of increase and the trend").click();
  await expect(sample(page, "Second earlier sample")).toHaveCount(0);
  await field(page, "Highest voltage (voltage class)").selectOption("gt170");
  await field(page, "Date of the sample (optional)").fill("2025-01-01");
  await field(page, "Hydrogen (H₂)").fill("130");
  await field(page, "Date of the earlier sample (optional)").fill("2024-07-01");
  await field(page, "Hydrogen (H₂) in the earlier sample").fill("100");

  const [answer] = await Promise.all([
    page.waitForResponse((response) => response.url().includes(`${tool}?`)),
    add(page).click(),
  ]);
  expect(answer.request().method()).toBe("GET");
  expect(answer.status()).toBe(200);
  const url = new URL(page.url());
  expect(url.searchParams.get("more")).toBe("2");
  expect(url.searchParams.get("e_h2")).toBe("100");
  // The page lands on the sample just added.
  expect(url.hash).toBe("#oa-e2");
  await expect(sample(page, "Second earlier sample")).toBeVisible();
  await expect(sample(page, "Third earlier sample")).toHaveCount(0);
  await expect(field(page, "Hydrogen (H₂) in the earlier sample")).toHaveValue("100");
  await expect(field(page, "Highest voltage (voltage class)")).toHaveValue("gt170");

  await field(page, "Date of the second earlier sample (optional)").fill("2024-01-01");
  await field(page, "Hydrogen (H₂) in the second earlier sample").fill("70");
  await add(page).click();
  await expect(page).toHaveURL(/more=3#oa-e3$/);
  await field(page, "Date of the third earlier sample (optional)").fill("2023-07-01");
  await field(page, "Hydrogen (H₂) in the third earlier sample").fill("40");
  await page.getByRole("button", { name: "Show the reading" }).click();
  // H₂ 40, 70, 100, 130 µL/L over 550 days: the trend runs through all four samples.
  await expect(page.getByText("40 → 130", { exact: true })).toBeVisible();
  await expect(field(page, "Hydrogen (H₂) in the second earlier sample")).toHaveValue("70");
  // Filled: the earlier, second and third samples; then one empty one, and no more.
  await expect(sample(page, "Fourth earlier sample")).toBeVisible();
  await expect(sample(page, "Fifth earlier sample")).toHaveCount(0);
});

test("Enter in a field sends the form without adding a sample", async ({ page }) => {
  await page.goto(tool);
  await field(page, "Highest voltage (voltage class)").selectOption("72.5-170");
  await field(page, "Breakdown voltage (BDV)").fill("38");
  await Promise.all([
    page.waitForURL(/bdv=38/),
    field(page, "Breakdown voltage (BDV)").press("Enter"),
  ]);
  expect(new URL(page.url()).searchParams.has("more")).toBe(false);
  await expect(
    page.getByRole("heading", { name: "Overall condition: Act soon", exact: true }),
  ).toBeVisible();
});

test("the address asks for at most five samples, and nonsense in it is ignored", async ({
  page,
}) => {
  const full = await page.goto(`${tool}?more=5`);
  expect(full?.status()).toBe(200);
  await expect(sample(page, "Fifth earlier sample")).toBeVisible();
  await expect(add(page)).toHaveCount(0);
  for (const more of ["9", "-1", "2e0", "%3Cscript%3E"]) {
    const answer = await page.goto(`${tool}?more=${more}`);
    expect(answer?.status()).toBe(200);
    // Read as no count at all: the one empty earlier sample, folded away as on an empty form.
    await expect(page.locator('[name="e_d"]')).toHaveCount(1);
    await expect(page.locator('[name="e2_d"]')).toHaveCount(0);
    await expect(field(page, "Date of the earlier sample (optional)")).toBeHidden();
  }
});
