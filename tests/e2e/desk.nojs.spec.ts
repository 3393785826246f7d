/** The desk's three clicks without JavaScript: each button is a form that posts on its own. */
import { baseURL } from "../../playwright.config.ts";
import { threeClicks } from "./desk-helpers.ts";
import { expect, test } from "./fixtures.ts";
import { addAccount, sendServiceRequestWithLink, signInPage } from "./staff-helpers.ts";

test.afterEach(async ({ request }) => {
  expect((await request.get(`${baseURL}/healthz`)).status()).toBe(200);
});

test("a breakdown acknowledged, assigned and scheduled in three clicks, without JavaScript", async ({
  page,
  request,
}) => {
  const { reference, statusPath } = await sendServiceRequestWithLink(request);
  // The customer's status page states the target that applies: no plan, so the general one.
  await page.goto(statusPath);
  await expect(page.getByRole("region", { name: "Our response time" })).toHaveText(
    "Our response timeWe call you back within 2 h of receipt, and an engineer reaches the site within 48 h (in Gujarat).",
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
});
