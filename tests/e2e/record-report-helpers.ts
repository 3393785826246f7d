/**
 * A report issued from a passport test record, end to end, with or without JavaScript: staff open
 * the unit, choose "Issue report" on its record, find the form filled from the record, issue it;
 * the unit's console page lists it, and the customer's fleet link shows it with its verify page
 * and its PDF, which no other customer's link hands out.
 */
import { createHash } from "node:crypto";
import { type APIRequestContext, expect, type Page, test } from "@playwright/test";
import { addCustomer, addRecord, addUnitByHand } from "./passport-helpers.ts";
import { addAccount, expectPrivate } from "./staff-helpers.ts";

const sha256 = (bytes: Uint8Array) => createHash("sha256").update(bytes).digest("hex");

async function issueFleetLink(page: Page, customerUrl: string): Promise<string> {
  await page.goto(customerUrl);
  await page.getByRole("button", { name: "Issue a new fleet link" }).click();
  const link = await page
    .getByRole("status")
    .filter({ hasText: "New fleet link" })
    .getByRole("link")
    .textContent();
  return new URL(link ?? "").pathname;
}

export async function issueFromRecord(page: Page, company: string) {
  await addAccount("staff", "Rahul Desai");
  const customerUrl = await addCustomer(page, company);
  const unitUrl = (await addUnitByHand(page)).replace(/\?.*$/, "");
  const unitId = /\/staff\/assets\/(\d+)/.exec(unitUrl)?.[1] ?? "";
  await addRecord(page, unitUrl, "2026-02-01", {
    "Tested on": "2026-02-04",
    Laboratory: "Insulating Oil Laboratory, Vadodara",
    "Laboratory's sample number": "OL/26/0412",
    "Breakdown voltage (BDV), kV": "58",
    "Water content, mg/kg": "14",
    "Hydrogen (H₂), µL/L": "110",
  });

  await page.goto(unitUrl);
  await page.getByRole("link", { name: "Issue report from the sample of 2026-02-01" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Issue a test report");
  const field = (label: string) => page.getByLabel(label, { exact: true });
  await expect(field("Customer")).toHaveValue(company);
  await expect(field("Make")).toHaveValue("Voltamp");
  await expect(field("Rating")).toHaveValue("10 MVA");
  await expect(field("Voltage ratio")).toHaveValue("33/11 kV");
  await expect(field("Plant tag (optional)")).toHaveValue("TR-2, 33 kV yard");
  await expect(field("Sampled on")).toHaveValue("2026-02-01");
  // Not in the record: the form asks for it at its top, with the unit's missing details.
  await expect(field("Received by the laboratory on")).toHaveValue("");
  await expect(
    page.getByText(
      "The record and its unit do not give Site (address of the substation), Serial number, Received by the laboratory on: fill them in before issuing the report.",
    ),
  ).toBeVisible();
  await expect(field("Sampling point")).toHaveValue("Main tank");
  await expect(field("Laboratory's sample number")).toHaveValue("OL/26/0412");
  await expect(field("Parameter of line 1")).toHaveValue("Breakdown voltage (BDV)");
  await expect(field("Method standard of line 1")).toHaveValue("IEC 60156:2018 (2.5 mm gap)");
  await expect(field("Limit (and its source) of line 1")).toHaveValue(
    "Min 30 kV (IEC 60422:2013 Table 5, cat. C)",
  );
  await expect(field("Verdict of line 1")).toHaveValue("satisfactory");
  await expect(field("Parameter of line 3")).toHaveValue("Hydrogen (H₂)");
  await expect(field("Limit (and its source) of line 3")).toHaveValue(
    "Typical ≤ 50 (IEC 60599:2022 Table A.1)",
  );
  await expect(field("Verdict of line 3")).toHaveValue("reported");
  await expect(field("Parameter of line 4")).toHaveValue("");

  // The unit has no site and no serial number: the form says so at each field, issues nothing.
  await field("Tested by").selectOption({ label: "Rahul Desai" });
  await page.getByRole("button", { name: "Issue the report" }).click();
  await expect(field("Site (address of the substation)")).toHaveAccessibleDescription(
    "Enter the site.",
  );
  await expect(field("Serial number")).toHaveAccessibleDescription("Enter the serial number.");
  await expect(field("Parameter of line 1")).toHaveValue("Breakdown voltage (BDV)");
  // The summary at the top lists each refused field, by name, as a link to it.
  const summary = page.getByRole("alert").filter({ hasText: "Nothing was issued" });
  await expect(summary.getByRole("heading")).toHaveText(
    "Nothing was issued: 3 fields need your attention.",
  );
  await expect(summary.getByRole("link")).toHaveText([
    "Site (address of the substation): Enter the site.",
    "Serial number: Enter the serial number.",
    /^Received by the laboratory on: /,
  ]);
  // With JavaScript the refused post leaves the page where the button was: the summary takes
  // the focus.
  if (test.info().project.name === "js") await expect(summary).toBeFocused();
  await field("Received by the laboratory on").fill("2026-02-03");
  await field("Serial number").fill("VT-12-2093");
  await field("Site (address of the substation)").fill(
    "33 kV yard, GIDC Halol, Panchmahal, Gujarat 389350",
  );
  await field("Tested by").selectOption({ label: "Rahul Desai" });
  await page.getByRole("button", { name: "Issue the report" }).click();
  await expect(page.getByRole("status")).toHaveText(
    "Report issued. Its PDF is stored and its verify page is live.",
  );
  const number = (await page.getByRole("heading", { level: 1 }).textContent())?.trim() ?? "";
  expect(number).toMatch(/^VPS\/TR\/20\d{2}\/\d{6}$/);

  await page.goto(unitUrl);
  const records = page.getByRole("table").filter({ hasText: "Test reports" });
  await expect(records.getByRole("link", { name: number })).toBeVisible();
  await expect(records.getByText("rev. 1, issued")).toBeVisible();

  const fleetPath = await issueFleetLink(page, customerUrl);
  return { number, unitId, fleetPath, customerUrl };
}

export async function checkCustomerReport(
  page: Page,
  request: APIRequestContext,
  issued: { number: string; unitId: string; fleetPath: string; customerUrl: string },
) {
  const { number, unitId, fleetPath, customerUrl } = issued;
  const slug = number.replaceAll("/", "-");
  await page.goto(fleetPath);
  await page.getByRole("link", { name: "TR-2, 33 kV yard" }).click();
  const reports = page.getByRole("region", { name: "Test reports" });
  const item = reports.getByRole("listitem").filter({ hasText: number });
  await expect(item).toContainText(`${number} (current)`);
  await expect(item).toContainText("sampled 2026-02-01");
  const pdfPath = await reports
    .getByRole("link", { name: `PDF of ${number}` })
    .getAttribute("href");
  expect(pdfPath).toBe(`${fleetPath}/units/${unitId}/reports/${slug}.pdf`);
  const download = await request.get(pdfPath ?? "");
  expect(download.status()).toBe(200);
  const headers = download.headers();
  expectPrivate(headers, "the report's PDF under the fleet link");
  expect(headers["content-type"]).toBe("application/pdf");
  expect(headers["content-disposition"]).toBe(`inline; filename="${slug}-revision-1.pdf"`);
  const pdf = new Uint8Array(await download.body());
  expect(Buffer.from(pdf.slice(0, 5)).toString("latin1")).toBe("%PDF-");

  // The link's access log counts the fleet page, the unit page and the PDF.
  await page.goto(customerUrl);
  await expect(page.getByText(/, opened 3 times$/)).toBeVisible();
  await page.goBack();
  await reports.getByRole("link", { name: `Verify ${number}` }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(`Test report ${number}`);
  await expect(page.getByText(sha256(pdf), { exact: true })).toBeVisible();

  // Another customer's link, the wrong unit or a number not issued from the unit: a 404.
  await page.goto("/staff/customers");
  const other = `Other Works ${crypto.randomUUID().slice(0, 6)}`;
  await page.getByLabel("Company name").fill(other);
  await page.getByRole("button", { name: "Save the customer" }).click();
  await expect(page.getByRole("heading", { name: other, level: 1 })).toBeVisible();
  const otherFleet = await issueFleetLink(page, page.url());
  const elsewhere = await request.get(`${otherFleet}/units/${unitId}/reports/${slug}.pdf`);
  expect(elsewhere.status()).toBe(404);
  // Said in words, as plain text: a file's address has no page to show (it was a JSON string).
  expect(elsewhere.headers()["content-type"]).toBe("text/plain; charset=utf-8");
  expect(await elsewhere.text()).toContain(
    "The fleet link may have been revoked or may have expired",
  );
  expect(
    (await request.get(`${fleetPath}/units/${unitId}/reports/VPS-TR-2026-999999.pdf`)).status(),
  ).toBe(404);
  expect((await request.get(`${fleetPath}/units/${unitId}/reports/${slug}`)).status()).toBe(404);

  // Withdrawn, the report stays listed with when and why, but its file is handed out no more.
  await page.goto(`/staff/reports/${slug}`);
  await page.getByLabel("Reason", { exact: true }).fill("Sample label belonged to TR-3");
  await page.getByRole("button", { name: "Withdraw the report" }).click();
  await expect(page.getByText(/^Withdrawn .*: Sample label belonged to TR-3$/)).toBeVisible();
  await page.goto(`${fleetPath}/units/${unitId}`);
  const withdrawn = page
    .getByRole("region", { name: "Test reports" })
    .getByRole("listitem")
    .filter({ hasText: number });
  await expect(withdrawn).toContainText(
    /\(withdrawn on \d{4}-\d{2}-\d{2}: Sample label belonged to TR-3\)/,
  );
  await expect(withdrawn.getByRole("link", { name: `PDF of ${number}` })).toHaveCount(0);
  await expect(withdrawn.getByRole("link", { name: `Verify ${number}` })).toBeVisible();
  const gone = await request.get(pdfPath ?? "");
  expect(gone.status()).toBe(410);
  expect(await gone.text()).toContain(`Report ${number} was withdrawn on `);
}
