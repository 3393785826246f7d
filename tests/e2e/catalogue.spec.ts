import type { Page } from "@playwright/test";
import { catalogue } from "#app/features/catalogue/catalogue.server.ts";
import { expect, test } from "./fixtures.ts";

const dialog = (page: Page) => page.getByRole("dialog", { name: "Send Inquiry" });

async function openDialog(page: Page) {
  const button = page.getByRole("button", { name: "Send Inquiry" });
  await button.click();
  await expect(dialog(page)).toBeVisible();
  await expect(dialog(page).getByLabel("Name")).toBeFocused();
  return button;
}

test.describe("the catalogue", () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test("listing → category → detail → enquiry dialog, closed four ways", async ({ page }) => {
    await page.goto("/services");
    await expect(page.getByRole("main").getByRole("heading", { level: 2 })).toHaveCount(
      catalogue.services.length,
    );
    await page.getByRole("link", { name: "Silica Gel", exact: true }).click();
    await expect(page).toHaveURL(/\/services\/categories\/silica-gel$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Silica Gel");
    const breadcrumb = page.getByRole("navigation", { name: "Breadcrumb" });
    await expect(breadcrumb).toContainText("Home/Services/Silica Gel");

    await page.getByRole("link", { name: "Blue Silica Gel (Indicating)" }).click();
    await expect(page).toHaveURL(/\/services\/details\/blue-silica-gel$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      "Blue Silica Gel (Indicating)",
    );
    await expect(breadcrumb).toContainText("Silica Gel");
    await expect(
      page.getByRole("heading", { name: "Similar Products in Silica Gel" }),
    ).toBeVisible();
    for (const section of [
      "Price And Quantity",
      "Trade Information",
      "Product Description",
      "SPECIFICATION",
      "Work Duration",
    ]) {
      await expect(
        page.getByRole("heading", { level: 2, name: section, exact: true }),
      ).toBeVisible();
    }

    // Cancel
    let button = await openDialog(page);
    await expect(dialog(page).locator('input[name="service"]')).toHaveValue(
      "Blue Silica Gel (Indicating)",
    );
    const box = await dialog(page).boundingBox();
    expect(Math.round(box?.width ?? 0)).toBe(500);
    await expect(dialog(page).getByLabel("Message")).toHaveAttribute("rows", "3");
    await expect(dialog(page).getByLabel("Message")).toHaveAttribute(
      "placeholder",
      /product name, order quantity, usage and any special requests/,
    );
    await dialog(page).getByRole("button", { name: "Cancel" }).click();
    await expect(dialog(page)).toBeHidden();
    await expect(button).toBeFocused();

    // The close icon
    button = await openDialog(page);
    await dialog(page).getByRole("button", { name: "Close" }).click();
    await expect(dialog(page)).toBeHidden();
    await expect(button).toBeFocused();

    // Esc
    button = await openDialog(page);
    await page.keyboard.press("Escape");
    await expect(dialog(page)).toBeHidden();
    await expect(button).toBeFocused();

    // A click on the overlay
    button = await openDialog(page);
    await page.mouse.click(20, 450);
    await expect(dialog(page)).toBeHidden();
    await expect(button).toBeFocused();
  });

  test("the dialog opens from the keyboard while its script is still on the way", async ({
    page,
  }) => {
    // The dialog is imported when the button is first reached; here that takes a second.
    await page.route(/\/assets\/enquiry-dialog-panel-[^/]*\.js$/, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1000));
      await route.continue();
    });
    await page.goto("/services/details/blue-silica-gel");
    const button = page.getByRole("button", { name: "Send Inquiry" });
    await button.focus();
    await page.keyboard.press("Enter");
    await expect(dialog(page)).toBeVisible();
    await expect(dialog(page).getByLabel("Name")).toBeFocused();
    await page.keyboard.press("Escape");
    await expect(dialog(page)).toBeHidden();
    await expect(button).toBeFocused();
  });

  test("when the dialog's script cannot load, Send Inquiry opens the item's enquiry page", async ({
    page,
  }) => {
    await page.route(/\/assets\/enquiry-dialog-panel-[^/]*\.js$/, (route) => route.abort());
    await page.goto("/services/details/blue-silica-gel");
    await page.getByRole("button", { name: "Send Inquiry" }).click();
    await expect(page).toHaveURL(/\/services\/details\/blue-silica-gel\/enquiry$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Send Inquiry");
  });

  test("a single-item service links straight to its details and has no similar products", async ({
    page,
  }) => {
    await page.goto("/services");
    await page.getByRole("link", { name: "Sulfur Hexafluoride Gas", exact: true }).click();
    await expect(page).toHaveURL(/\/services\/details\/sulfur-hexafluoride-gas$/);
    await expect(page.getByRole("heading", { name: /Similar Products/ })).toHaveCount(0);
    await expect(page.getByRole("navigation", { name: "Breadcrumb" })).toContainText(
      "Home/Services/Sulfur Hexafluoride Gas",
    );
  });

  test("a sparse item shows only the sections it has data for", async ({ page }) => {
    const sparse = catalogue.entries.find(
      (entry) =>
        !entry.item.specification &&
        !entry.item.workDuration &&
        !entry.item.price &&
        !entry.item.minimumOrderQuantity &&
        !entry.item.scope,
    );
    expect(sparse).toBeTruthy();
    await page.goto(`/services/details/${sparse?.item.id}`);
    await expect(page.getByRole("heading", { level: 2, name: "Trade Information" })).toBeVisible();
    for (const section of ["Price And Quantity", "SPECIFICATION", "Work Duration"]) {
      await expect(page.getByRole("heading", { level: 2, name: section, exact: true })).toHaveCount(
        0,
      );
    }
  });

  test("search from the bar shows the spec's heading and the matching items", async ({ page }) => {
    await page.goto("/services");
    await page.getByRole("searchbox", { name: "Search products and services" }).fill("  Oil ");
    await page.getByRole("button", { name: "Search" }).click();
    await expect(page).toHaveURL(/\/services\/search\/Oil$/);
    const count = catalogue.search("Oil").length;
    expect(count).toBeGreaterThan(1);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      `${count} Search results found for keyword Oil`,
    );
    await expect(page.getByRole("main").getByRole("heading", { level: 2 })).toHaveCount(count);
  });

  test("a search with no match says so and suggests close names", async ({ page }) => {
    await page.goto("/services/search/transfomer");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      "Sorry! No search results found for keyword transfomer",
    );
    const suggestions = page
      .getByRole("heading", { name: "Did you mean one of these?" })
      .locator("xpath=following-sibling::ul[1]")
      .getByRole("link");
    expect(await suggestions.count()).toBeGreaterThan(0);
    await expect(suggestions.first()).toContainText("Transformer");
  });

  test("the cards show each drawing whole, on the services listing and on home", async ({
    page,
  }) => {
    // The drawings are 4:3; a 16:9 or 2:1 card that covered its box cut off valves and hooks.
    for (const [path, width] of [
      ["/services", 1280],
      ["/", 390],
    ] as const) {
      await page.setViewportSize({ width, height: 900 });
      await page.goto(path);
      const fits = await page
        .locator('img[src^="/images/catalogue/"]')
        .evaluateAll((images) => [
          ...new Set(
            images
              .filter((image) => image.checkVisibility())
              .map((image) => getComputedStyle(image).objectFit),
          ),
        ]);
      expect(fits, path).toEqual(["contain"]);
    }
  });

  test("a blank search goes nowhere", async ({ page }) => {
    await page.goto("/services");
    await page.getByRole("searchbox", { name: "Search products and services" }).fill("   ");
    await page.getByRole("button", { name: "Search" }).click();
    await expect(page).toHaveURL(/\/services$/);
  });

  test("every top-level catalogue entry is in the Services or the Products menu", async ({
    page,
  }) => {
    await page.goto("/");
    const nav = page.getByRole("navigation", { name: "Main" });
    const inMenus = await nav
      .locator("#services-menu a, #products-menu a")
      .evaluateAll((anchors) => anchors.map((anchor) => anchor.textContent?.trim()));
    for (const service of catalogue.services) expect(inMenus).toContain(service.name);
  });

  test("a category page starts at the top when the category changes", async ({ page }) => {
    await page.goto("/services/categories/silica-gel");
    await page.evaluate(() => window.scrollTo(0, 1200));
    const nav = page.getByRole("navigation", { name: "Main" });
    await nav.getByText("Products", { exact: true }).click();
    await nav.getByRole("link", { name: "Temperature Indicators", exact: true }).click();
    await expect(page).toHaveURL(/\/services\/categories\/temprature-indicators$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Temperature Indicators");
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });

  test("unknown ids answer 404", async ({ request }) => {
    expect((await request.get("/services/details/no-such-item")).status()).toBe(404);
    expect((await request.get("/services/categories/no-such-group")).status()).toBe(404);
  });

  test("detail pages carry Product and BreadcrumbList structured data and are in the sitemap", async ({
    request,
  }) => {
    const html = await (await request.get("/services/details/blue-silica-gel")).text();
    expect(html).toContain('"@type":"Product"');
    expect(html).toContain('"priceCurrency":"INR"');
    expect(html).toContain('"@type":"BreadcrumbList"');
    const sitemap = await (await request.get("/sitemap.xml")).text();
    for (const path of [...catalogue.categoryPaths(), ...catalogue.detailPaths(), "/services"]) {
      expect(sitemap).toContain(`http://localhost:3000${path}</loc>`);
    }
    expect(sitemap).not.toContain("/enquiry<");
  });
});
