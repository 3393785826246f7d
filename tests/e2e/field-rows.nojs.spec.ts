/**
 * Fields side by side line up without JavaScript: the service request shows its five parts as one
 * form, and where one field of a row has a hint (or, once refused, an error) and its neighbour
 * has none, their controls still start at one height. Each error stays tied to its control.
 */
import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures.ts";

/** Rows of the form, each named by its fields' labels (a group by its first option). */
const rows = [
  ["Rating", "Unit", "Cooling"],
  ["HV voltage (kV)", "LV voltage (kV)"],
  ["Serial number (optional)", "Year of manufacture (optional)"],
  ["On-load tap changer (OLTC)?", "OLTC make (optional)"],
  ["State or union territory", "PIN code"],
  ["Your name", "Designation (optional)"],
  ["Mobile", "E-mail"],
];

/** The top of each field's control, in the order of `labels`. */
async function controlTops(page: Page, labels: string[]): Promise<number[]> {
  const tops: number[] = [];
  for (const label of labels) {
    const group = page.getByRole("group", { name: label, exact: true });
    const control = (await group.count())
      ? group.locator("label").first()
      : page.getByLabel(label, { exact: true });
    const box = await control.boundingBox();
    tops.push(Math.round(box?.y ?? -1));
  }
  return tops;
}

async function expectRowsInLine(page: Page) {
  for (const labels of rows) {
    const tops = await controlTops(page, labels);
    expect(
      tops.every((top) => top === tops[0]),
      `${labels.join(" | ")}: ${tops.join(", ")}`,
    ).toBe(true);
  }
}

test("the service request's fields line up in their rows, before and after a refused send", async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto("/service-request");
  await expectRowsInLine(page);

  await page.getByLabel("Year of manufacture (optional)", { exact: true }).fill("1800");
  await page.getByRole("button", { name: "Send the service request" }).click();
  await expect(page.getByRole("alert").getByRole("heading")).toHaveText(
    /things need your attention$/,
  );
  await expectRowsInLine(page);
  const mobile = page.getByLabel("Mobile", { exact: true });
  await expect(mobile).toHaveAttribute("aria-invalid", "true");
  await expect(mobile).toHaveAttribute("aria-describedby", "sr-mobile-hint sr-mobile-error");
  const year = page.getByLabel("Year of manufacture (optional)", { exact: true });
  await expect(year).toHaveAttribute(
    "aria-describedby",
    "sr-yearOfManufacture-hint sr-yearOfManufacture-error",
  );
  await expect(page.locator("#sr-yearOfManufacture-error")).toBeVisible();
});
