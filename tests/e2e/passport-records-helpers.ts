/**
 * Correcting a test record and importing a fleet from an XLSX workbook, the same steps with and
 * without JavaScript (passport-records.spec.ts, passport-records.nojs.spec.ts).
 */
import { expect, type Page } from "@playwright/test";
import { testXlsx } from "../support/xlsx-writer.ts";
import { addCustomer, addRecord, addUnitByHand } from "./passport-helpers.ts";

const acetylene = "Acetylene (C₂H₂), µL/L";

/** Staff correct a mistyped acetylene value; the customer's unit page shows the corrected one. */
export async function correctRecordFlow(page: Page, company: string) {
  const customerUrl = await addCustomer(page, company);
  const unitUrl = (await addUnitByHand(page)).replace(/\?.*$/, "");
  await addRecord(page, unitUrl, "2026-02-01", {
    "Hydrogen (H₂), µL/L": "30",
    "Methane (CH₄), µL/L": "12",
    "Ethane (C₂H₆), µL/L": "9",
    "Ethylene (C₂H₄), µL/L": "6",
    [acetylene]: "60",
  });
  await page.goto(customerUrl);
  await page.getByRole("button", { name: "Issue a new fleet link" }).click();
  const link = await page
    .getByRole("status")
    .filter({ hasText: "New fleet link" })
    .getByRole("link")
    .textContent();
  const fleetPath = new URL(link ?? "").pathname;

  await page.goto(unitUrl);
  await page.getByRole("link", { name: "Edit record of 2026-02-01" }).click();
  await expect(
    page.getByRole("heading", { level: 1, name: "Edit the test record of 2026-02-01" }),
  ).toBeVisible();
  const field = page.getByLabel(`${acetylene} (optional)`, { exact: true });
  await expect(field).toHaveValue("60");
  await expect(page.getByLabel("Hydrogen (H₂), µL/L (optional)", { exact: true })).toHaveValue(
    "30",
  );
  await expect(page.getByLabel("Sampled on")).toHaveValue("2026-02-01");
  await field.fill("-6");
  await page.getByRole("button", { name: "Save the corrected record" }).click();
  await expect(field).toHaveAccessibleDescription(/Acetylene \(C₂H₂\) cannot be negative/);
  // The summary's link names the field once (the message already starts with its name).
  await expect(
    page.getByRole("link", { name: "Acetylene (C₂H₂) cannot be negative", exact: true }),
  ).toBeVisible();
  await field.fill("0.6");
  await page.getByRole("button", { name: "Save the corrected record" }).click();
  await expect(page.getByText(/^The corrected test record is saved/)).toBeVisible();

  await page.goto(fleetPath);
  await page.getByRole("link", { name: "TR-2, 33 kV yard" }).click();
  const chart = page.getByRole("figure", { name: acetylene });
  await expect(chart.getByRole("row", { name: "2026-02-01 0.6" })).toBeVisible();
  await expect(chart.getByRole("row", { name: "2026-02-01 60" })).toHaveCount(0);
  return { unitUrl };
}

/** A record entered by mistake is deleted after the page asks again. */
export async function deleteRecordFlow(page: Page, unitUrl: string) {
  await addRecord(page, unitUrl, "2026-03-01", { "Hydrogen (H₂), µL/L": "31" });
  await page.getByRole("link", { name: "Edit record of 2026-03-01" }).click();
  await page.getByRole("button", { name: "Delete this record…" }).click();
  await expect(
    page.getByText(/^Delete the sample of 2026-03-01 from TR-2, 33 kV yard\?/),
  ).toBeVisible();
  await page.getByRole("button", { name: "Delete the record" }).click();
  await expect(page.getByText(/^The test record is deleted/)).toBeVisible();
  await expect(page.getByRole("link", { name: "Edit record of 2026-03-01" })).toHaveCount(0);
  await expect(page.getByRole("link", { name: "Edit record of 2026-02-01" })).toBeVisible();
}

/** A renamed file is refused by its bytes; a workbook's units are previewed, nothing written yet. */
export async function xlsxFleetFlow(page: Page, company: string) {
  await addCustomer(page, company);
  await page.getByRole("link", { name: "Import units from a CSV or XLSX file" }).click();
  const input = page.getByLabel("CSV or XLSX file");
  await input.setInputFiles({
    name: "units.xlsx",
    mimeType: "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
    buffer: Buffer.from("tag,make\nTR-1,Voltamp\n"),
  });
  await page.getByRole("button", { name: "Preview the import" }).click();
  await expect(page.getByLabel("CSV or XLSX file")).toHaveAccessibleDescription(
    /The file is named \.xlsx but is not an XLSX workbook/,
  );
  const workbook = testXlsx([
    ["tag", "make", "rating", "rating_unit", "hv_kv", "lv_kv"],
    ["TR-1, 66 kV yard", "Voltamp", 10, "MVA", 66, 11],
    ["TR-4", '=HYPERLINK("http://example.com")', 2000, "kVA", 11, 0.433],
  ]);
  await page.getByLabel("CSV or XLSX file").setInputFiles({
    name: "units.xlsx",
    mimeType: "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
    buffer: Buffer.from(workbook),
  });
  await page.getByRole("button", { name: "Preview the import" }).click();
  await expect(page.getByText("Every one of the 2 rows is good.")).toBeVisible();
  const preview = page.getByRole("table");
  await expect(
    preview.getByRole("row", { name: /^2 TR-1, 66 kV yard Voltamp 10 MVA 66 11 Good$/ }),
  ).toBeVisible();
  await expect(
    preview.getByRole("cell", { name: '=HYPERLINK("http://example.com")' }),
  ).toBeVisible();
  await expect(page.getByRole("button", { name: "Import 2 rows" })).toBeVisible();
}
