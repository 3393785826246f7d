import { axeViolations } from "./axe.ts";
/**
 * The transformer passport with JavaScript: the whole flow from the console to the customer's
 * link, the revoked link's 404, and the CSV imports (units, then a unit's laboratory results),
 * which refuse a bad row and write nothing.
 */
import { expect, test } from "./fixtures.ts";
import {
  addCustomer,
  addUnitByHand,
  checkFleet,
  passportFlow,
  sendRequestFrom,
} from "./passport-helpers.ts";
import { addAccount, signInPage } from "./staff-helpers.ts";

test("staff build a customer's passport and the customer's link shows the fleet, the unit, charts and rates; revoked, it is a 404", async ({
  page,
  request,
}) => {
  test.setTimeout(240_000);
  const { customerUrl, fleetPath } = await passportFlow(
    page,
    request,
    `Halol Steel ${crypto.randomUUID().slice(0, 6)}`,
  );
  // The link is shown once: one click copies it whole, and the panel says so.
  await page.context().grantPermissions(["clipboard-read", "clipboard-write"]);
  const issued = page.getByRole("status").filter({ hasText: "New fleet link" });
  await issued.getByRole("button", { name: "Copy link" }).click();
  await expect(issued).toContainText("Copied.");
  expect(new URL(await page.evaluate(() => navigator.clipboard.readText())).pathname).toBe(
    fleetPath,
  );
  await checkFleet(page, request, fleetPath);
  expect(await axeViolations(page)).toEqual([]);

  await page.goto(customerUrl);
  await page.getByRole("button", { name: "Revoke every fleet link" }).click();
  await expect(page.getByText("Every fleet link of this customer is revoked")).toBeVisible();
  const gone = await request.get(fleetPath);
  expect(gone.status()).toBe(404);
  expect(await gone.text()).toContain("Page not found");
  expect((await request.get(`${fleetPath.slice(0, -1)}x`)).status()).toBe(404);
});

test("a CSV import with a bad row names it and writes nothing; the corrected file is imported, and so are a unit's laboratory results", async ({
  page,
}) => {
  test.setTimeout(180_000);
  await addCustomer(page, `Anand Dairy ${crypto.randomUUID().slice(0, 6)}`);
  await page.getByRole("link", { name: "Import units from a CSV or XLSX file" }).click();
  const bad =
    "tag,make,rating,rating_unit,hv_kv,lv_kv\nTR-1,Voltamp,5,MVA,33,11\nTR-2,,5,MVA,33,11\n";
  await page
    .getByLabel("CSV or XLSX file")
    .setInputFiles({ name: "units.csv", mimeType: "text/csv", buffer: Buffer.from(bad) });
  await page.getByRole("button", { name: "Preview the import" }).click();
  await expect(page.getByRole("alert")).toContainText(
    "Nothing was imported: 1 row needs correcting.",
  );
  await expect(page.getByRole("alert")).toContainText("Row 3: Enter the maker (column make)");
  await expect(page.getByRole("button", { name: /^Import \d+ rows$/ })).toHaveCount(0);
  await page.getByRole("link", { name: /^Anand Dairy/ }).click();
  await expect(page.getByText("No units yet.")).toBeVisible();

  await page.getByRole("link", { name: "Import units from a CSV or XLSX file" }).click();
  const good = bad.replace("TR-2,,", "TR-2,Crompton Greaves,");
  await page
    .getByLabel("CSV or XLSX file")
    .setInputFiles({ name: "units.csv", mimeType: "text/csv", buffer: Buffer.from(good) });
  await page.getByRole("button", { name: "Preview the import" }).click();
  await expect(page.getByText("Every one of the 2 rows is good.")).toBeVisible();
  await page.getByRole("button", { name: "Import 2 rows" }).click();
  await expect(page.getByRole("link", { name: "TR-1" })).toBeVisible();
  await expect(page.getByRole("link", { name: "TR-2" })).toBeVisible();

  // The unit's laboratory results go through the same import page, under the unit's own address.
  await page.getByRole("link", { name: "TR-1" }).click();
  await page
    .getByRole("link", { name: "Import laboratory results from a CSV or XLSX file" })
    .click();
  await expect(page).toHaveTitle(/^Import laboratory results · Staff console/);
  await expect(
    page.getByRole("heading", { level: 1, name: "Import laboratory results of TR-1" }),
  ).toBeVisible();
  const results = "sampled_on,laboratory,h2,ch4,c2h2,bdv\n2025-04-02,Vadodara lab,12,5,0,64\n";
  await page
    .getByLabel("CSV or XLSX file")
    .setInputFiles({ name: "results.csv", mimeType: "text/csv", buffer: Buffer.from(results) });
  await page.getByRole("button", { name: "Preview the import" }).click();
  await expect(page.getByText("Every one of the 1 rows is good.")).toBeVisible();
  await page.getByRole("button", { name: /^Import 1 rows?$/ }).click();
  await expect(page.getByText("The laboratory results are imported.")).toBeVisible();
  await expect(page.getByRole("heading", { level: 1, name: "TR-1" })).toBeVisible();
});

