import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures.ts";

/**
 * Whether the page's first frame already held the whole page (the footer comes after `<main>`)
 * or only the part that had arrived. The document comes in at 8 KB a second, so over several
 * seconds: a browser that paints as it parses shows a frame long before the footer arrives.
 * The callback is asked for before the document is parsed; it runs at the first frame.
 */
async function firstFrame(page: Page, path: string): Promise<string> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Network.enable");
  await cdp.send("Network.emulateNetworkConditions", {
    offline: false,
    latency: 0,
    downloadThroughput: 8 * 1024,
    uploadThroughput: -1,
  });
  await page.addInitScript(() => {
    requestAnimationFrame(() => {
      const whole = document.getElementById("site-footer") !== null;
      Object.assign(window, { firstFrame: whole ? "whole page" : "part of the page" });
    });
  });
  await page.goto(path, { waitUntil: "commit" });
  await page.waitForFunction(() => "firstFrame" in window, undefined, { timeout: 60_000 });
  return page.evaluate(() => String((window as { firstFrame?: string }).firstFrame));
}

test.describe("the first frame (decision 0027)", () => {
  test.use({ awaitHydration: false });
  test.describe.configure({ timeout: 90_000 });

  for (const path of ["/service-request", "/contact", "/services/details/blue-silica-gel"]) {
    test(`a page that hydrates (${path}) is painted whole, not as it arrives`, async ({ page }) => {
      expect(await firstFrame(page, path)).toBe("whole page");
    });
  }

  test("a page for reading is painted as it arrives", async ({ page }) => {
    // The check above can fail: a page without the expect link shows its first part at once.
    expect(await firstFrame(page, "/services")).toBe("part of the page");
  });
});
