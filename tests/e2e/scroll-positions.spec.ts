import { expect, test } from "./fixtures.ts";

test.describe("scroll positions on a page that hydrates (app/ui/scroll-positions.tsx)", () => {
  test.use({ awaitHydration: false });

  test("the document's own script gives a new visit its history key before any script file runs", async ({
    page,
  }) => {
    // React Router reads the key when it starts, to find the position saved for this entry.
    await page.route(/\/assets\/.+\.js$/, (route) => route.abort());
    await page.goto("/contact", { waitUntil: "load" });
    expect(await page.evaluate(() => typeof history.state?.key)).toBe("string");
    await expect(page.locator("html")).not.toHaveAttribute("data-hydrated", "");
  });

  test("the document's own script scrolls to the position saved for its history entry", async ({
    page,
  }) => {
    // No script file runs and the browser's own restoration is off for this entry: only the
    // document's script can bring the page to the saved position.
    await page.route(/\/assets\/.+\.js$/, (route) => route.abort());
    await page.goto("/contact", { waitUntil: "load" });
    await page.evaluate(() => {
      history.scrollRestoration = "manual";
      const positions = { [history.state.key]: 700, "another-entry": 40 };
      sessionStorage.setItem("react-router-scroll-positions", JSON.stringify(positions));
    });
    await page.reload({ waitUntil: "load" });
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(700);
  });

  test("a reloaded page comes back where it was left", async ({ page }) => {
    await page.goto("/contact");
    await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
    await page.evaluate(() => window.scrollTo(0, 900));
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(900);
    await page.reload({ waitUntil: "load" });
    await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(900);
  });
});
