/** The desk's three clicks without JavaScript: each button is a form that posts on its own. */
import { baseURL } from "../../playwright.config.ts";
import { threeClicks } from "./desk-helpers.ts";
import { expect, test } from "./fixtures.ts";
import { addAccount, sendServiceRequest, signInPage } from "./staff-helpers.ts";

test.afterEach(async ({ request }) => {
  expect((await request.get(`${baseURL}/healthz`)).status()).toBe(200);
});

test("a breakdown acknowledged, assigned and scheduled in three clicks, without JavaScript", async ({
  page,
  request,
}) => {
  const reference = await sendServiceRequest(request);
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
