/**
 * Fixes from a design review of the production build: the customer's fleet counts units per
 * condition in words; the rental fleet's add form is empty after an add and names the mounting
 * as its select does; the console's intros are small type; certificate numbers never break
 * across lines on a phone; the staff asset page's short columns keep to one line, and the
 * accounts table is a bordered card with title-case headings.
 */
import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures.ts";
import { seedSmallFleet } from "./passport-helpers.ts";
import { addAccount, signInPage } from "./staff-helpers.ts";

test("the fleet page counts its units per condition, with the noun", async ({ page }) => {
  const { fleetPath } = seedSmallFleet({ units: 3, records: 3 });
  await page.goto(fleetPath);
  // Each condition with its count of units, the noun singular for one: "Watch· 1 unit".
  const tally = await page
    .getByRole("list", { name: "Units by condition" })
    .getByRole("listitem")
    .allTextContents();
  expect(tally.length).toBeGreaterThan(0);
  for (const item of tally) expect(item).toMatch(/^[A-Z][a-z ]+· (1 unit|([02-9]|\d\d+) units)$/);
});

/** Fills the rental fleet's add form; `complete` leaves the location empty when false. */
async function fillUnit(page: Page, unit: string, complete = true) {
  const add = page.getByRole("region", { name: "Add a unit" });
  await add.getByLabel("Unit number").fill(unit);
  await add.getByLabel("Rating (kVA)").fill("500");
  await add.getByLabel("HV (kV)").fill("11");
  await add.getByLabel("LV (kV)").fill("0.433");
  await add.getByLabel("Vector group").fill("Dyn11");
  await add.getByLabel("Cooling").selectOption("ONAN");
  await add.getByLabel("Mounting").selectOption("trailer");
  if (complete) await add.getByLabel("Where it stands").fill("Vadodara yard");
  await add.getByRole("button", { name: "Add unit" }).click();
  return add;
}

test("after a unit is added the add form is empty; a refused add keeps what was typed", async ({
  page,
}) => {
  const unit = `VR-${crypto.randomUUID().slice(0, 6).toUpperCase()}`;
  await page.goto("/staff/fleet");
  await signInPage(page, await addAccount("staff", "Ritu Desai"));
  const add = await fillUnit(page, unit);
  await expect(page.getByRole("status")).toHaveText("Unit added.");
  await expect(add.getByLabel("Unit number")).toHaveValue("");
  await expect(add.getByLabel("Rating (kVA)")).toHaveValue("");
  await expect(add.getByLabel("Mounting")).toHaveValue("");
  await expect(add.getByLabel("Where it stands")).toHaveValue("");
  // The unit's line names the mounting as the select does.
  await expect(page.getByTestId("console-unit").filter({ hasText: unit })).toContainText(
    "500 kVA · 11/0.433 kV · Dyn11 · ONAN · Trailer · Vadodara yard",
  );

  const second = `VR-${crypto.randomUUID().slice(0, 6).toUpperCase()}`;
  await fillUnit(page, second, false);
  await expect(add.getByLabel("Where it stands")).toHaveAttribute("aria-invalid", "true");
  await expect(add.getByLabel("Unit number")).toHaveValue(second);
  await expect(add.getByLabel("Rating (kVA)")).toHaveValue("500");
  await expect(add.getByLabel("Mounting")).toHaveValue("trailer");
});

test("the console's intros are small type close under the heading", async ({ page }) => {
  await page.goto("/staff/customers");
  await signInPage(page, await addAccount("staff", "Kavya Iyer"));
  for (const path of ["/staff/customers", "/staff/due", "/staff/fleet"]) {
    await page.goto(path);
    const intro = page.locator("h1 + p");
    expect(await intro.evaluate((p) => getComputedStyle(p).fontSize), path).toBe("14px");
    expect(await intro.evaluate((p) => getComputedStyle(p).marginTop), path).toBe("4px");
  }
  await expect(page.locator("main")).not.toContainText(/Today is \d{4}-/);
});

/** Certificate numbers on the page that a line break splits: "NABL TC-" / "11874". */
function brokenIdentifiers(page: Page) {
  return page.evaluate(() => {
    const broken: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_ELEMENT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const element = node as HTMLElement;
      if (element.children.length > 0 && element.tagName !== "DD" && element.tagName !== "DT")
        continue;
      const text = element.textContent ?? "";
      for (const match of text.matchAll(/NABL TC-\d+|TC-\d+|ISO \d{3,5}|IS \d{3,5}|14001|45001/g)) {
        const range = document.createRange();
        // Each identifier's characters, from their text nodes.
        const nodes: Text[] = [];
        const texts = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
        for (let t = texts.nextNode(); t; t = texts.nextNode()) nodes.push(t as Text);
        let offset = 0;
        const start = match.index ?? 0;
        const end = start + match[0].length;
        for (const t of nodes) {
          const length = t.data.length;
          if (start >= offset && start <= offset + length) range.setStart(t, start - offset);
          if (end >= offset && end <= offset + length) {
            range.setEnd(t, end - offset);
            break;
          }
          offset += length;
        }
        const tops = new Set([...range.getClientRects()].map((rect) => Math.round(rect.bottom)));
        if (tops.size > 1) broken.push(match[0]);
      }
    }
    return broken;
  });
}

for (const path of ["/company/quality", "/"])
  test(`${path}: no certificate number or standard's number breaks across lines at 390 px`, async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(path);
    expect(await brokenIdentifiers(page)).toEqual([]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(390);
  });

test("the staff asset page's short columns and the accounts headings", async ({ page }) => {
  const { firstAsset } = seedSmallFleet({ units: 1, records: 3 });
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(`/staff/assets/${firstAsset}`);
  await signInPage(page, await addAccount("admin", "Farhan Qureshi"));
  const records = page.getByRole("table", { name: "Test records, newest first" });
  await expect(records).toBeVisible();
  // The lines a cell's words take: the distinct line boxes of a range over its contents (the cell
  // itself is as tall as its row).
  const lines = (cells: ReturnType<typeof records.locator>) =>
    cells.evaluateAll((list) =>
      list.map((cell) => {
        const range = document.createRange();
        range.selectNodeContents(cell);
        return new Set([...range.getClientRects()].map((rect) => Math.round(rect.bottom))).size;
      }),
    );
  expect(await lines(records.locator("thead th"))).toEqual([1, 1, 1, 1, 1]);
  // Every record: sample point and laboratory on one line, "Issue report" unbroken.
  for (const label of ["Sample point", "Laboratory"])
    expect(await lines(records.locator(`td[data-label="${label}"]`))).toEqual([1, 1, 1, 1, 1, 1]);
  expect(await lines(records.getByRole("link", { name: /^Issue report/ }))).toEqual([
    1, 1, 1, 1, 1, 1,
  ]);

  await page.goto("/staff/accounts");
  const accounts = page.getByRole("table", { name: "Staff accounts, oldest first" });
  await expect(accounts).toBeVisible();
  const name = accounts.getByRole("columnheader", { name: "Name" });
  expect(await name.evaluate((th) => getComputedStyle(th).textTransform)).toBe("none");
  expect(
    await accounts.evaluate(
      (table) => getComputedStyle(table.parentElement as Element).borderTopWidth,
    ),
  ).toBe("1px");
});
