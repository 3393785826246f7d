/** A service plan attached to a passport customer in the console, with JavaScript. */
import { test } from "./fixtures.ts";
import { attachPlanFlow } from "./plans-passport-helpers.ts";

test("a plan attached to a passport customer shows on its console page and its fleet page", async ({
  page,
}) => {
  test.setTimeout(120_000);
  await attachPlanFlow(page, true);
});
