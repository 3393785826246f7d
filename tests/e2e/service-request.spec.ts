import type { Locator } from "@playwright/test";
import { expect, test } from "./fixtures.ts";
import { jpeg } from "./service-request-helpers.ts";

test.describe("the service request stepper", () => {
  test("checks each step with the schema before moving on, and keeps the errors beside their fields", async ({
    page,
  }) => {
    await page.goto("/service-request");
    await expect(page.getByText("Step 1 of 5")).toBeVisible();
    await expect(page.getByRole("heading", { level: 2, name: /The transformer/ })).toBeHidden();
    await page.getByRole("button", { name: "Next: The transformer" }).click();
    const summary = page.getByRole("alert");
    await expect(summary.getByRole("listitem")).toHaveText(["Choose how urgent the work is"]);
    // Focus goes to the first invalid field (the group of choices), the summary links to it.
    await expect(page.locator("#sr-urgency")).toBeFocused();
    await expect(page.locator("#sr-urgency")).toHaveAttribute("aria-invalid", "true");
    await page.getByRole("radio", { name: "Planned" }).check();
    // A corrected field leaves the summary at once, before the next check.
    await expect(summary).toBeHidden();
    await expect(page.locator("#sr-urgency")).not.toHaveAttribute("aria-invalid", "true");
    await page.getByRole("button", { name: "Next: The transformer" }).click();
    await expect(summary.getByRole("listitem")).toHaveText([
      "Choose the date you would like us to come",
    ]);
    await page
      .getByLabel("Preferred date of the visit (optional)", { exact: true })
      .fill("2099-01-01");
    await page.getByRole("button", { name: "Next: The transformer" }).click();
    await expect(summary.getByRole("listitem")).toHaveText([
      "Choose a date no more than a year (365 days) from today",
    ]);
    await page.getByRole("radio", { name: "Breakdown now" }).check();
    await page.getByRole("button", { name: "Next: The transformer" }).click();
    const assetHeading = page.getByRole("heading", { level: 2, name: /The transformer/ });
    await expect(assetHeading).toBeFocused();
    await expect(page.getByText("Step 2 of 5")).toBeVisible();

    await page.getByLabel("Make", { exact: true }).fill("Voltamp");
    await page.getByLabel("Rating", { exact: true }).fill("2500");
    await page.getByLabel("Unit", { exact: true }).selectOption("kVA");
    await page.getByLabel("Cooling", { exact: true }).selectOption("ONAN");
    await page.getByLabel("HV voltage (kV)", { exact: true }).fill("11");
    await page.getByLabel("LV voltage (kV)", { exact: true }).fill("22");
    await page.getByRole("radio", { name: "No" }).check();
    await page.getByRole("button", { name: "Next: What you have seen" }).click();
    await expect(summary.getByRole("listitem")).toHaveText([
      "The rating must be at most 2000",
      "The LV rating must be lower than the HV rating",
    ]);
    await expect(page.locator("#sr-lvKv-error")).toHaveText(
      "The LV rating must be lower than the HV rating",
    );
    // A link in the summary takes the focus to its field.
    await summary.getByRole("link", { name: "The rating must be at most 2000" }).click();
    await expect(page.getByLabel("Rating", { exact: true })).toBeFocused();
    await page.getByLabel("Rating", { exact: true }).fill("1600");
    await page.getByLabel("LV voltage (kV)", { exact: true }).fill("0.433");
    await page.getByRole("button", { name: "Next: What you have seen" }).click();
    await expect(summary).toBeHidden();

    // A file that says it is a picture and is not: refused before the upload.
    await page.getByRole("checkbox", { name: "Oil leak" }).check();
    await page
      .getByLabel("Photos (optional)", { exact: true })
      .setInputFiles([
        { name: "report.pdf", mimeType: "application/pdf", buffer: Buffer.from("%PDF-1.7") },
      ]);
    await page.getByRole("button", { name: "Next: Where it is" }).click();
    await expect(summary.getByRole("listitem")).toHaveText([
      "Photo 1 (report.pdf) is not a JPEG, PNG or WebP picture",
    ]);
    await page
      .getByLabel("Photos (optional)", { exact: true })
      .setInputFiles([{ name: "nameplate.jpg", mimeType: "image/jpeg", buffer: await jpeg() }]);
    await page.getByRole("button", { name: "Next: Where it is" }).click();
    await page.getByLabel("Company or plant", { exact: true }).fill("Sanand Auto Components");
    await page.getByLabel("Site address", { exact: true }).fill("Survey 45, Sanand GIDC");
    await page.getByLabel("State or union territory", { exact: true }).selectOption("Gujarat");
    await page.getByLabel("PIN code", { exact: true }).fill("382 110");
    await page.getByRole("button", { name: "Next: Who to call" }).click();
    await page.getByRole("button", { name: "Back" }).click();
    await expect(page.getByLabel("PIN code", { exact: true })).toHaveValue("382 110");
    await page.getByRole("button", { name: "Next: Who to call" }).click();
    await page.getByLabel("Your name", { exact: true }).fill("Meena Patel");
    // Nine digits: "99887 76655" or "+91 99887 76655" would do (tested in the schema).
    await page.getByLabel("Mobile", { exact: true }).fill("99887 7665");
    await page.getByLabel("E-mail", { exact: true }).fill("meena@example.in");
    await page.getByRole("button", { name: "Send the service request" }).click();
    await expect(summary.getByRole("listitem")).toHaveText([
      "Enter a 10-digit mobile number, for example 9988776655",
      "Tick the box to agree to our privacy notice, so that we may use these details to answer your request",
    ]);
    await page.getByLabel("Mobile", { exact: true }).fill("998-877-6655");
    await page.getByRole("checkbox", { name: /I agree/ }).check();
    await page.getByRole("button", { name: "Send the service request" }).click();
    await expect(page).toHaveURL(/\/requests\/VPS-\d{6}-[A-Z2-9]{6}\?t=/);
    await expect(page.getByRole("heading", { level: 2, name: "Status: Received" })).toBeVisible();
  });

  test("can be completed with the keyboard alone", async ({ page }) => {
    await page.goto("/service-request");
    const key = page.keyboard;
    /** Presses Tab until `target` has the focus (at most 60 times). */
    const tabTo = async (target: Locator) => {
      for (let presses = 0; presses < 60; presses++) {
        if (await target.evaluate((element) => element === document.activeElement)) return;
        await key.press("Tab");
      }
      throw new Error("Tab never reached the element");
    };
    const next = (name: string) => tabTo(page.getByRole("button", { name: `Next: ${name}` }));

    await tabTo(page.getByRole("radio", { name: "Breakdown now" }));
    await key.press("Space");
    await next("The transformer");
    await key.press("Enter");
    await expect(page.getByRole("heading", { level: 2, name: /The transformer/ })).toBeFocused();
    await key.press("Tab");
    await key.type("Kirloskar");
    await key.press("Tab");
    await key.type("500");
    await key.press("Tab");
    await key.press("ArrowDown"); // kVA
    await key.press("Tab");
    await key.press("ArrowDown"); // ONAN
    await key.press("Tab");
    await key.type("11");
    await key.press("Tab");
    await key.type("0.433");
    await tabTo(page.getByRole("radio", { name: "Yes" }));
    await key.press("ArrowRight"); // No
    await next("What you have seen");
    await key.press("Enter");
    await expect(page.getByRole("heading", { level: 2, name: /What you have seen/ })).toBeFocused();
    await key.press("Tab");
    await key.press("Space"); // Buchholz alarm
    await next("Where it is");
    await key.press("Enter");
    await expect(page.getByRole("heading", { level: 2, name: /Where it is/ })).toBeFocused();
    await key.press("Tab");
    await key.type("Ankleshwar Chemicals");
    await key.press("Tab");
    await key.type("Plot 7, GIDC Ankleshwar");
    await key.press("Tab");
    await key.type("Gujarat");
    await key.press("Tab");
    await key.type("393002");
    await next("Who to call");
    await key.press("Enter");
    await expect(page.getByRole("heading", { level: 2, name: /Who to call/ })).toBeFocused();
    await key.press("Tab");
    await key.type("Suresh Rao");
    await key.press("Tab"); // designation
    await key.press("Tab");
    await key.type("9988776655");
    await key.press("Tab");
    await key.type("suresh@example.in");
    await key.press("Tab");
    await key.press("Space"); // consent
    await tabTo(page.getByRole("button", { name: "Send the service request" }));
    await key.press("Enter");
    await expect(page).toHaveURL(/\/requests\/VPS-\d{6}-[A-Z2-9]{6}\?t=/);
    await expect(page.getByRole("status")).toContainText("Your request has reached us");
  });
});

test("the prerendered form gets its token and key in the browser, a new pair for each visit", async ({
  page,
  request,
}) => {
  // The page's HTML is the same for everyone and carries neither.
  const html = await (await request.get("/service-request")).text();
  expect(html).toContain('name="formToken" value=""');
  const token = page.locator('input[name="formToken"]');
  const key = page.locator('input[name="idempotencyKey"]');
  await page.goto("/service-request");
  // A signed token of /api/form-token: issue time, nonce, signature.
  await expect(token).toHaveValue(/^\d{13}\.[A-Za-z0-9_-]{12}\.[A-Za-z0-9_-]{43}$/);
  await expect(key).toHaveValue(/^[0-9a-f-]{36}$/);
  const first = [await token.inputValue(), await key.inputValue()];
  await page.reload();
  await expect(token).toHaveValue(/^\d{13}\./);
  await expect(key).toHaveValue(/^[0-9a-f-]{36}$/);
  expect(await token.inputValue()).not.toBe(first[0]);
  expect(await key.inputValue()).not.toBe(first[1]);
});
