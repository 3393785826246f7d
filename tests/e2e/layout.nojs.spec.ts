import { expect, test } from "./fixtures.ts";

test.describe("without JavaScript", () => {
  test("the mobile menu and its submenus open and close through their checkboxes", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto("/");
    const nav = page.getByRole("navigation", { name: "Main" });
    await expect(nav.getByRole("link", { name: "Industries" })).toBeHidden();
    await page.locator('label[for="menu-toggle"]').click();
    await expect(nav.getByRole("link", { name: "Industries" })).toBeVisible();
    await expect(nav.getByRole("link", { name: "Enquiry" })).toBeVisible();
    await nav.getByText("Services", { exact: true }).click();
    await expect(nav.getByRole("link", { name: "All services and products" })).toBeVisible();
    await expect(nav.getByRole("link", { name: "HV and LV Electrical Testing" })).toBeVisible();
    await nav.getByText("Services", { exact: true }).click();
    await expect(nav.getByRole("link", { name: "HV and LV Electrical Testing" })).toBeHidden();
    // The open menu covers the page and stops it scrolling without any script.
    await expect(page.locator("body")).toHaveCSS("overflow", "hidden");
    await page.locator('label[for="menu-toggle"]').click();
    await expect(nav.getByRole("link", { name: "Industries" })).toBeHidden();
  });

  test("the desktop Services dropdown opens by keyboard", async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto("/");
    const nav = page.getByRole("navigation", { name: "Main" });
    await nav.getByRole("checkbox", { name: "Services" }).focus();
    await page.keyboard.press("Space");
    await expect(nav.getByRole("link", { name: "Transformer Rental" })).toBeVisible();
  });

  test("the footer and the chat link are in the server HTML", async ({ page }) => {
    await page.goto("/");
    await expect(
      page.locator("footer").getByRole("link", { name: "+91 91234 56789" }),
    ).toBeVisible();
    // The chat button shows once the page scrolls (CSS alone).
    await page.mouse.wheel(0, 900);
    await expect(page.getByRole("link", { name: /WhatsApp/ })).toBeVisible();
  });

  test("an unknown address shows the 404 page inside the layout", async ({ page }) => {
    const response = await page.goto("/no-such-page");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("404 page not found");
    await expect(page.locator("footer")).toBeVisible();
  });
});

test("without JavaScript the typeface still comes, from the <noscript> stylesheet", async ({
  page,
}) => {
  const font = page.waitForResponse(/\/assets\/ibm-plex-sans-latin-wght-normal-[\w-]+\.woff2$/);
  await page.goto("/");
  expect((await font).status()).toBe(200);
});