test("a unit's laboratory PDF of 300 KB is attached and listed: its page's route takes uploads", async ({
  page,
}) => {
  test.setTimeout(180_000);
  await addCustomer(page, `Sanand Foundry ${crypto.randomUUID().slice(0, 6)}`);
  await addUnitByHand(page);
  // Over the 64 KB of an ordinary form: before the route said `uploads` this was a 413.
  // The picker's button is drawn as the site's buttons are (navy #14305a), not the bare default.
  const button = await page
    .getByLabel("File", { exact: true })
    .evaluate((input) => getComputedStyle(input, "::file-selector-button").backgroundColor);
  expect(button).toBe("rgb(20, 48, 90)");
  const pdf = Buffer.concat([Buffer.from("%PDF-1.4\n"), Buffer.alloc(300 * 1024, 0x20)]);
  await page
    .getByLabel("File", { exact: true })
    .setInputFiles({ name: "dga-2026-11.pdf", mimeType: "application/pdf", buffer: pdf });
  await page.getByRole("button", { name: "Attach the file" }).click();
  await expect(page.getByRole("link", { name: "dga-2026-11.pdf" })).toBeVisible();
  await expect(page.getByText(/\(301 KB, \d{4}-\d{2}-\d{2}\)/)).toBeVisible();
  // The file as it is served: private, never indexed, its address never sent on as a referrer.
  const href = await page.getByRole("link", { name: "dga-2026-11.pdf" }).getAttribute("href");
  const file = await page.request.get(href ?? "");
  expect(file.status()).toBe(200);
  expect(file.headers()).toMatchObject({
    "content-type": "application/pdf",
    "cache-control": "no-store, private",
    "x-robots-tag": "noindex, nofollow",
    "referrer-policy": "no-referrer",
  });
});

test("a unit is linked only to a service request that exists", async ({ page, request }) => {
  test.setTimeout(180_000);
  const company = `Bharuch Paper ${crypto.randomUUID().slice(0, 6)}`;
  await addCustomer(page, company);
  await addUnitByHand(page);
  const reference = page.getByLabel("Request reference");
  // A reference no request has: it once made a link to a 404 on the unit's page.
  await reference.fill("VPS-000000-AAAAAA");
  await page.getByRole("button", { name: "Link the request" }).click();
  await expect(reference).toHaveAccessibleDescription(
    "No service request has the reference VPS-000000-AAAAAA",
  );
  const sent = await sendRequestFrom(request, company);
  await reference.fill(sent);
  await page.getByRole("button", { name: "Link the request" }).click();
  await expect(page.getByRole("link", { name: sent })).toHaveAttribute(
    "href",
    `/staff/items/service-request/${sent}`,
  );
});

