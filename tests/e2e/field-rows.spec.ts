/**
 * Fields side by side line up, with JavaScript: on the public forms and the staff console's,
 * where one field of a row has a hint or an error and its neighbour has none, their labels start
 * at one height and so do their controls (field-rows.ts), and no control spills out of its form,
 * from a phone's width to a desktop's.
 * A field's hint and error still describe its control.
 */
import type { Page } from "@playwright/test";
import { misalignedRows } from "./field-rows.ts";
import { expect, test } from "./fixtures.ts";
import { addCustomer, addUnitByHand } from "./passport-helpers.ts";

test.describe.configure({ timeout: 90_000 });

const widths = [390, 768, 1024, 1280];

async function expectRowsInLine(page: Page, what: string) {
  for (const width of widths) {
    await page.setViewportSize({ width, height: 900 });
    expect(await misalignedRows(page), `${what} at ${width} px`).toEqual([]);
  }
}

for (const path of [
  "/contact",
  "/services/details/blue-silica-gel/enquiry",
  "/service-request",
  "/tools/oil-analysis",
]) {
  test(`${path}: the fields of a row line up`, async ({ page }) => {
    await page.goto(path);
    await expectRowsInLine(page, path);
  });
}

/** The width of each visible text box, select and text area of the form, by its name. */
function controlWidths(page: Page, form: string) {
  return page
    .locator(form)
    .evaluate((element) =>
      Object.fromEntries(
        [...element.querySelectorAll<HTMLElement>("input, select, textarea")]
          .filter((control) => control.offsetWidth > 0 && !control.closest("[aria-hidden=true]"))
          .map((control) => [control.getAttribute("name"), control.offsetWidth]),
      ),
    );
}

test("a product enquiry's fields, the message too, are each as wide as its form", async ({
  page,
}) => {
  // One column: a control spanning "both" columns of it once made a second, and the message
  // stood in half the form with its hint cut.
  const name = (widths: Record<string, number>) => widths.name;
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto("/services/details/blue-silica-gel/enquiry");
  const onPage = await controlWidths(page, "main form[method=post]");
  expect(Object.keys(onPage)).toEqual([
    "name",
    "email",
    "phoneNo",
    "company",
    "plantLocation",
    "message",
  ]);
  for (const width of Object.values(onPage)) expect(width).toBe(name(onPage));
  expect(name(onPage)).toBeGreaterThan(400);
  await page.goto("/services/details/blue-silica-gel");
  await page.getByRole("button", { name: "Send Inquiry" }).first().click();
  const inDialog = await controlWidths(page, "dialog[open] form");
  expect(inDialog.message).toBe(name(inDialog));
  expect(name(inDialog)).toBeGreaterThan(400);
});

test("the console's forms: the fields of a row line up, before and after a refused post", async ({
  page,
}) => {
  // A customer and a unit of this test's own, added as staff add them (signed in).
  const customer = new URL(await addCustomer(page, `Field Rows ${crypto.randomUUID().slice(0, 6)}`))
    .pathname;
  const unit = new URL(await addUnitByHand(page)).pathname;
  await page.goto("/staff");
  await expect(page.getByRole("heading", { name: "Inbox", level: 1 })).toBeVisible();
  await expectRowsInLine(page, "the inbox's filters");
  for (const path of [
    "/staff/fleet",
    "/staff/plans",
    "/staff/reports/new",
    customer,
    unit,
    `${unit}/records/new`,
  ]) {
    await page.goto(path);
    await expectRowsInLine(page, path);
    // One console: the passport's controls are as tall as the inbox's and the fleet's, 40 px.
    const heights = await page.locator("main").evaluate((main) =>
      [...main.querySelectorAll<HTMLElement>("input:not([type=hidden]), select")]
        .filter((control) => control.offsetHeight > 0 && control.getAttribute("type") !== "file")
        .filter((control) => !["checkbox", "radio"].includes(control.getAttribute("type") ?? ""))
        .map((control) => control.offsetHeight),
    );
    expect(heights.length, path).toBeGreaterThan(0);
    expect(new Set(heights), path).toEqual(new Set([40]));
  }

  // A unit sent without its number: the number's control says what is wrong, after its hint,
  // and stands level with the rating's beside it.
  await page.goto("/staff/fleet");
  const add = page.getByRole("region", { name: "Add a unit" });
  await add.getByRole("button", { name: "Add unit" }).click();
  const number = add.getByLabel("Unit number", { exact: true });
  await expect(number).toHaveAttribute("aria-invalid", "true");
  await expect(number).toHaveAttribute("aria-describedby", "add-unitId-hint add-unitId-error");
  await expect(number).toHaveAccessibleDescription(/^As painted on the tank, such as VR-500-02 .+/);
  await expectRowsInLine(page, "the refused unit form");
});
