/**
 * The transformer passport without JavaScript: every console form posts to its page and the
 * customer's pages are whole as the server sends them, charts included.
 */
import { expect, test } from "./fixtures.ts";
import { checkFleet, passportFlow } from "./passport-helpers.ts";

test("the passport is built and read without JavaScript, and a revoked link is a 404", async ({
  page,
  request,
}) => {
  test.setTimeout(240_000);
  const { customerUrl, fleetPath } = await passportFlow(
    page,
    request,
    `Kalol Polymers ${crypto.randomUUID().slice(0, 6)}`,
  );
  // Without JavaScript the new link is there to select; no button promises to copy it.
  await expect(page.getByRole("button", { name: "Copy link" })).toHaveCount(0);
  await checkFleet(page, request, fleetPath);
  // The console's due list is a page to read: no script, sent as the server rendered it.
  const due = await page.goto("/staff/due");
  expect(due?.status()).toBe(200);
  expect(due?.headers()["cache-control"]).toBe("no-store");
  await expect(page.getByRole("heading", { level: 1, name: "Tests due" })).toBeVisible();
  await expect(page.getByRole("heading", { name: /^Overdue \(\d+\)$/ })).toBeVisible();
  expect(await page.locator("html[data-static]").count()).toBe(1);
  expect(await page.locator("script").count()).toBe(0);
  // A reminder round on demand: a plain form, answered with what it queued.
  await page.getByRole("button", { name: "Send the reminders due now" }).click();
  await expect(page).toHaveURL(/\/staff\/due\?reminded=\d+$/);
  await expect(page.getByRole("status")).toHaveText(
    /^(No reminder was due: every contact who takes reminders has had one for each test due\.|\d+ reminder e-mails? queued: the outbox sends them within a minute\.)$/,
  );
  await page.goto(customerUrl);
  // A screen reader lists a page's tables by their captions.
  await expect(page.getByRole("table", { name: "The customer's units" })).toBeVisible();
  await page.getByRole("button", { name: "Revoke every fleet link" }).click();
  await expect(page.getByText("Every fleet link of this customer is revoked")).toBeVisible();
  expect((await request.get(fleetPath)).status()).toBe(404);
});
