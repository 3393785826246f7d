/** The keyboard checks of a11y.spec.ts that hold without JavaScript: the menus work by CSS alone. */
import { expect, test } from "./fixtures.ts";
import { tabFromOpenPhoneMenu, tabOutOfServicesMenu } from "./focus-helpers.ts";

test("without JavaScript, at 1280 px, a menu tabbed out of no longer covers the focused crumb (WCAG 2.4.11)", async ({
  page,
}) => {
  expect(await tabOutOfServicesMenu(page)).toEqual({
    focused: "Home",
    panelShown: false,
    focusedOnTop: true,
  });
  // Back on its toggle, the menu shows again: its checkbox is still ticked.
  await page.locator("#services-toggle").focus();
  await expect(page.locator("#services-menu")).toBeVisible();
});

test("without JavaScript, at 390 px, Tab from the open menu never reaches the page under it (WCAG 2.4.3, 2.4.11)", async ({
  page,
}) => {
  const parts = await tabFromOpenPhoneMenu(page);
  expect(parts).toContain("header");
  expect(parts.filter((part) => ["main", "footer", "chat"].includes(part))).toEqual([]);
});
