/**
 * A service plan attached to a passport customer without JavaScript: the form posts to its page
 * and the server takes the company's name from the chosen customer.
 */
import { test } from "./fixtures.ts";
import { attachPlanFlow } from "./plans-passport-helpers.ts";

test("a plan attached to a passport customer without JavaScript shows on both of its pages", async ({
  page,
}) => {
  test.setTimeout(120_000);
  await attachPlanFlow(page, false);
});
