/** The desk's three clicks without JavaScript: each button is a form that posts on its own. */
import { baseURL } from "../../playwright.config.ts";
import { threeClicks } from "./desk-helpers.ts";
import { expect, test } from "./fixtures.ts";
import { breakdownFields } from "./service-request-helpers.ts";
import { addAccount, sendServiceRequestWithLink, signInPage } from "./staff-helpers.ts";
import { visitDay } from "./visit-day.ts";

test.afterEach(async ({ request }) => {
  expect((await request.get(`${baseURL}/healthz`)).status()).toBe(200);
});

test("a breakdown acknowledged, assigned and scheduled in three clicks, without JavaScript", async ({
  page,
  request,
}) => {
  const { reference, statusPath } = await sendServiceRequestWithLink(request);
  // The customer's status page states the target that applies: no plan attached by staff, so
  // the general one, and how a plan customer's own times come to show.
  await page.goto(statusPath);
  await expect(page.getByRole("region", { name: "Our response time" })).toHaveText(
    "Our response timeWe call you back within 2 h of receipt, and an engineer reaches the site within 48 h (in Gujarat).On a service plan? The desk confirms it when it calls you back, and this page then shows your plan's times.",
  );
  const email = await addAccount("staff", "Nikhil Bhatt");
  await page.goto(`/staff/items/service-request/${reference}`);
  await signInPage(page, email);
  await threeClicks(page, "Nikhil Bhatt");
  // A schedule without a date is refused beside its field.
  await page.getByLabel("Visit date and time (IST)").fill("");
  await page.getByRole("button", { name: "Schedule" }).click();
  await expect(page.getByLabel("Visit date and time (IST)")).toHaveAccessibleDescription(
    "Enter the visit's date and time",
  );
  // The customer reads the visit's time as well as its day.
  await page.goto(statusPath);
  await expect(page.getByText(`Scheduled for ${visitDay.long}, 10:30 IST`)).toBeVisible();
});

test("a request sent without a form token is held, and acknowledging it releases it", async ({
  page,
  request,
}) => {
  // A browser without JavaScript sends no form token: the request is stored, held for review.
  const multipart = new FormData();
  for (const [name, value] of Object.entries(breakdownFields))
    for (const item of Array.isArray(value) ? value : [value]) multipart.append(name, item);
  multipart.append("idempotencyKey", crypto.randomUUID());
  const sent = await request.post("/service-request", {
    multipart,
    headers: { Origin: baseURL },
    maxRedirects: 0,
  });
  const reference = /\/requests\/(VPS-[^?]+)/.exec(sent.headers().location ?? "")?.[1];
  expect(reference, `stored (${sent.status()})`).toBeTruthy();

  const email = await addAccount("staff", "Farhan Sheikh");
  await page.goto(`/staff/items/service-request/${reference}`);
  await signInPage(page, email);
  await expect(page.getByRole("region", { name: "Held for review" })).toBeVisible();

  await page
    .getByRole("region", { name: "Quick actions" })
    .getByRole("button", { name: "Acknowledge" })
    .click();
  // The confirmation says it was released as well as acknowledged.
  await expect(page.getByRole("status")).toHaveText(
    "Released and acknowledged: the clock to acknowledge has stopped, and its e-mails are queued.",
  );
  // Released as the release button releases (operator.test.ts: the customer's acknowledgement is
  // queued then, where mail is configured; this server only logs mail and sends none).
  await expect(page.getByRole("region", { name: "Held for review" })).toHaveCount(0);
  await expect(
    page.getByTestId("audit-row").filter({ hasText: "from Held for review to Passed screening" }),
  ).toHaveCount(1);
  await expect(
    page.getByTestId("audit-row").filter({ hasText: "Released after review" }),
  ).toHaveCount(1);
});
