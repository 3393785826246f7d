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
  await checkFleet(page, request, fleetPath);
  await page.goto(customerUrl);
  await page.getByRole("button", { name: "Revoke every fleet link" }).click();
  await expect(page.getByText("Every fleet link of this customer is revoked")).toBeVisible();
  expect((await request.get(fleetPath)).status()).toBe(404);
});
