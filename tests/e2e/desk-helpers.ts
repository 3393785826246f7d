/**
 * The desk's three clicks, shared by the tests with and without JavaScript: a breakdown is
 * acknowledged, assigned to the signed-in engineer and scheduled from the sticky bar, each one
 * click (the schedule's date and time typed first), and the page says so after each.
 */
import { expect, type Page } from "@playwright/test";
import { visitDay } from "./visit-day.ts";

export async function threeClicks(page: Page, engineer: string) {
  const bar = page.getByRole("region", { name: "Quick actions" });
  await expect(page.getByText(/^Received \d+ min ago$/)).toBeVisible();
  await expect(page.getByRole("list", { name: "Targets" })).toContainText(
    /Acknowledge within (\d+ h|\d+ min|\d+ h \d+ min)On site within \d+ h/,
  );

  await bar.getByRole("button", { name: "Acknowledge" }).click();
  // The tests send their request at once after fetching its form token, so it is screened as
  // spam; acknowledging releases it, and the confirmation says so.
  await expect(page.getByRole("status")).toHaveText(
    "Released and acknowledged: the clock to acknowledge has stopped, and its e-mails are queued.",
  );
  await expect(page.getByRole("list", { name: "Targets" })).toContainText(
    /Acknowledged in \d+ min \(target 2 h\)/,
  );

  await bar.getByRole("button", { name: "Assign to me" }).click();
  await expect(page.getByRole("status")).toHaveText("Assigned to you.");
  await expect(bar.getByRole("button", { name: "Assigned to you" })).toBeVisible();

  await bar.getByLabel("Visit date and time (IST)").fill(`${visitDay.iso}T10:30`);
  await bar.getByRole("button", { name: "Schedule" }).click();
  await expect(page.getByRole("status")).toHaveText("Visit scheduled.");

  const standing = page.getByRole("region", { name: "Where it stands" });
  await expect(standing).toContainText("Scheduled");
  await expect(standing).toContainText(engineer);
  await expect(standing).toContainText(`${visitDay.short}, 10:30 IST`);
  const rows = page.getByTestId("audit-row");
  await expect(rows.filter({ hasText: "from Received to Acknowledged" })).toHaveCount(1);
  await expect(rows.filter({ hasText: "from Engineer assigned to Scheduled" })).toHaveCount(1);
}
