/**
 * The rental fleet, live: staff add a unit in the console and the public rental page lists it
 * free with "Request this unit"; once staff mark it on hire the page, asked again at once, no
 * longer shows it free. The page is never cached, and the link opens a breakdown request with
 * the unit written in. The console's controls are laid out as its other pages': a unit's status
 * form is one line of equal controls under one line of labels (the last day of a hire only while
 * On hire is chosen), and the unit's history is a panel
 * as tall as what it holds. Also: the service plans page states its targets in numbers.
 */
import type { Locator, Page } from "@playwright/test";
import { baseURL } from "../../playwright.config.ts";
import { axeViolations } from "./axe.ts";
import { misalignedRows } from "./field-rows.ts";
import { expect, test } from "./fixtures.ts";
import { addAccount, signInPage } from "./staff-helpers.ts";

test.afterEach(async ({ request }) => {
  expect((await request.get(`${baseURL}/healthz`)).status()).toBe(200);
});

/** Adds an 11 kV / 433 V Dyn11 ONAN trailer unit through the console's "Add a unit" form. */
async function addUnit(page: Page, number: string, ratingKva: string) {
  const add = page.getByRole("region", { name: "Add a unit" });
  await add.getByLabel("Unit number").fill(number);
  await add.getByLabel("Rating (kVA)").fill(ratingKva);
  await add.getByLabel("HV (kV)").fill("11");
  await add.getByLabel("LV (kV)").fill("0.433");
  await add.getByLabel("Vector group").fill("Dyn11");
  await add.getByLabel("Cooling").selectOption("ONAN");
  await add.getByLabel("Mounting").selectOption("trailer");
  await add.getByLabel("Where it stands").fill("Vadodara yard");
  await add.getByRole("button", { name: "Add unit" }).click();
  await expect(page.getByRole("status")).toHaveText("Unit added.");
}

