/**
 * The browser tests' `test`: with JavaScript on, `page.goto` and `page.reload` return once the
 * page has hydrated, not at its load event. Hydration starts after the first paint (decision
 * 0011), so at `load` a select or a button may still do what it does without JavaScript.
 */
import { test as base, type Page } from "@playwright/test";

export { expect } from "@playwright/test";

async function hydrated(page: Page): Promise<void> {
  // A download, a PDF or a JSON answer has no <html> to mark: only HTML pages are waited for.
  const isHtml = await page.evaluate(() => document.contentType === "text/html").catch(() => false);
  // A page for reading (`handle: { hydrate: false }`) has no scripts: `data-static` instead.
  if (isHtml) {
    await page.locator("html[data-hydrated], html[data-static]").waitFor({ state: "attached" });
  }
}

export const test = base.extend<{ page: Page; awaitHydration: boolean }>({
  // A test that blocks the scripts to see the page as it is before they run sets this to false.
  awaitHydration: [true, { option: true }],
  page: async ({ page, javaScriptEnabled, awaitHydration }, use) => {
    if (javaScriptEnabled && awaitHydration) {
      const goto = page.goto.bind(page);
      const reload = page.reload.bind(page);
      page.goto = async (url, options) => {
        const response = await goto(url, options);
        await hydrated(page);
        return response;
      };
      page.reload = async (options) => {
        const response = await reload(options);
        await hydrated(page);
        return response;
      };
    }
    await use(page);
  },
});