test("a request's unit goes under the customer staff choose, never one found by the typed name; its sender gets no reminders until confirmed", async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const company = `Baroda Chemicals ${crypto.randomUUID().slice(0, 6)}`;
  const first = await sendRequestFrom(request, company);
  const email = await addAccount("staff", "Priya Shah");
  await page.goto(`/staff/items/service-request/${first}`);
  await signInPage(page, email);
  const panel = page.getByRole("region", { name: "Transformer passport" });
  await expect(panel.getByRole("radio")).toHaveCount(1);
  // A post that names no customer is refused, whatever the page offered.
  const status = await page.evaluate(async () => {
    const form = document.querySelector<HTMLFormElement>(
      'form[action="/staff/assets/from-request"]',
    );
    if (!form) return 0;
    const fields = new FormData(form);
    fields.delete("customer");
    const answer = await fetch(form.action, {
      method: "POST",
      body: new URLSearchParams(fields as unknown as Record<string, string>),
    });
    return answer.status;
  });
  expect(status).toBe(400);
  await panel
    .getByRole("radio", { name: `A new customer, ${company}, with the request's site and sender` })
    .check();
  await panel.getByRole("button", { name: "Create asset from this request" }).click();
  await expect(page.getByText(/made from the service request's transformer details/)).toBeVisible();
  await page.getByRole("link", { name: company }).click();
  await expect(page.getByText("No reminders")).toBeVisible();
  await expect(page.getByText("Receives reminders")).toHaveCount(0);

  // The same name in other capitals, from someone else: staff are asked, nothing is chosen.
  const second = await sendRequestFrom(request, company.toUpperCase());
  await page.goto(`/staff/items/service-request/${second}`);
  const existing = panel.getByRole("radio", { name: `${company}, the existing customer (1 unit)` });
  const fresh = panel.getByRole("radio", { name: /^A new customer, BARODA CHEMICALS/ });
  await expect(existing).not.toBeChecked();
  await expect(fresh).not.toBeChecked();
});

test("a unit merged into another is kept to be read: its forms and posts go to the unit it joined", async ({
  page,
}) => {
  test.setTimeout(120_000);
  const customerUrl = await addCustomer(page, `Kutch Salt ${crypto.randomUUID().slice(0, 6)}`);
  const duplicateUrl = await addUnitByHand(page);
  await page.goto(customerUrl);
  const survivorUrl = await addUnitByHand(page);
  const survivor = new URL(survivorUrl).pathname;
  const duplicate = new URL(duplicateUrl).pathname;
  await page.getByLabel("Duplicate unit").selectOption({ label: "TR-2, 33 kV yard" });
  await page.getByRole("button", { name: "Merge into this unit" }).click();
  await expect(page.getByText("The duplicate is merged into this unit.")).toBeVisible();
  const csrf = await page.locator('input[name="csrf"]').first().inputValue();

  await page.goto(duplicate);
  await expect(page.getByText(/^Merged into unit \d+: its records are there\.$/)).toBeVisible();
  await expect(page.getByRole("button", { name: "Attach the file" })).toHaveCount(0);
  await expect(page.getByRole("link", { name: "Add a test record" })).toBeHidden();
  const moved = `${survivor}?done=merged-away`;
  for (const [path, form] of [
    [duplicate, { csrf, intent: "details", tag: "Changed", make: "Voltamp", status: "in-service" }],
    [`${duplicate}/records/new`, { csrf, sampledOn: "2026-01-05" }],
  ] as const) {
    const answer = await page.request.post(path, {
      form,
      headers: { Origin: new URL(page.url()).origin },
      maxRedirects: 0,
    });
    expect([answer.status(), answer.headers().location], path).toEqual([303, moved]);
  }
  await page.goto(`${duplicate}/records/new`);
  expect(new URL(page.url()).pathname).toBe(survivor);
  await expect(
    page.getByText("That unit was merged into this one and is kept only to be read"),
  ).toBeVisible();
});
