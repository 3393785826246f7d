/**
 * What the keyboard checks of a11y.spec.ts and a11y.nojs.spec.ts share: the contrast of a focus
 * ring as drawn on screen (WCAG 1.4.11), and where Tab takes focus from an open menu (2.4.3,
 * 2.4.11).
 */
import { expect, type Locator, type Page } from "@playwright/test";
import sharp from "sharp";

type Rgb = readonly [number, number, number];

/** Relative luminance of an sRGB colour, as WCAG 2 defines it. */
function luminance([red, green, blue]: Rgb): number {
  const linear = (value: number) => {
    const channel = value / 255;
    return channel <= 0.04045 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * linear(red) + 0.7152 * linear(green) + 0.0722 * linear(blue);
}

/** WCAG 2 contrast ratio of two colours, 1 to 21. */
export function contrast(one: Rgb, other: Rgb): number {
  const [lighter, darker] = [luminance(one), luminance(other)].sort((a, b) => b - a);
  return ((lighter ?? 0) + 0.05) / ((darker ?? 0) + 0.05);
}

/** The pixels of a row 10 px long just left of `element`, at its middle height, as drawn. */
async function pixelsLeftOf(page: Page, element: Locator): Promise<Rgb[]> {
  const box = await element.boundingBox();
  if (!box) throw new Error("the element has no box");
  const clip = {
    x: Math.floor(box.x) - 10,
    y: Math.floor(box.y + box.height / 2),
    width: 10,
    height: 1,
  };
  const png = await page.screenshot({ clip, animations: "disabled", caret: "hide" });
  const { data, info } = await sharp(png).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  return Array.from({ length: info.width }, (_, x) => {
    const at = x * info.channels;
    return [data[at] ?? 0, data[at + 1] ?? 0, data[at + 2] ?? 0] as const;
  });
}

/**
 * Focuses `element` as the keyboard would and returns the focus ring's best contrast against
 * `surface`: the pixels left of the element (or of `ringed`, the card that draws its ring) that
 * focusing it changed, each compared with the surface it is drawn on. A ring that is not drawn
 * leaves no pixel changed (contrast 1).
 */
export async function ringContrast(
  page: Page,
  element: Locator,
  surface: Rgb,
  ringed: Locator = element,
): Promise<number> {
  await ringed.scrollIntoViewIfNeeded();
  const before = await pixelsLeftOf(page, ringed);
  await element.focus();
  expect(await element.evaluate((node) => node.matches(":focus-visible"))).toBe(true);
  const after = await pixelsLeftOf(page, ringed);
  const ring = after.filter((pixel, x) =>
    pixel.some((value, channel) => value !== before[x]?.[channel]),
  );
  return Math.max(1, ...ring.map((pixel) => contrast(pixel, surface)));
}

/** The focused element, described by where it is: "main", "footer", "chat", "header" or "other". */
export function focusedPart(page: Page): Promise<string> {
  return page.evaluate(() => {
    const focused = document.activeElement;
    if (!focused || focused === document.body) return "none";
    if (focused.closest("main")) return "main";
    if (focused.closest("footer")) return "footer";
    if (focused.closest(".chat-float")) return "chat";
    if (focused.closest("header")) return "header";
    return "other";
  });
}

/** Presses Tab `times` times and lists where focus went after each press. */
export async function tabThrough(page: Page, times: number): Promise<string[]> {
  const parts: string[] = [];
  for (let press = 0; press < times; press += 1) {
    await page.keyboard.press("Tab");
    parts.push(await focusedPart(page));
  }
  return parts;
}

/**
 * On /contact at 1280 px: opens Services from the keyboard, then tabs through its panel and the rest of the
 * header until focus reaches the page. Returns the focused element's text, whether the panel
 * still shows, and whether the focused element is the topmost at its centre (not covered).
 */
export async function tabOutOfServicesMenu(page: Page) {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto("/contact");
  await page.locator("#services-toggle").focus();
  await page.keyboard.press("Space");
  await expect(page.locator("#services-menu")).toBeVisible();
  for (let press = 0; press < 60 && (await focusedPart(page)) !== "main"; press += 1)
    await page.keyboard.press("Tab");
  return page.evaluate(() => {
    const focused = document.activeElement as HTMLElement;
    const box = focused.getBoundingClientRect();
    const top = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
    const panel = document.getElementById("services-menu");
    return {
      focused: focused.textContent?.trim(),
      panelShown: panel ? panel.getBoundingClientRect().height > 0 : false,
      focusedOnTop: top !== null && focused.contains(top),
    };
  });
}

/** Opens the phone menu on /contact at 390 px and tabs 30 times: the parts of the page reached. */
export async function tabFromOpenPhoneMenu(page: Page): Promise<string[]> {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto("/contact");
  await page.locator("#menu-toggle").focus();
  await page.keyboard.press("Space");
  await expect(page.locator("#menu-toggle")).toBeChecked();
  return tabThrough(page, 30);
}
