/**
 * Without JavaScript: the record's correction and deletion and the XLSX import are plain forms
 * posted to their pages, with the same outcome as with JavaScript.
 */
import { test } from "./fixtures.ts";
import { correctRecordFlow, deleteRecordFlow, xlsxFleetFlow } from "./passport-records-helpers.ts";

test("without JavaScript a corrected DGA value reaches the customer's unit page and a mistaken record is deleted", async ({
  page,
}) => {
  test.setTimeout(180_000);
  const { unitUrl } = await correctRecordFlow(
    page,
    `Ankleshwar Resins ${crypto.randomUUID().slice(0, 6)}`,
  );
  await deleteRecordFlow(page, unitUrl);
});

test("without JavaScript an XLSX fleet is previewed row by row", async ({ page }) => {
  test.setTimeout(120_000);
  await xlsxFleetFlow(page, `Dahej Fibres ${crypto.randomUUID().slice(0, 6)}`);
});
