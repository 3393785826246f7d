import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures.ts";
import { collectErrors } from "./page-errors.ts";

/**
 * Parts of the form pages that never change in the browser are kept as the server sent them and
 * not hydrated (`ServerPart`, decision 0020). Loaded directly, the page shows them and React finds
 * nothing to complain about; reached by a client-side navigation, where there is no server markup
 * to keep, the browser renders them itself.
 */

/** Marks the document, so that a later check can tell a client-side navigation from a new load. */
async function markDocument(page: Page) {
  await page.evaluate(() => {
    document.documentElement.dataset.sameDocument = "yes";
  });
}

async function expectSameDocument(page: Page) {
  await expect(page.locator("html")).toHaveAttribute("data-same-document", "yes");
}

test("the contact page keeps its head and ways to reach us, with no hydration error", async ({
  page,
}) => {
  const errors = collectErrors(page);
  await page.goto("/contact");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(
    "Talk to our transformer engineers",
  );
  await expect(page.getByRole("heading", { name: "Ways to reach us" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Why plants call us" })).toBeVisible();
  await expect(page.getByRole("link", { name: /24×7 breakdown desk/ })).toHaveAttribute(
    "href",
    "tel:+919876543210",
  );
  expect(errors).toEqual([]);
});

test("the contact page reached by a client-side navigation shows its head and channels", async ({
  page,
}) => {
  // Home ships no React (decision 0019); the industries page hydrates and links to the contact page.
  await page.goto("/industry");
  await markDocument(page);
  await page.getByRole("main").getByRole("link", { name: "Get in touch" }).click();
  await expect(page).toHaveURL(/\/contact$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(
    "Talk to our transformer engineers",
  );
  await expect(page.getByRole("heading", { name: "Ways to reach us" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Why plants call us" })).toBeVisible();
  await expectSameDocument(page);
});

test("an item page keeps its boxes and similar products, and shows them after a client-side navigation", async ({
  page,
}) => {
  const errors = collectErrors(page);
  await page.goto("/services/details/oil-temperature-indicator");
  await expect(page.getByRole("heading", { name: "Product Description" })).toBeVisible();
  await expect(
    page.getByRole("heading", { name: "Similar Products in Temperature Indicators" }),
  ).toBeVisible();
  expect(errors).toEqual([]);

  // Search results ship no React (decision 0019); the category page hydrates.
  await page.goto("/services/categories/temprature-indicators");
  await markDocument(page);
  await page
    .getByRole("main")
    .getByRole("link", { name: "Oil Temperature Indicator (OTI)", exact: true })
    .click();
  await expect(page).toHaveURL(/\/services\/details\/oil-temperature-indicator$/);
  await expect(page.getByRole("heading", { name: "Product Description" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "SPECIFICATION" })).toBeVisible();
  await expect(
    page.getByRole("heading", { name: "Similar Products in Temperature Indicators" }),
  ).toBeVisible();
  await expectSameDocument(page);
});

test("the service request page keeps what happens next, and shows it after a client-side navigation", async ({
  page,
}) => {
  const errors = collectErrors(page);
  await page.goto("/service-request");
  await expect(page.getByRole("heading", { name: "What happens next" })).toBeVisible();
  expect(errors).toEqual([]);

  await page.goto("/transformer/fieldservice");
  await markDocument(page);
  await page.getByRole("main").getByRole("link", { name: "Request a service visit" }).click();
  await expect(page).toHaveURL(/\/service-request$/);
  await expect(page.getByRole("heading", { name: "What happens next" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Response times" })).toBeVisible();
  await expectSameDocument(page);
});
