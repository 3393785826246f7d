/**
 * On a phone the home page's card rows scroll sideways: every link a keyboard reaches must come
 * into view when it takes focus (WCAG 2.4.11). At 82 % wide, a card's neighbour showed 35 px of
 * its link, Chromium left the partly visible link where it was, and focus sat off the screen.
 */
import { expect, test } from "./fixtures.ts";

for (const width of [360, 390, 414]) {
  test(`at ${width} px every link the keyboard reaches on the home page is on the screen`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 800 });
    await page.goto("/");
    const offScreen: string[] = [];
    // Through the banner, the services, the industries and the case studies.
    for (let step = 0; step < 45; step += 1) {
      await page.keyboard.press("Tab");
      const [name, left, right] = await page.evaluate(() => {
        const focused = document.activeElement as HTMLElement;
        const box = focused.getBoundingClientRect();
        return [focused.textContent?.trim().slice(0, 50) ?? "", box.left, box.right] as const;
      });
      // The menu's checkbox is a 1 px box by design: its label shows the focus.
      if (right - left > 1 && (left < 0 || right > width))
        offScreen.push(`${name} (${left}–${right})`);
    }
    expect(offScreen).toEqual([]);
  });
}
