/** Without JavaScript: after a unit is added the rental fleet's add form is empty again. */
import { expect, test } from "./fixtures.ts";
import { addAccount, signInPage } from "./staff-helpers.ts";

test("after a unit is added the add form is empty, without JavaScript", async ({ page }) => {
  const unit = `VR-${crypto.randomUUID().slice(0, 6).toUpperCase()}`;
  await page.goto("/staff/fleet");
  await signInPage(page, await addAccount("staff", "Nikhil Bose"));
  const add = page.getByRole("region", { name: "Add a unit" });
  await add.getByLabel("Unit number").fill(unit);
  await add.getByLabel("Rating (kVA)").fill("250");
  await add.getByLabel("HV (kV)").fill("11");
  await add.getByLabel("LV (kV)").fill("0.433");
  await add.getByLabel("Vector group").fill("Dyn11");
  await add.getByLabel("Cooling").selectOption("ONAN");
  await add.getByLabel("Mounting").selectOption("skid");
  await add.getByRole("button", { name: "Add unit" }).click();
  // Refused (no place given): what was typed stays.
  await expect(
    add.getByText("Write where it stands").or(add.locator("[aria-invalid=true]")).first(),
  ).toBeVisible();
  await expect(add.getByLabel("Unit number")).toHaveValue(unit);
  await add.getByLabel("Where it stands").fill("Vadodara yard");
  await add.getByRole("button", { name: "Add unit" }).click();
  await expect(page.getByRole("status")).toHaveText("Unit added.");
  await expect(add.getByLabel("Unit number")).toHaveValue("");
  await expect(add.getByLabel("Mounting")).toHaveValue("");
  await expect(page.getByTestId("console-unit").filter({ hasText: unit })).toContainText(
    "250 kVA · 11/0.433 kV · Dyn11 · ONAN · Skid · Vadodara yard",
  );
});
