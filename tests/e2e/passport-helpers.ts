/**
 * The transformer passport's browser flow, with or without JavaScript: staff add a customer and
 * two units (one from a service request), record three DGA samples and an oil test, issue the
 * fleet link, and the customer's pages show the fleet, the unit, its charts and its rates.
 */
import { execFileSync } from "node:child_process";
import { type APIRequestContext, expect, type Page } from "@playwright/test";
import { baseURL } from "../../playwright.config.ts";
import { breakdownFields, jpeg } from "./service-request-helpers.ts";
import { projectRoot } from "./spawn-server.ts";
import { addAccount, signInPage } from "./staff-helpers.ts";

/**
 * A fleet of two units, one with six samples and one with three, seeded into the test server's
 * database as `npm run seed:passport` seeds one: its fleet link and its first unit's id. With
 * `records`, the first unit has twice that many samples and the others that many.
 */
export function seedSmallFleet(
  { units, records }: { units: number; records: number } = { units: 2, records: 3 },
): { fleetPath: string; firstAsset: number } {
  const output = execFileSync(
    process.execPath,
    [
      "scripts/seed-passport.ts",
      "--customers",
      "1",
      "--units",
      String(units),
      "--records",
      String(records),
    ],
    {
      cwd: projectRoot,
      env: { ...process.env, DATA_DIR: process.env.E2E_DATA_DIR, LOG_LEVEL: "silent" },
      encoding: "utf8",
    },
  );
  return JSON.parse(output.trim().split("\n").at(-1) ?? "{}");
}

/** A breakdown request from a company of this test's own; its reference. */
export async function sendRequestFrom(
  request: APIRequestContext,
  company: string,
): Promise<string> {
  // The page is a prerendered file: its script asks for the token, as this does.
  const { token } = (await (await request.get("/api/form-token")).json()) as { token: string };
  const multipart = new FormData();
  const fields: Record<string, string | string[]> = {
    ...breakdownFields,
    company,
    formToken: token,
    idempotencyKey: crypto.randomUUID(),
  };
  for (const [name, value] of Object.entries(fields))
    for (const item of Array.isArray(value) ? value : [value]) multipart.append(name, item);
  multipart.append(
    "photos",
    new Blob([new Uint8Array(await jpeg("#335577"))], { type: "image/jpeg" }),
    "nameplate.jpg",
  );
  const response = await request.post("/service-request", {
    multipart,
    headers: { Origin: baseURL },
    maxRedirects: 0,
  });
  const reference = /\/requests\/(VPS-[^?]+)/.exec(response.headers().location ?? "")?.[1];
  if (!reference) throw new Error(`the request was not stored (${response.status()})`);
  return reference;
}

export async function addCustomer(page: Page, company: string) {
  const email = await addAccount("staff", "Priya Shah");
  await page.goto("/staff/customers");
  await signInPage(page, email);
  await expect(page.getByRole("heading", { name: "Customers", level: 1 })).toBeVisible();
  await page.getByLabel("Company name").fill(company);
  await page.getByRole("textbox", { name: "GSTIN (optional)" }).fill("24AABCV1234F1ZV");
  await page.getByRole("button", { name: "Save the customer" }).click();
  await expect(page.getByRole("textbox", { name: "GSTIN (optional)" })).toHaveAccessibleDescription(
    /This GSTIN's check character does not match/,
  );
  await page.getByRole("textbox", { name: "GSTIN (optional)" }).fill("24AABCV1234F1ZU");
  await page.getByRole("button", { name: "Save the customer" }).click();
  await expect(page.getByRole("heading", { name: company, level: 1 })).toBeVisible();
  return page.url();
}

export async function addUnitByHand(page: Page) {
  await page.getByRole("link", { name: "Add a unit" }).click();
  await page.getByLabel("Position or tag").fill("TR-2, 33 kV yard");
  await page.getByLabel("Make", { exact: true }).fill("Voltamp");
  await page.getByLabel("Rating (optional)").fill("10");
  await page.getByLabel("Unit", { exact: true }).selectOption("MVA");
  await page.getByLabel("HV, kV").fill("33");
  await page.getByLabel("LV, kV").fill("11");
  await page.getByRole("button", { name: "Save the unit" }).click();
  await expect(page.getByRole("heading", { name: "TR-2, 33 kV yard", level: 1 })).toBeVisible();
  return page.url();
}

export async function addRecord(
  page: Page,
  unitUrl: string,
  sampledOn: string,
  values: Record<string, string>,
  paste?: string,
) {
  await page.goto(`${unitUrl.replace(/\?.*$/, "")}/records/new`);
  await page.getByLabel("Sampled on").fill(sampledOn);
  for (const [label, value] of Object.entries(values))
    await page.getByLabel(`${label} (optional)`, { exact: true }).fill(value);
  if (paste) {
    // Pasted lines are read into the fields, to be checked; only then is the record saved.
    await page.getByLabel("Results, one a line").fill(paste);
    await page.getByRole("button", { name: "Fill the fields from these lines" }).click();
    await expect(
      page.getByText(/read from the pasted lines into the fields below: check them, then save/),
    ).toBeVisible();
    await expect(page.getByLabel("Results, one a line")).toHaveValue("");
  }
  await page.getByRole("button", { name: "Save the test record" }).click();
  await expect(
    page.getByText("The test record is saved and the unit's condition read again."),
  ).toBeVisible();
}

