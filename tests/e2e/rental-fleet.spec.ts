/**
 * The rental fleet, live: staff add a unit in the console and the public rental page lists it
 * free with "Request this unit"; once staff mark it on hire the page, asked again at once, no
 * longer shows it free. The page is never cached, and the link opens a breakdown request with
 * the unit written in. Also: the service plans page states its targets in numbers.
 */
import { baseURL } from "../../playwright.config.ts";
import { expect, test } from "./fixtures.ts";
import { addAccount, signInPage } from "./staff-helpers.ts";

test.afterEach(async ({ request }) => {
  expect((await request.get(`${baseURL}/healthz`)).status()).toBe(200);
});

test("a unit marked on hire is no longer free on the public page at once", async ({
  page,
  request,
}) => {
  const unit = `VR-${crypto.randomUUID().slice(0, 6).toUpperCase()}`;
  const email = await addAccount("staff", "Pooja Nair");
  await page.goto("/staff/fleet");
  await signInPage(page, email);
  const add = page.getByRole("region", { name: "Add a unit" });
  await add.getByLabel("Unit number").fill(unit);
  await add.getByLabel("Rating (kVA)").fill("630");
  await add.getByLabel("HV (kV)").fill("11");
  await add.getByLabel("LV (kV)").fill("0.433");
  await add.getByLabel("Vector group").fill("Dyn11");
  await add.getByLabel("Cooling").selectOption("ONAN");
  await add.getByLabel("Mounting").selectOption("trailer");
  await add.getByLabel("Where it stands").fill("Vadodara yard");
  await add.getByRole("button", { name: "Add unit" }).click();
  await expect(page.getByRole("status")).toHaveText("Unit added.");

  const before = await request.get("/transformer/rental");
  expect(before.headers()["cache-control"]).toBe("no-store");
  const publicPage = await page.context().newPage();
  await publicPage.goto("/transformer/rental");
  const row = publicPage.getByRole("row", { name: new RegExp(unit) });
  await expect(row).toContainText("630 kVA");
  await expect(row).toContainText("Available now");
  await expect(row.getByRole("link", { name: "Request this unit" })).toBeVisible();

  await page.getByRole("combobox", { name: `Status of ${unit}` }).selectOption("on-hire");
  await page
    .getByRole("form", { name: `Status of ${unit}` })
    .getByLabel("On hire until")
    .fill("2030-03-31");
  await page
    .getByRole("form", { name: `Status of ${unit}` })
    .getByRole("button", { name: "Save status" })
    .click();
  await expect(page.getByRole("status")).toHaveText(
    "Status saved: the public rental page shows it now.",
  );

  await publicPage.reload();
  await expect(row).toContainText("On hire until 31 Mar 2030");
  await expect(row).not.toContainText("Available now");
  await expect(row.getByRole("link", { name: "Request this unit" })).toHaveCount(0);
  const after = await (await request.get("/transformer/rental")).text();
  expect(after).toContain("On hire until 31 Mar 2030");

  // The change is on the unit's history, with who made it.
  await page.getByRole("link", { name: unit }).click();
  await expect(page.getByTestId("audit-row").last()).toContainText("Pooja Nair");
  await expect(page.getByTestId("audit-row").last()).toContainText("to On hire until 2030-03-31");
});

test("a free unit's link opens a breakdown request with the unit written in", async ({ page }) => {
  const unit = `VR-${crypto.randomUUID().slice(0, 6).toUpperCase()}`;
  const email = await addAccount("staff", "Harish Menon");
  await page.goto("/staff/fleet");
  await signInPage(page, email);
  const add = page.getByRole("region", { name: "Add a unit" });
  await add.getByLabel("Unit number").fill(unit);
  await add.getByLabel("Rating (kVA)").fill("1000");
  await add.getByLabel("HV (kV)").fill("22");
  await add.getByLabel("LV (kV)").fill("0.433");
  await add.getByLabel("Vector group").fill("Dyn11");
  await add.getByLabel("Cooling").selectOption("ONAN");
  await add.getByLabel("Mounting").selectOption("skid");
  await add.getByLabel("Where it stands").fill("Vadodara yard");
  await add.getByRole("button", { name: "Add unit" }).click();
  await expect(page.getByRole("status")).toHaveText("Unit added.");

  await page.goto("/transformer/rental");
  await page
    .getByRole("row", { name: new RegExp(unit) })
    .getByRole("link", { name: "Request this unit" })
    .click();
  await expect(page).toHaveURL(/\/service-request\?/);
  await expect(page.getByRole("radio", { name: "Breakdown now" })).toBeChecked();
  await expect(page.getByLabel(/^Description/)).toHaveValue(
    new RegExp(`^Rental unit wanted: ${unit}, 1000 kVA, 22/0.433 kV, Dyn11, ONAN, on a skid\\.`),
  );
});

test("the service plans page states its response targets in numbers", async ({ page }) => {
  await page.goto("/service-plans");
  for (const plan of ["Essential", "Assured", "Critical"])
    await expect(page.getByRole("heading", { name: plan, level: 3 })).toBeVisible();
  const critical = page.getByRole("article", { name: "Critical" });
  await expect(critical).toContainText("15 min");
  await expect(critical).toContainText("IEC 60599:2015 and IS 10593:2006");
  await expect(page.getByRole("heading", { name: "What the plans do not cover" })).toBeVisible();
});
