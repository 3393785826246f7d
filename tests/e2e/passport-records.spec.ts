import { axeViolations } from "./axe.ts";
/**
 * With JavaScript: staff correct a test record (the customer's unit page shows the new value),
 * delete one entered by mistake, and preview a fleet imported from an XLSX workbook.
 */
import { expect, test } from "./fixtures.ts";
import { correctRecordFlow, deleteRecordFlow, xlsxFleetFlow } from "./passport-records-helpers.ts";

test("a corrected DGA value reaches the customer's unit page; a mistaken record is deleted after a second step", async ({
  page,
}) => {
  test.setTimeout(180_000);
  const { unitUrl } = await correctRecordFlow(page, `Vapi Dyes ${crypto.randomUUID().slice(0, 6)}`);
  await page.goto(unitUrl);
  await page.getByRole("link", { name: "Edit record of 2026-02-01" }).click();
  expect(await axeViolations(page)).toEqual([]);
  await deleteRecordFlow(page, unitUrl);
});

test("a fleet sent as an XLSX workbook is previewed row by row; a renamed CSV is refused", async ({
  page,
}) => {
  test.setTimeout(120_000);
  await xlsxFleetFlow(page, `Bharuch Alkalies ${crypto.randomUUID().slice(0, 6)}`);
  expect(await axeViolations(page)).toEqual([]);
});
