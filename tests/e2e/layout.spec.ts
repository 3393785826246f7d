import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures.ts";

const header = (page: Page) => page.locator("header").first();
const mainNav = (page: Page) => page.getByRole("navigation", { name: "Main" });

async function scrollDown(page: Page) {
  await page.evaluate(() => window.scrollTo(0, 400));
  await expect(header(page)).toHaveAttribute("data-scrolled", "true");
}

async function headerAlpha(page: Page): Promise<number> {
  return header(page).evaluate((element) => {
    const color = getComputedStyle(element).backgroundColor;
    const parts = color.match(/[\d.]+/g)?.map(Number) ?? [];
    return parts.length === 4 ? (parts[3] ?? 1) : 1;
  });
}

test.describe("desktop layout, 1280 px", () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test("the header stays opaque, hides the logo and shows Home and the breakdown line once scrolled", async ({
    page,
  }) => {
    await page.goto("/");
    const home = mainNav(page).getByRole("link", { name: "Home", exact: true });
    const logo = header(page).getByRole("link", { name: /Vidyut Power.*home page/ });
    await expect(home).toBeHidden();
    await expect(logo).toBeVisible();
    expect(await headerAlpha(page)).toBe(1);

    const breakdown = header(page).getByRole("link", { name: /Breakdown\? Call 24×7/ });
    await expect(breakdown).toBeHidden();

    await scrollDown(page);
    await expect(home).toBeVisible();
    await expect(logo).toBeHidden();
    // The bar stays opaque (no page showing through) and the breakdown line fills its left side.
    expect(await headerAlpha(page)).toBe(1);
    await expect(breakdown).toBeVisible();
    await expect(breakdown).toHaveAttribute("href", "tel:+919876543210");
    const box = await breakdown.boundingBox();
    expect(box?.x ?? 999).toBeLessThan(80);

    await page.evaluate(() => window.scrollTo(0, 0));
    await expect(home).toBeHidden();
    await expect(logo).toBeVisible();
    await expect(breakdown).toBeHidden();
  });

  test("the menu groups the spec's entries: Services, Products, Industries, Company, Enquiry", async ({
    page,
  }) => {
    await page.goto("/");
    const nav = mainNav(page);
    for (const name of ["Services", "Products", "Company"])
      await expect(nav.getByRole("checkbox", { name })).toBeAttached();
    await expect(nav.getByRole("link", { name: "Industries" })).toHaveAttribute(
      "href",
      "/industry",
    );
    await expect(nav.getByRole("link", { name: "Enquiry" })).toHaveAttribute("href", "/contact");
    await nav.getByText("Company", { exact: true }).click();
    for (const [name, href] of [
      ["About Us", "/aboutus"],
      ["Who We Are", "/company/whoweare"],
      ["Quality & Certifications", "/company/quality"],
      ["Case Studies", "/case-studies"],
      ["Safety", "/company/safety"],
    ])
      await expect(nav.getByRole("link", { name, exact: true })).toHaveAttribute(
        "href",
        href as string,
      );
    await nav.getByText("Services", { exact: true }).click();
    await expect(nav.getByRole("link", { name: "Automation" })).toHaveAttribute(
      "href",
      "/automation",
    );
    await expect(nav.getByRole("link", { name: "Transformer Rental" })).toBeVisible();
    // One panel at a time.
    await expect(nav.getByRole("link", { name: "Who We Are" })).toBeHidden();
  });

  test("the catalogue's services and products are split between the two menus", async ({
    page,
  }) => {
    await page.goto("/");
    const hrefs = (menu: string) =>
      mainNav(page)
        .locator(`#${menu}-menu ul[aria-labelledby] a`)
        .evaluateAll((anchors) => anchors.map((anchor) => anchor.getAttribute("href")));
    const services = await hrefs("services");
    for (const href of [
      "/services/categories/transformer-repair-maintenance",
      "/services/details/transformer-oil-filtration-services",
      "/services/details/transformer-installation-services",
      "/services/categories/oltc-repairing-services",
      "/services/categories/acb-vcb-repairing-services",
      "/services/categories/control-panel-repair-services",
    ])
      expect(services).toContain(href);
    expect(await hrefs("products")).toEqual([
      "/services/categories/transformers-transformer-parts",
      "/services/categories/transformers-spares",
      "/services/categories/silica-gel",
      "/services/categories/temprature-indicators",
      "/services/categories/circuit-breaker-spare-parts",
      "/services/details/siemens-3ah-vcb-tripping-coil",
      "/services/details/sulfur-hexafluoride-gas",
      "/services/categories/automobile-electrical-components",
    ]);
  });

  test("a menu opens by click and closes on Escape and on a click outside", async ({ page }) => {
    await page.goto("/");
    const nav = mainNav(page);
    const rental = nav.getByRole("link", { name: "Transformer Rental" });
    await expect(rental).toBeHidden();
    await nav.getByText("Services", { exact: true }).click();
    await expect(rental).toBeVisible();
    await page.mouse.move(10, 790);
    await page.keyboard.press("Escape");
    await expect(rental).toBeHidden();
    await expect(nav.getByRole("checkbox", { name: "Services" })).toBeFocused();
    await nav.getByText("Services", { exact: true }).click();
    await expect(rental).toBeVisible();
    await page.mouse.click(640, 790);
    await expect(rental).toBeHidden();
  });

  test("every menu works from the keyboard alone", async ({ page }) => {
    await page.goto("/");
    const nav = mainNav(page);
    const services = nav.getByRole("checkbox", { name: "Services" });
    await services.focus();
    await page.keyboard.press("Enter");
    await expect(services).toBeChecked();
    await page.keyboard.press("Tab");
    await expect(nav.getByRole("link", { name: "Field Services" })).toBeFocused();
    await page.keyboard.press("Escape");
    await expect(services).not.toBeChecked();
    await expect(services).toBeFocused();
    const company = nav.getByRole("checkbox", { name: "Company" });
    await company.focus();
    await page.keyboard.press("Space");
    await expect(company).toBeChecked();
    await page.keyboard.press("Tab");
    await expect(nav.getByRole("link", { name: "About Us" })).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/\/aboutus$/);
    await expect(company).not.toBeChecked();
  });

  test("the footer has the logo, four social links, quick links, address, phones and e-mail", async ({
    page,
  }) => {
    await page.goto("/");
    const footer = page.locator("footer");
    await expect(footer.getByRole("link", { name: /home page/ })).toBeVisible();
    await expect(footer.getByRole("heading", { name: "Follow us" })).toBeVisible();
    for (const network of ["LinkedIn", "Facebook", "Instagram", "YouTube"]) {
      await expect(footer.getByRole("link", { name: new RegExp(`on ${network}`) })).toHaveAttribute(
        "href",
        /^https:\/\//,
      );
    }
    const quick = footer.getByRole("navigation", { name: "Quick Links" });
    for (const [name, href] of [
      ["Home", "/"],
      ["Services", "/services"],
      ["Industry", "/industry"],
      ["Automation", "/automation"],
    ]) {
      await expect(quick.getByRole("link", { name, exact: true })).toHaveAttribute(
        "href",
        href as string,
      );
    }
    await expect(footer.locator("address")).toContainText("Vadodara, Gujarat 390010");
    await expect(footer.getByRole("link", { name: /View on Google Maps/ })).toHaveAttribute(
      "href",
      /google\.com\/maps/,
    );
    await expect(footer.locator('a[href^="tel:"]')).toHaveCount(2);
    await expect(footer.getByRole("link", { name: "+91 98765 43210" })).toHaveAttribute(
      "href",
      "tel:+919876543210",
    );
    await expect(footer.getByRole("link", { name: "enquiry@vidyutpower.example" })).toHaveAttribute(
      "href",
      "mailto:enquiry@vidyutpower.example",
    );
    await expect(footer).toContainText(
      `© ${new Date().getFullYear()} Vidyut Power Solutions Pvt. Ltd.`,
    );
    await expect(footer).toContainText("Website designed and built by");
  });

  test("the WhatsApp chat link appears once the page scrolls and stays at the bottom right", async ({
    page,
  }) => {
    await page.goto("/");
    const chat = page.locator('aside[aria-label="WhatsApp chat"] a');
    await expect(chat).toHaveAttribute("href", "https://wa.me/919876543210");
    // In the first screen it would cover text: it waits until the visitor scrolls.
    await expect(chat).toBeHidden();
    await page.evaluate(() => window.scrollTo(0, 700));
    const check = async () => {
      const box = await chat.boundingBox();
      expect(box).not.toBeNull();
      if (!box) return;
      expect(1280 - (box.x + box.width)).toBeLessThan(40);
      expect(800 - (box.y + box.height)).toBeLessThan(40);
    };
    await check();
    await scrollDown(page);
    await check();
  });
});

