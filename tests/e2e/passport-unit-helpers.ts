/**
 * The unit page on a 390 px phone, as its owner reads it with or without JavaScript: every word
 * of its trend charts and of the Duval trail drawn at 11 px or more (the size a text is drawn at,
 * its font size times its SVG's scale), and the trail's zones and corners named.
 */
import { expect, type Page } from "@playwright/test";

/** Each visible text of the drawings matching `selector`, with the size it is drawn at on screen. */
function drawnSizes(page: Page, selector: string) {
  return page.evaluate((selector) => {
    return [...document.querySelectorAll<SVGTextElement>(selector)]
      .filter((text) => text.getBoundingClientRect().width > 0)
      .map((text) => ({
        text: text.textContent ?? "",
        px:
          Math.round(
            (text.getScreenCTM()?.a ?? 1) * Number.parseFloat(getComputedStyle(text).fontSize) * 10,
          ) / 10,
      }));
  }, selector);
}

export async function checkUnitOnPhone(page: Page, unitPath: string) {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(unitPath);
  await expect(page.getByRole("img", { name: /^Hydrogen \(H₂\), µL\/L/ })).toBeVisible();

  const chartTexts = await drawnSizes(page, "figure svg text");
  // Ticks, limits and dates of a dozen charts: well over a hundred words.
  expect(chartTexts.length).toBeGreaterThan(100);
  expect(chartTexts.filter((text) => text.px < 11)).toEqual([]);
  // The limits are named beside their lines, in full.
  expect(chartTexts.map((text) => text.text)).toEqual(
    expect.arrayContaining(["Typical 50", "Good above 50", "Poor below 40"]),
  );

  const trail = page.getByRole("img", { name: /^Duval Triangle 1, every sample in date order/ });
  await expect(trail).toBeVisible();
  const trailTexts = await drawnSizes(page, 'svg[aria-labelledby^="duval-trail-t"] text');
  expect(trailTexts.map((text) => text.text)).toEqual(
    expect.arrayContaining([
      "PD",
      "T1",
      "T2",
      "T3",
      "D1",
      "D2",
      "DT",
      "100 % CH₄",
      "100 % C₂H₄",
      "100 % C₂H₂",
    ]),
  );
  expect(trailTexts.filter((text) => text.px < 11)).toEqual([]);
  // Nothing is wider than the phone.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(390);
}