test("a unit marked on hire is no longer free on the public page at once", async ({
  page,
  request,
}) => {
  const unit = `VR-${crypto.randomUUID().slice(0, 6).toUpperCase()}`;
  const email = await addAccount("staff", "Pooja Nair");
  await page.goto("/staff/fleet");
  await signInPage(page, email);
  await addUnit(page, unit, "630");
  // An add refused right after says what is wrong, not "Unit added." above it.
  await page
    .getByRole("region", { name: "Add a unit" })
    .getByRole("button", { name: "Add unit" })
    .click();
  await expect(page.getByLabel("Unit number")).toHaveAttribute("aria-invalid", "true");
  await expect(page.getByText("Unit added.")).toBeHidden();
  // A status sent for a unit that is not there says so at the top of the page (no form of the
  // page could show it).
  const csrf = await page.locator('input[name="csrf"]').first().inputValue();
  const gone = await page.request.post("/staff/fleet", {
    form: { csrf, intent: "status", unit: "999999", status: "available", until: "" },
    headers: { Origin: new URL(page.url()).origin },
  });
  expect(gone.status()).toBe(404);
  expect(await gone.text()).toMatch(/<p role="alert"[^>]*>There is no such unit\.<\/p>/);

  const before = await request.get("/transformer/rental");
  expect(before.headers()["cache-control"]).toBe("no-store");
  const publicPage = await page.context().newPage();
  await publicPage.goto("/transformer/rental");
  const row = publicPage.getByRole("row", { name: new RegExp(unit) });
  await expect(row).toContainText("630 kVA");
  await expect(row).toContainText("Available now");
  await expect(row.getByRole("link", { name: "Request this unit" })).toBeVisible();

  const statusForm = page.getByRole("form", { name: `Status of ${unit}` });
  await statusForm.getByRole("combobox", { name: `Status of ${unit}` }).selectOption("on-hire");
  await statusForm.getByLabel("On hire until").fill("2030-03-31");
  // Who has it is asked too, beside its field, before anything is saved.
  await statusForm.getByRole("button", { name: "Save status" }).click();
  await expect(
    page.getByRole("form", { name: `Status of ${unit}` }).getByLabel("On hire to"),
  ).toHaveAccessibleDescription(/Name who has the unit on hire/);
  await page
    .getByRole("form", { name: `Status of ${unit}` })
    .getByLabel("On hire to")
    .fill("Halol Castings, Panchmahal");
  await page
    .getByRole("form", { name: `Status of ${unit}` })
    .getByRole("button", { name: "Save status" })
    .click();
  await expect(page.getByRole("status")).toHaveText(
    "Status saved: the public rental page shows it now.",
  );
  const listed = page.getByRole("listitem").filter({ has: page.getByRole("link", { name: unit }) });
  await expect(listed).toContainText("On hire until 2030-03-31");
  await expect(listed).toContainText("Vadodara yard · on hire to Halol Castings, Panchmahal");

  await publicPage.reload();
  await expect(row).toContainText("On hire until 31 Mar 2030");
  await expect(row).not.toContainText("Available now");
  await expect(row.getByRole("link", { name: "Request this unit" })).toHaveCount(0);
  const after = await (await request.get("/transformer/rental")).text();
  expect(after).toContain("On hire until 31 Mar 2030");
  // Who hired it is the customer's business: never on the public page or its data.
  expect(after).not.toContain("Halol Castings");
  expect(await (await request.get("/transformer/rental.data")).text()).not.toContain("Halol");

  // The change is on the unit's history, with who made it.
  await page.getByRole("link", { name: unit }).click();
  await expect(page.getByTestId("audit-row").last()).toContainText("Pooja Nair");
  await expect(page.getByTestId("audit-row").last()).toContainText(
    "to On hire to Halol Castings, Panchmahal until 2030-03-31",
  );
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

/**
 * The boxes of `parts`, in their order, measured at one moment: after a post the page may still
 * be scrolling back to where it was, which moves a part between two separate measurements.
 */
async function boxesOf(page: Page, parts: Locator[]) {
  const elements = await Promise.all(parts.map((part) => part.elementHandle()));
  return page.evaluate(
    (list) =>
      list.map((element) => {
        const box = element?.getBoundingClientRect();
        return box ? { x: box.x, y: box.y, width: box.width, height: box.height } : undefined;
      }),
    elements,
  );
}

test("the fleet's status controls stand in one line, of one height, on a phone and a desktop", async ({
  page,
}) => {
  const suffix = crypto.randomUUID().slice(0, 6).toUpperCase();
  const unit = `VR-${suffix}`;
  // A second unit whose number is longer: its form's columns are the first one's all the same.
  const longer = `MS-2500-${suffix}-B`;
  const email = await addAccount("staff", "Nitin Rao");
  await page.goto("/staff/fleet");
  await signInPage(page, email);
  for (const number of [unit, longer]) await addUnit(page, number, "500");

  for (const [path, width] of [
    ["/staff/fleet", 1280],
    ["/staff/fleet", 390],
    ["unit", 1280],
    ["unit", 390],
  ] as const) {
    await page.setViewportSize({ width, height: 900 });
    if (path === "unit" && !page.url().includes("/staff/fleet/")) {
      await page.getByRole("link", { name: unit, exact: true }).click();
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(`Rental unit ${unit}`);
    }
    const form = page.getByRole("form", { name: `Status of ${unit}` });
    const status = form.getByRole("combobox", { name: `Status of ${unit}` });
    const until = form.getByLabel("On hire until");
    const save = form.getByRole("button", { name: "Save status" });
    // The last day of a hire is asked only while On hire is chosen (CSS, no script needed).
    await status.selectOption("available");
    await expect(until, path).toBeHidden();
    await status.selectOption("on-hire");
    await expect(until, path).toBeVisible();
    const [statusBox, untilBox, saveBox] = await boxesOf(page, [status, until, save]);
    const [statusLabel, untilLabel] = await boxesOf(page, [
      form.locator("label").first(),
      form.locator("label").nth(1),
    ]);
    const at = `${path} at ${width} px`;
    // Both labels on one line, the two controls under them, as tall as the console's buttons.
    expect(statusLabel?.y, at).toBe(untilLabel?.y);
    expect(statusBox?.y, at).toBe(untilBox?.y);
    for (const box of [statusBox, untilBox, saveBox]) expect(box?.height, at).toBe(40);
    // From a tablet up the button stands on the controls' line; on a phone, under them.
    if (width >= 768) expect(saveBox?.y, at).toBe(statusBox?.y);
    else expect(saveBox?.y, at).toBeGreaterThan((statusBox?.y ?? 0) + 40);
    expect(await misalignedRows(page), at).toEqual([]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth), at).toBe(width);
    expect(await axeViolations(page), at).toEqual([]);
    // Back to In maintenance: the date goes, and the button keeps its place.
    await status.selectOption("maintenance");
    await expect(until, at).toBeHidden();
    expect((await save.boundingBox())?.x, at).toBe(saveBox?.x);
    if (path === "unit") continue;
    // The list's forms keep their columns from unit to unit, whatever the length of the number.
    const other = page.getByRole("form", { name: `Status of ${longer}` });
    await other.getByRole("combobox").selectOption("on-hire");
    const [otherStatus, otherUntil, otherSave] = await boxesOf(page, [
      other.getByRole("combobox"),
      other.getByLabel("On hire until"),
      other.getByRole("button", { name: "Save status" }),
    ]);
    expect([otherStatus?.x, otherUntil?.x, otherSave?.x], at).toEqual([
      statusBox?.x,
      untilBox?.x,
      saveBox?.x,
    ]);
  }

  // The history panel is as tall as its one event, not stretched to the forms beside it.
  await page.setViewportSize({ width: 1280, height: 900 });
  const history = page.getByRole("region", { name: "History" });
  const [panel, event] = await boxesOf(page, [history, history.getByTestId("audit-row").last()]);
  expect((panel?.y ?? 0) + (panel?.height ?? 0) - ((event?.y ?? 0) + (event?.height ?? 0))).toBe(
    21,
  );
});

test("the service plans page states its response targets in numbers", async ({ page }) => {
  await page.goto("/service-plans");
  for (const plan of ["Essential", "Assured", "Critical"])
    await expect(page.getByRole("heading", { name: plan, level: 3 })).toBeVisible();
  const critical = page.getByRole("article", { name: "Critical" });
  await expect(critical).toContainText("15 min");
  await expect(critical).toContainText("IEC 60599:2022 and IS 10593:2018");
  await expect(page.getByRole("heading", { name: "What the plans do not cover" })).toBeVisible();
});
