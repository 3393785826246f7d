/**
 * The status link before and after staff work a request, run by both projects: the requester's
 * page without JavaScript (no-js) and with it (js), the console driven the same way.
 */
import { expect, type Page } from "@playwright/test";
import { axeViolations } from "./axe.ts";
import { addAccount, sendServiceRequestWithLink, signInPage } from "./staff-helpers.ts";
import { visitDay } from "./visit-day.ts";

/** `checkAxe`: axe runs as a script in the page, so only where JavaScript is on. */
export async function statusBeforeAndAfterStaffWork(
  page: Page,
  staffPage: Page,
  checkAxe: boolean,
) {
  const { reference, statusPath } = await sendServiceRequestWithLink(page.request);
  expect(statusPath).toMatch(new RegExp(`^/requests/${reference}\\?t=[A-Za-z0-9_-]{22}$`));

  // Before: only "Received" has happened, nobody is named and there are no notes.
  const before = await page.goto(statusPath);
  expect(before?.status()).toBe(200);
  expect(before?.headers()["cache-control"]).toMatch(/no-store/);
  expect(before?.headers()["x-robots-tag"]).toBe("noindex, nofollow");
  await expect(page.getByRole("heading", { name: "Status: Received" })).toBeVisible();
  await expect(page.locator('[aria-current="step"]')).toContainText("Received");
  await expect(page.getByText("Engineer", { exact: true })).toHaveCount(0);
  await expect(page.getByText("No notes yet.")).toBeVisible();

  // Staff acknowledge, assign an engineer, book the visit and write two notes.
  const engineer = await addAccount("staff", "Kavita Joshi");
  await staffPage.goto(`/staff/items/service-request/${reference}`);
  await signInPage(staffPage, engineer);
  await expect(staffPage).toHaveURL(new RegExp(`/staff/items/service-request/${reference}$`));
  await staffPage.getByLabel("Status", { exact: true }).selectOption("acknowledged");
  await staffPage.getByRole("button", { name: "Save status" }).click();
  // Sent at once after its form token, the request was screened as spam: the first change to
  // its work releases it, and the confirmation says so; later ones say only what they did.
  await expect(staffPage.getByRole("status")).toHaveText(
    "Released, and its status changed: its e-mails are queued.",
  );

  // Halfway: the customer already sees the acknowledgement.
  await page.reload();
  await expect(page.getByRole("heading", { name: "Status: Acknowledged" })).toBeVisible();

  await staffPage.getByLabel("Engineer", { exact: true }).selectOption({ label: "Kavita Joshi" });
  await staffPage.getByRole("button", { name: "Save engineer" }).click();
  await expect(staffPage.getByRole("status")).toHaveText("Engineer assignment saved.");
  await staffPage.getByLabel("Visit date", { exact: true }).fill(visitDay.iso);
  await staffPage.getByRole("button", { name: "Save visit date" }).click();
  await expect(staffPage.getByRole("status")).toHaveText("Visit date saved.");
  const visible = "Kavita will reach site at 10:00 with the 6,000 L/h filtration plant.";
  const internal = "Purchase order not received yet: confirm before dispatch.";
  for (const [text, who] of [
    [visible, "Visible to the customer"],
    [internal, "Internal (staff only)"],
  ] as const) {
    await staffPage.getByLabel("Note", { exact: true }).fill(text);
    await staffPage.getByLabel(who).check();
    await staffPage.getByRole("button", { name: "Save note" }).click();
    await expect(staffPage.getByRole("status")).toHaveText("Note added.");
  }

  await expect(staffPage.getByLabel("Status", { exact: true })).toHaveValue("scheduled");
  await expect(staffPage.getByLabel("Note", { exact: true })).toHaveValue("");

  // After: the same link shows the engineer's first name only, the date and the visible note.
  await page.reload();
  await expect(page.getByRole("heading", { name: "Status: Scheduled" })).toBeVisible();
  await expect(page.locator('[aria-current="step"]')).toContainText(
    `Scheduled for ${visitDay.long}`,
  );
  const engineerRow = page.locator("dt", { hasText: /^Engineer$/ }).locator("xpath=..");
  await expect(engineerRow.locator("dd")).toHaveText("Kavita");
  await expect(page.getByText("Joshi")).toHaveCount(0);
  await expect(page.getByText(visible)).toBeVisible();
  await expect(page.getByText(internal)).toHaveCount(0);
  if (checkAxe) expect(await axeViolations(page)).toEqual([]);

  // The link still works only with its own token.
  const wrong = await page.request.get(`/requests/${reference}?t=${"A".repeat(22)}`);
  expect(wrong.status()).toBe(404);
}
