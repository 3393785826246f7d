/**
 * A report issued from a passport test record without JavaScript: the form is filled on the
 * server, its errors come back tied to their fields, and the customer's pages list, verify and
 * serve the report as the server sends them.
 */
import { test } from "./fixtures.ts";
import { checkCustomerReport, issueFromRecord } from "./record-report-helpers.ts";

test("a report is issued from a test record and read from the fleet link without JavaScript", async ({
  page,
  request,
}) => {
  test.setTimeout(240_000);
  const issued = await issueFromRecord(page, `Kalol Castings ${crypto.randomUUID().slice(0, 6)}`);
  await checkCustomerReport(page, request, issued);
});
