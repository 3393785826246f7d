/**
 * A service plan attached to a passport customer, with or without JavaScript: from the
 * customer's console page ("No service plan", add one) through the plan form (the customer
 * chosen, the company filled from it) to the plan on the customer's page and fleet page.
 */
import { expect, type Page } from "@playwright/test";
import { axeViolations } from "./axe.ts";
import { addCustomer } from "./passport-helpers.ts";

export async function attachPlanFlow(page: Page, javaScript: boolean) {
  const company = `Anand Dairy ${crypto.randomUUID().slice(0, 6)}`;
  const customerUrl = await addCustomer(page, company);
  const customerId = new URL(customerUrl).pathname.split("/").at(-1);

  const panel = page.getByRole("region", { name: "Service plan" });
  await expect(panel).toContainText("No service plan: the general response targets apply.");
  await panel.getByRole("link", { name: "Add a service plan" }).click();
  await expect(page.getByRole("heading", { name: "Plan customers", level: 1 })).toBeVisible();
  const chosen = page.getByLabel("Passport customer");
  await expect(chosen).toHaveValue(customerId ?? "");
  await expect(chosen).toHaveAccessibleDescription(/Its contacts' e-mails and mobiles/);
  const companyField = page.getByRole("textbox", { name: "Company" });
  if (javaScript) {
    // Choosing the customer writes its name into the empty company field at once.
    await chosen.selectOption("");
    await chosen.selectOption({ label: company });
    await expect(companyField).toHaveValue(company);
  } else {
    await expect(companyField).toHaveValue("");
  }
  // A refused post keeps the chosen customer and ties each message to its field.
  await page.getByRole("button", { name: "Add plan customer" }).click();
  await expect(page.getByLabel("Plan", { exact: true })).toHaveAccessibleDescription(
    "Choose a plan",
  );
  await expect(page.getByLabel("First day")).toHaveAccessibleDescription(
    "Enter the first day of the plan",
  );
  await expect(chosen).toHaveValue(customerId ?? "");
  // The server filled the company from the customer when the field was left empty.
  await expect(companyField).toHaveValue(company);
  if (javaScript) expect(await axeViolations(page)).toEqual([]);
  await page.getByLabel("Plan", { exact: true }).selectOption("assured");
  await page.getByLabel("First day").fill("2020-04-01");
  await page.getByLabel("Last day").fill("2099-03-31");
  // No addresses or phones listed: the customer's contacts identify its requests.
  await page.getByRole("button", { name: "Add plan customer" }).click();
  await expect(page.getByText("Plan customer added.")).toBeVisible();
  // Without JavaScript the server took the company's name from the customer.
  await expect(page.getByRole("link", { name: company })).toBeVisible();

  await page.goto(customerUrl);
  await expect(panel).toContainText("Assured, 1 April 2020 to 31 March 2099");
  await expect(panel.getByRole("definition")).toHaveText(["30 min", "12 h", "48 h", "4 h"]);
  await expect(panel.getByRole("term")).toHaveText([
    "Breakdown call back",
    "Engineer on site, Gujarat",
    "Engineer on site, elsewhere",
    "Call to agree planned work",
  ]);
  if (javaScript) expect(await axeViolations(page)).toEqual([]);
  await panel.getByRole("link", { name: "Open the plan" }).click();
  await expect(page.getByRole("heading", { name: company, level: 1 })).toBeVisible();
  await expect(page.getByLabel("Passport customer")).toHaveValue(customerId ?? "");
  await page.getByRole("link", { name: "The customer's passport" }).click();
  await expect(page.getByRole("heading", { name: company, level: 1 })).toBeVisible();

  await page.getByRole("button", { name: "Issue a new fleet link" }).click();
  const link = await page
    .getByRole("status")
    .filter({ hasText: "New fleet link" })
    .getByRole("link")
    .textContent();
  await page.goto(new URL(link ?? "").pathname);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(`${company}: your units`);
  await expect(page.locator("main p", { hasText: "Your service plan:" })).toHaveText(
    "Your service plan: Assured, until 31 March 2099 — call back within 30 min, engineer on site within 12 h in Gujarat, 48 h elsewhere. How the times are counted",
  );
  await expect(page.getByRole("link", { name: "How the times are counted" })).toHaveAttribute(
    "href",
    "/service-plans",
  );
  if (javaScript) expect(await axeViolations(page)).toEqual([]);
}