export async function passportFlow(page: Page, request: APIRequestContext, company: string) {
  const reference = await sendRequestFrom(request, company);
  const customerUrl = await addCustomer(page, company);
  const unitUrl = await addUnitByHand(page);

  // The second unit, in one click from the request's console page.
  await page.goto(`/staff/items/service-request/${reference}`);
  await page.getByRole("radio", { name: `${company}, the existing customer (1 unit)` }).check();
  await page.getByRole("button", { name: "Create asset from this request" }).click();
  await expect(page.getByText(/made from the service request's transformer details/)).toBeVisible();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(
    `10 MVA, 33/11 kV (from request ${reference})`,
  );
  await expect(page.getByRole("link", { name: company })).toBeVisible();
  await page.goto(`/staff/items/service-request/${reference}`);
  await expect(page.getByText("This request is about")).toBeVisible();

  // Three DGA samples a year apart (one pasted as the laboratory prints it) and an oil test.
  await addRecord(page, unitUrl, "2024-02-01", {
    "Hydrogen (H₂), µL/L": "20",
    "Methane (CH₄), µL/L": "10",
    "Ethane (C₂H₆), µL/L": "8",
    "Ethylene (C₂H₄), µL/L": "5",
    "Acetylene (C₂H₂), µL/L": "0",
  });
  await addRecord(
    page,
    unitUrl,
    "2025-02-01",
    {},
    "H₂\t60 ppm\nCH4: 60\nC2H6 = 20\nEthylene 80\nC2H2 0.5",
  );
  await addRecord(page, unitUrl, "2026-02-01", {
    "Hydrogen (H₂), µL/L": "110",
    "Methane (CH₄), µL/L": "130",
    "Ethane (C₂H₆), µL/L": "35",
    "Ethylene (C₂H₄), µL/L": "170",
    "Acetylene (C₂H₂), µL/L": "1",
  });
  await addRecord(page, unitUrl, "2026-02-01", {
    "Breakdown voltage (BDV), kV": "58",
    "Water content, mg/kg": "14",
  });
  await expect(page.getByRole("cell", { name: /BDV 58 kV/ })).toBeVisible();

  await page.goto(customerUrl);
  await page.getByRole("button", { name: "Issue a new fleet link" }).click();
  const link = await page
    .getByRole("status")
    .filter({ hasText: "New fleet link" })
    .getByRole("link")
    .textContent();
  const fleetPath = new URL(link ?? "").pathname;
  return { reference, customerUrl, unitUrl, fleetPath };
}

export async function checkFleet(page: Page, request: APIRequestContext, fleetPath: string) {
  const response = await page.goto(fleetPath);
  expect(response?.status()).toBe(200);
  expect(response?.headers()["cache-control"]).toBe("no-store");
  expect(response?.headers()["x-robots-tag"]).toBe("noindex, nofollow");
  await expect(page.getByRole("heading", { level: 2, name: "TR-2, 33 kV yard" })).toBeVisible();
  // A unit registered without tests has all three due at once, and says so in one line.
  await expect(
    page
      .getByText(
        /^Oil quality, dissolved gas analysis \(DGA\) and furans \(2-FAL\) by \d{4}-\d{2}-\d{2}/,
      )
      .first(),
  ).toBeVisible();
  await page.getByRole("link", { name: "TR-2, 33 kV yard" }).click();
  await expect(page.getByRole("heading", { name: "TR-2, 33 kV yard", level: 1 })).toBeVisible();
  // One unit has one address: its number in any other spelling is no page.
  const unitPath = new URL(page.url()).pathname;
  const [, unitBase, unitId] = /^(.*\/units\/)(\d+)$/.exec(unitPath) ?? [];
  expect(unitId).toMatch(/^[1-9]\d*$/);
  for (const spelling of [`0${unitId}`, `${unitId}abc`, `${unitId}.0`, `+${unitId}`])
    for (const suffix of ["", "/history.csv"])
      expect((await request.get(`${unitBase}${spelling}${suffix}`)).status(), spelling).toBe(404);
  await expect(page.getByRole("img", { name: "Hydrogen (H₂), µL/L" })).toBeVisible();
  await expect(
    page.getByRole("img", { name: "Duval Triangle 1, every sample in date order" }),
  ).toBeVisible();
  // Hydrogen 20 → 60 → 110 µL/L a year apart: the least-squares rate is 45 µL/L per year.
  const rates = page.getByRole("table").filter({ hasText: "Rate, µL/L per year" });
  await expect(rates.getByRole("row", { name: /Hydrogen \(H₂\) 45 / })).toBeVisible();
  const csv = await request.get(`${fleetPath}/fleet.csv`);
  expect(await csv.text()).toContain('"TR-2, 33 kV yard"');
}
