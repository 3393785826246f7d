import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures.ts";
import { collectErrors } from "./page-errors.ts";

/**
 * Steps 2 to 5 of the service request hydrate on the visitor's first touch of the page
 * (decision 0023, hydration-gate.ts). React marks every element it has hydrated with a
 * `__reactFiber$…` property; an element of a step it has not hydrated yet has none.
 */
const hydrated = (page: Page, id: string) =>
  page.evaluate((elementId) => {
    const element = document.getElementById(elementId);
    if (!element) return "missing";
    return Object.keys(element).some((key) => key.startsWith("__reactFiber$"));
  }, id);

/** Marks an element, so that a later check can tell the server's element from a new one. */
const mark = (page: Page, id: string) =>
  page.evaluate((elementId) => {
    const element = document.getElementById(elementId);
    if (element) element.dataset.fromServer = "yes";
  }, id);

test("the later steps keep the server's markup until the visitor first touches the page", async ({
  page,
}) => {
  const errors = collectErrors(page);
  await page.goto("/service-request");
  await expect(page.getByText("Step 1 of 5")).toBeVisible();
  // Step 1 is hydrated with the page; the make (step 2) and the e-mail (step 5) are not.
  expect(await hydrated(page, "sr-preferredDate")).toBe(true);
  expect(await hydrated(page, "sr-make")).toBe(false);
  expect(await hydrated(page, "sr-email")).toBe(false);
  await mark(page, "sr-make");
  await mark(page, "sr-email");
  // Nothing comes of waiting: only a touch opens the gate.
  await page.evaluate(
    () => new Promise((resolve) => requestIdleCallback(() => setTimeout(resolve, 300))),
  );
  expect(await hydrated(page, "sr-make")).toBe(false);

  await page.getByRole("radio", { name: "Planned" }).check();
  await expect.poll(() => hydrated(page, "sr-make")).toBe(true);
  await expect.poll(() => hydrated(page, "sr-email")).toBe(true);
  // Hydrated in place: the same elements the server sent, not new ones.
  await expect(page.locator("#sr-make")).toHaveAttribute("data-from-server", "yes");
  await expect(page.locator("#sr-email")).toHaveAttribute("data-from-server", "yes");
  expect(errors).toEqual([]);
});

test.describe("before the scripts have run", () => {
  // The page is used before it hydrates: goto returns at once.
  test.use({ awaitHydration: false });

  test("a step typed into before the page hydrated keeps what was typed, and checks it", async ({
    page,
  }) => {
    const errors = collectErrors(page);
    // Before the form's module has run the five parts are one form: type into part 2 at once.
    await page.route(/\/assets\/service-request-[\w-]+\.js$/, async (route) => {
      await typed;
      await route.continue();
    });
    let done = () => {};
    const typed = new Promise<void>((resolve) => {
      done = resolve;
    });
    await page.goto("/service-request", { waitUntil: "domcontentloaded" });
    await page.getByLabel("Make", { exact: true }).fill("Voltamp");
    done();
    await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
    await expect(page.getByText("Step 1 of 5")).toBeVisible();
    // Typed before the form's module ran, so the gate is still shut: part 2 kept as sent.
    expect(await hydrated(page, "sr-make")).toBe(false);
    await page.getByRole("radio", { name: "Breakdown now" }).check();
    await page.getByRole("button", { name: "Next: The transformer" }).click();
    await expect(page.getByText("Step 2 of 5")).toBeVisible();
    await expect(page.getByLabel("Make", { exact: true })).toHaveValue("Voltamp");
    await expect.poll(() => hydrated(page, "sr-make")).toBe(true);
    // The step works as a hydrated one: its check runs and its errors show beside the fields.
    await page.getByRole("button", { name: "Next: What you have seen" }).click();
    await expect(page.locator("#sr-rating-error")).toBeVisible();
    await expect(page.getByLabel("Make", { exact: true })).toHaveValue("Voltamp");
    expect(errors).toEqual([]);
  });
});

test("a control activated by a bare click, as assistive technology does, hydrates the later steps in place", async ({
  page,
}) => {
  const errors = collectErrors(page);
  await page.goto("/service-request");
  await expect(page.getByText("Step 1 of 5")).toBeVisible();
  await mark(page, "sr-make");
  // A screen reader's or voice control's activation: a click event and nothing before it (no
  // pointer, key or focus event), on Next with step 1 not filled in.
  await page.evaluate(() => {
    const next = [...document.querySelectorAll("button")].find((button) =>
      button.textContent?.includes("Next: The transformer"),
    );
    next?.click();
  });
  await expect(page.locator("#sr-urgency-error")).toHaveText("Choose how urgent the work is");
  await expect.poll(() => hydrated(page, "sr-make")).toBe(true);
  // Hydrated, not rendered afresh: the server's element is still there.
  await expect(page.locator("#sr-make")).toHaveAttribute("data-from-server", "yes");
  expect(errors).toEqual([]);
});

test("reached by a client-side navigation, every step is rendered at once", async ({ page }) => {
  await page.goto("/transformer/fieldservice");
  await page.evaluate(() => {
    document.documentElement.dataset.sameDocument = "yes";
  });
  await page.getByRole("main").getByRole("link", { name: "Request a service visit" }).click();
  await expect(page).toHaveURL(/\/service-request$/);
  await expect(page.getByText("Step 1 of 5")).toBeVisible();
  await expect(page.locator("html")).toHaveAttribute("data-same-document", "yes");
  expect(await hydrated(page, "sr-email")).toBe(true);
  await page.getByRole("radio", { name: "Breakdown now" }).check();
  await page.getByRole("button", { name: "Next: The transformer" }).click();
  await expect(page.getByLabel("Make", { exact: true })).toBeVisible();
});