test.describe("mobile layout, 390 px", () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true });

  test("a checkbox toggles the menu, and following a link closes it", async ({ page }) => {
    await page.goto("/");
    const toggle = page.getByRole("checkbox", { name: "Menu" });
    const about = mainNav(page).getByRole("link", { name: "Industries" });
    await expect(about).toBeHidden();
    await page.locator('label[for="menu-toggle"]').click();
    await expect(toggle).toBeChecked();
    await expect(about).toBeVisible();
    await page.locator('label[for="menu-toggle"]').click();
    await expect(about).toBeHidden();

    await page.locator('label[for="menu-toggle"]').click();
    await mainNav(page).getByText("Services", { exact: true }).click();
    await mainNav(page).getByRole("link", { name: "Field Services" }).click();
    await expect(page).toHaveURL(/\/transformer\/fieldservice$/);
    await expect(toggle).not.toBeChecked();
    await expect(about).toBeHidden();
  });

  test("the open menu covers the page, which stops scrolling; the header calls the service desk", async ({
    page,
  }) => {
    await page.goto("/");
    const call = header(page).getByRole("link", { name: /Call the 24×7 service desk/ });
    await expect(call).toBeVisible();
    await expect(call).toHaveAttribute("href", "tel:+919876543210");
    await scrollDown(page);
    await page.locator('label[for="menu-toggle"]').click();
    // The header now fills the screen with an opaque background: no page text shows through.
    const box = await header(page).boundingBox();
    expect([box?.y, box?.height]).toEqual([0, 844]);
    await expect.poll(() => headerAlpha(page)).toBe(1);
    const overflow = await page.evaluate(() => getComputedStyle(document.body).overflow);
    expect(overflow).toBe("hidden");
    const topElement = await page.evaluate(() => {
      const element = document.elementFromPoint(195, 800);
      return element?.closest("header") !== null;
    });
    expect(topElement).toBe(true);
    await page.locator('label[for="menu-toggle"]').click();
    expect(await page.evaluate(() => getComputedStyle(document.body).overflow)).toBe("visible");
  });

  test("the logo stays and Home appears in the menu after scrolling", async ({ page }) => {
    await page.goto("/");
    await scrollDown(page);
    await expect(header(page).getByRole("link", { name: /home page/ })).toBeVisible();
    // Scrolled, the header stays opaque (issue 26.9): no page text shows through it.
    expect(await headerAlpha(page)).toBe(1);
    await page.locator('label[for="menu-toggle"]').click();
    await expect(mainNav(page).getByRole("link", { name: "Home", exact: true })).toBeVisible();
    await expect.poll(() => headerAlpha(page)).toBe(1);
  });

  test("nothing is wider than the screen", async ({ page }) => {
    await page.goto("/");
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - window.innerWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
  });
});

test.describe("wide screens, 1920 px", () => {
  test.use({ viewport: { width: 1920, height: 1080 } });

  test("content is never wider than 1280 px", async ({ page }) => {
    await page.goto("/");
    const widths = await page
      .locator(".page-x")
      .evaluateAll((elements) => elements.map((element) => element.getBoundingClientRect().width));
    expect(widths.length).toBeGreaterThan(2);
    for (const width of widths) expect(width).toBeLessThanOrEqual(1280);
  });
});

test("the Health Index bands are colour-coded and named", async ({ page }) => {
  await page.goto("/transformer/transformer1");
  const colourOf = (band: string) =>
    page
      .getByRole("heading", { name: band, exact: true })
      .locator("xpath=..")
      .evaluate((card) => getComputedStyle(card).borderTopColor);
  // success-700 #1f6b43, amber-500 #f2a900, amber-800 #7a5200, danger-700 #b42318
  expect(await colourOf("Good")).toBe("rgb(31, 107, 67)");
  expect(await colourOf("Fair")).toBe("rgb(242, 169, 0)");
  expect(await colourOf("Poor")).toBe("rgb(122, 82, 0)");
  expect(await colourOf("Critical")).toBe("rgb(180, 35, 24)");
});
