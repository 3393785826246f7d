import { keyPages } from "../../bench/pages.ts";
import { expect, test } from "./fixtures.ts";

/**
 * Nothing moves while a key page loads (issue 13: CLS ≤ 0.01): not when hydration takes over
 * (the service request's stepper once pushed its form 72 px down, 0.03), nor when IBM Plex Sans
 * replaces the scaled local font. The shifts are the browser's own layout-shift entries, summed
 * once the page has hydrated and its fonts have loaded, on a phone-sized screen.
 */
test.use({ viewport: { width: 412, height: 823 } });

for (const [name, pagePath] of Object.entries(keyPages)) {
  test(`${name} (${pagePath}): layout shifts add up to at most 0.01`, async ({ page }) => {
    await page.addInitScript(() => {
      const shifts: { value: number; sources: string[] }[] = [];
      Object.assign(window, { __shifts: shifts });
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as (PerformanceEntry & {
          value: number;
          hadRecentInput: boolean;
          sources?: { node?: Node | null }[];
        })[]) {
          if (entry.hadRecentInput) continue;
          shifts.push({
            value: entry.value,
            sources: (entry.sources ?? []).map((source) =>
              source.node instanceof Element
                ? `${source.node.tagName}.${source.node.className}`.slice(0, 80)
                : String(source.node?.nodeName),
            ),
          });
        }
      }).observe({ type: "layout-shift", buffered: true });
    });
    await page.goto(pagePath);
    const shifts = await page.evaluate(async () => {
      await document.fonts.ready;
      // Two frames for the last layout to be reported.
      await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
      return (window as unknown as { __shifts: { value: number; sources: string[] }[] }).__shifts;
    });
    const total = shifts.reduce((sum, shift) => sum + shift.value, 0);
    expect(total, JSON.stringify(shifts)).toBeLessThanOrEqual(0.01);
  });
}
