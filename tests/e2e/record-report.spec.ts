/**
 * A report issued from a passport test record, with JavaScript: the filled form, the unit's
 * console page, the customer's unit page, the verify page and the PDF under the fleet link; a
 * forged record id posted to the form is a 404 and issues nothing.
 */
import { baseURL } from "../../playwright.config.ts";
import { axeViolations } from "./axe.ts";
import { expect, test } from "./fixtures.ts";
import { checkCustomerReport, issueFromRecord } from "./record-report-helpers.ts";
import { sessionCsrf } from "./staff-helpers.ts";

test("staff issue a report from a test record and the customer's passport lists, verifies and serves it", async ({
  page,
  request,
}) => {
  test.setTimeout(240_000);
  const issued = await issueFromRecord(page, `Halol Forgings ${crypto.randomUUID().slice(0, 6)}`);

  await page.goto(`/staff/assets/${issued.unitId}`);
  expect(await axeViolations(page)).toEqual([]);
  await page.getByRole("link", { name: "Issue report from the sample of 2026-02-01" }).click();
  await expect(page.getByLabel("Parameter of line 2", { exact: true })).toHaveValue(
    "Water content",
  );
  expect(await axeViolations(page)).toEqual([]);

  const forged = await page.request.post("/staff/reports/new", {
    form: { csrf: await sessionCsrf(page.request), record: "999999999" },
    headers: { Origin: baseURL },
    maxRedirects: 0,
  });
  expect(forged.status()).toBe(404);
  expect((await page.goto("/staff/reports/new?record=abc"))?.status()).toBe(404);

  // Correcting it says that the record, which the customer's pages show, is not corrected with it.
  await page.goto(`/staff/reports/${issued.number.replaceAll("/", "-")}/correct`);
  await expect(
    page.getByText(/^This report was issued from the test record of 2026-02-01 on TR-2/),
  ).toContainText("A correction changes the report only");
  await expect(page.getByRole("link", { name: "the unit's page" })).toHaveAttribute(
    "href",
    `/staff/assets/${issued.unitId}`,
  );

  await checkCustomerReport(page, request, issued);
  await page.goto(`${issued.fleetPath}/units/${issued.unitId}`);
  await expect(page.getByRole("region", { name: "Test reports" })).toContainText(issued.number);
  expect(await axeViolations(page)).toEqual([]);
});
