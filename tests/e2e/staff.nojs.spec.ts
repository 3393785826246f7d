/**
 * The staff console without JavaScript: every page is a server-rendered form that posts to its
 * own address, shows its errors beside the fields and its outcome on the page that follows.
 */

import { baseURL } from "../../playwright.config.ts";
import { expect, test } from "./fixtures.ts";
import { addAccount, sendServiceRequestWithLink, signInPage } from "./staff-helpers.ts";
import { visitDay } from "./visit-day.ts";

test.afterEach(async ({ request }) => {
  expect((await request.get(`${baseURL}/healthz`)).status()).toBe(200);
});

test("sign-in errors sit beside their fields", async ({ page }) => {
  await page.goto("/staff/login");
  await page.getByRole("button", { name: "Sign in" }).click();
  const email = page.getByLabel("E-mail address", { exact: true });
  await expect(email).toHaveAttribute("aria-invalid", "true");
  await expect(email).toHaveAccessibleDescription("Enter your e-mail address");
  await expect(page.getByLabel("Password", { exact: true })).toHaveAccessibleDescription(
    "Enter your password",
  );
});

test("opens a service request from a sign-in link, sees its photo, sets a visit date and filters", async ({
  page,
  request,
}) => {
  const { reference, statusPath } = await sendServiceRequestWithLink(request);
  const email = await addAccount("staff", "Sunil Mehta");
  await page.goto(`/staff/items/service-request/${reference}`);
  await signInPage(page, email);
  await expect(page).toHaveURL(new RegExp(`/staff/items/service-request/${reference}$`));
  await expect(page.getByRole("img", { name: "Sent with the request, number 1" })).toBeVisible();

  await page.getByRole("button", { name: "Save note" }).click();
  const note = page.getByLabel("Note", { exact: true });
  await expect(note).toHaveAttribute("aria-invalid", "true");
  await expect(note).toHaveAccessibleDescription("Write the note");

  await page.getByLabel("Visit date", { exact: true }).fill(visitDay.iso);
  await page.getByRole("button", { name: "Save visit date" }).click();
  // Sent at once after its form token, the request was screened as spam: booking its visit
  // releases it, and the confirmation says so.
  await expect(page.getByRole("status")).toHaveText(
    "Released, and the visit date saved: its e-mails are queued.",
  );
  const rows = page.getByTestId("audit-row");
  await expect(rows.filter({ hasText: "Visit date set" })).toContainText(`to ${visitDay.short}`);
  await expect(rows.last()).toContainText("Status changed");
  await expect(rows.last()).toContainText("from Received to Scheduled");
  await expect(rows.last()).toContainText("Sunil Mehta");
  // Booked before anyone was named: the customer's timeline says the step was skipped, not done.
  const status = await request.get(statusPath);
  const html = (await status.text()).replaceAll("<!-- -->", "");
  expect(html).toContain('Engineer assigned<span class="sr-only"> (skipped)</span>');
  expect(html).toContain('Acknowledged<span class="sr-only"> (skipped)</span>');
  expect(html).toContain(`Scheduled for ${visitDay.long}<span class="sr-only"> (current step)`);

  await page.getByRole("link", { name: "Inbox" }).first().click();
  await page.getByLabel("Search", { exact: true }).fill(reference);
  await page.getByLabel("Status", { exact: true }).selectOption("scheduled");
  await page.getByRole("button", { name: "Apply filters" }).click();
  await expect(page).toHaveURL(/status=scheduled/);
  await expect(page.getByRole("heading", { name: "1 item" })).toBeVisible();
  await page.getByRole("button", { name: "Sign out" }).click();
  await expect(page).toHaveURL(/\/staff\/login$/);
});
