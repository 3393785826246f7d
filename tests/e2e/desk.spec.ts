/**
 * The service desk with JavaScript: a breakdown acknowledged, assigned and scheduled in three
 * clicks from the sticky bar; the caller's phone and e-mail as links; a second request from the
 * same caller flagged with a link to the first; on a phone the inbox's filters fold away and the
 * first breakdown is on the first screen; "Received 14 min ago" starts its cell and its lines as a
 * sentence does.
 */
import { baseURL } from "../../playwright.config.ts";
import { axeViolations } from "./axe.ts";
import { threeClicks } from "./desk-helpers.ts";
import { expect, test } from "./fixtures.ts";
import { addAccount, sendServiceRequest, signInPage } from "./staff-helpers.ts";

test.afterEach(async ({ request }) => {
  expect((await request.get(`${baseURL}/healthz`)).status()).toBe(200);
});

test("a breakdown acknowledged, assigned and scheduled in three clicks", async ({
  page,
  request,
}) => {
  const first = await sendServiceRequest(request);
  const reference = await sendServiceRequest(request);
  const email = await addAccount("staff", "Kavita Desai");
  await page.goto(`/staff/items/service-request/${reference}`);
  await signInPage(page, email);
  await expect(page).toHaveURL(new RegExp(`/staff/items/service-request/${reference}$`));

  await expect(page.getByRole("link", { name: "9988776655" })).toHaveAttribute(
    "href",
    "tel:9988776655",
  );
  await expect(page.getByRole("link", { name: "ravi.shah@example.in" })).toHaveAttribute(
    "href",
    "mailto:ravi.shah@example.in",
  );
  await expect(page.getByText("The same phone or e-mail sent")).toBeVisible();
  await expect(page.getByRole("link", { name: first, exact: true })).toHaveAttribute(
    "href",
    `/staff/items/service-request/${first}`,
  );
  expect(await axeViolations(page)).toEqual([]);

  await threeClicks(page, "Kavita Desai");
});

test("on a phone the filters fold behind one button and the first breakdown is on screen", async ({
  page,
  request,
}) => {
  const reference = await sendServiceRequest(request);
  const email = await addAccount("staff", "Imran Qureshi");
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(`/staff/items/service-request/${reference}`);
  await signInPage(page, email);
  // Sent by a script faster than a person types, it was judged spam: a person releases it.
  await page.getByRole("button", { name: "Release and send" }).click();
  await expect(page.getByRole("status")).toContainText("Released");
  await page.getByRole("link", { name: "Inbox" }).first().click();
  await expect(page.getByRole("heading", { name: "Inbox", level: 1 })).toBeVisible();
  const search = page.getByLabel("Search", { exact: true });
  await expect(search).toBeHidden();
  // Unacknowledged breakdowns are listed first (this one among them), and the first is on the
  // first screen with its clock.
  const results = page.getByRole("region", { name: /^\d+ items?$/ });
  await expect(results.getByRole("link", { name: reference })).toBeVisible();
  const firstCard = results.getByRole("listitem").first();
  await expect(firstCard).toBeInViewport();
  await expect(firstCard).toContainText("Breakdown — not acknowledged");
  // When it came in starts a line of its own on the card, so it reads as a sentence.
  await expect(firstCard.getByText(/^Received \d+ min ago$/)).toBeVisible();
  await page.locator("summary", { hasText: "Filters" }).click();
  await expect(search).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
});

test("the inbox's Received cell starts with when the request came in, as a sentence", async ({
  page,
  request,
}) => {
  const reference = await sendServiceRequest(request);
  const email = await addAccount("staff", "Farah Khan");
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(`/staff?q=${reference}`);
  await signInPage(page, email);
  const row = page.getByRole("row").filter({ hasText: reference });
  const received = row.getByRole("cell").first();
  await expect(received.getByText(/^Received \d+ min ago$/)).toBeVisible();
  await expect(received).toHaveText(/^Received \d+ min ago/);
});
