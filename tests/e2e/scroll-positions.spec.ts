import { expect, test } from "./fixtures.ts";

test.describe("a page that hydrates, reloaded", () => {
  test.use({ awaitHydration: false });

  test("comes back where it was left before its scripts run (app/ui/scroll-positions.tsx)", async ({
    page,
  }) => {
    await page.goto("/contact");
    await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
    await page.evaluate(() => window.scrollTo(0, 900));
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(900);
    // React Router saves the position as the page is left; on the way back no script file
    // arrives, so only the document's own script can restore it.
    await page.route(/\/assets\/.+\.js$/, (route) => route.abort());
    await page.reload({ waitUntil: "load" });
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(900);
    await expect(page.locator("html")).not.toHaveAttribute("data-hydrated", "");
  });
});
