/**
 * The console by keyboard (an accessibility review's findings): "Skip to content" passes the
 * console's bar and menu, and on a phone the request page's quick actions scroll with the page
 * instead of standing over the field in focus.
 */
import { expect, test } from "./fixtures.ts";
import { addAccount, sendServiceRequest, signInPage } from "./staff-helpers.ts";

test("the skip link passes the console's bar; the quick actions stand still only on a wide screen", async ({
  page,
  request,
}) => {
  const reference = await sendServiceRequest(request);
  const email = await addAccount("staff", "Meena Iyer");
  await page.goto("/staff/login");
  await signInPage(page, email);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();

  await page.keyboard.press("Tab");
  await expect(page.getByRole("link", { name: "Skip to content" })).toBeFocused();
  await page.keyboard.press("Enter");
  await page.keyboard.press("Tab");
  const inMenu = await page.evaluate(
    () => document.activeElement?.closest('nav[aria-label="Console"]') !== null,
  );
  expect(inMenu).toBe(false);
  expect(
    await page.evaluate(() => document.activeElement?.closest("#console-content") !== null),
  ).toBe(true);

  await page.goto(`/staff/items/service-request/${encodeURIComponent(reference)}`);
  const bar = page.getByRole("region", { name: "Quick actions" });
  const position = () => bar.evaluate((element) => getComputedStyle(element).position);
  await page.setViewportSize({ width: 390, height: 800 });
  expect(await position()).toBe("static");
  await page.setViewportSize({ width: 1280, height: 800 });
  expect(await position()).toBe("sticky");
});
