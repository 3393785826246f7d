/**
 * Fields side by side line up, with JavaScript: on the public forms and the staff console's,
 * where one field of a row has a hint or an error and its neighbour has none, their labels start
 * at one height and so do their controls (field-rows.ts), and no control spills out of its form,
 * from a phone's width to a desktop's.
 * A field's hint and error still describe its control.
 */
import type { Page } from "@playwright/test";
import { misalignedRows } from "./field-rows.ts";
import { expect, test } from "./fixtures.ts";
import { addCustomer, addUnitByHand } from "./passport-helpers.ts";

test.describe.configure({ timeout: 90_000 });

const widths = [390, 768, 1024, 1280];

async function expectRowsInLine(page: Page, what: string) {
  for (const width of widths) {
    await page.setViewportSize({ width, height: 900 });
    expect(await misalignedRows(page), `${what} at ${width} px`).toEqual([]);
  }
}

for (const path of [
  "/contact",
  "/services/details/blue-silica-gel/enquiry",
  "/service-request",
  "/tools/oil-analysis",
]) {
  test(`${path}: the fields of a row line up`, async ({ page }) => {
    await page.goto(path);
    await expectRowsInLine(page, path);
  });
}

test("the console's forms: the fields of a row line up, before and after a refused post", async ({
  page,
}) => {
  // A customer and a unit of this test's own, added as staff add them (signed in).
  const customer = new URL(await addCustomer(page, `Field Rows ${crypto.randomUUID().slice(0, 6)}`))
    .pathname;
  const unit = new URL(await addUnitByHand(page)).pathname;
  await page.goto("/staff");
  await expect(page.getByRole("heading", { name: "Inbox", level: 1 })).toBeVisible();
  await expectRowsInLine(page, "the inbox's filters");
  for (const path of [
    "/staff/fleet",
    "/staff/plans",
    "/staff/reports/new",
    customer,
    unit,
    `${unit}/records/new`,
  ]) {
    await page.goto(path);
    await expectRowsInLine(page, path);
  }

  // A unit sent without its number: the number's control says what is wrong, after its hint,
  // and stands level with the rating's beside it.
  await page.goto("/staff/fleet");
  const add = page.getByRole("region", { name: "Add a unit" });
  await add.getByRole("button", { name: "Add unit" }).click();
  const number = add.getByLabel("Unit number", { exact: true });
  await expect(number).toHaveAttribute("aria-invalid", "true");
  await expect(number).toHaveAttribute("aria-describedby", "add-unitId-hint add-unitId-error");
  await expect(number).toHaveAccessibleDescription(/^As painted on the tank, such as VR-500-02 .+/);
  await expectRowsInLine(page, "the refused unit form");
});
