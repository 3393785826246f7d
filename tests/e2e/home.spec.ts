import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures.ts";

const carousel = (page: Page) => page.getByRole("region", { name: "Our work in pictures" });
const counter = (page: Page) => carousel(page).getByText(/^\d \/ 5$/);
/** The autoplay delay of the hero carousel (carousel-behaviours.ts). */
const slideDelayMs = 5000;

/**
 * Opens home under Playwright's fake clock and stops time once the slideshow's controls show
 * (the page has hydrated): from then on only `page.clock.runFor` moves the autoplay.
 */
async function openHomeOnFakeClock(page: Page) {
  await page.clock.install();
  await page.goto("/");
  await expect(
    carousel(page).getByRole("button", { name: /^(Pause|Play) slideshow$/ }),
  ).toBeVisible();
  // A little ahead of the page's own time, so the pause never has to go back.
  await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 500);
}

test.describe("the banner carousel", () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test("has five slides, the first in the server HTML, and advances by itself", async ({
    page,
    request,
  }) => {
    const html = await (await request.get("/")).text();
    expect(html).toContain('src="/images/hero/slide-1.svg"');
    await openHomeOnFakeClock(page);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      "Transformer Life Cycle Management",
    );
    await expect(page.getByText("Zero Breakdown | No Production Loss")).toBeVisible();
    await expect(carousel(page).locator("[data-slide]")).toHaveCount(5);
    await expect(counter(page)).toHaveText("1 / 5");
    await page.mouse.move(5, 790);
    await page.clock.runFor(slideDelayMs);
    await expect(counter(page)).toHaveText("2 / 5");
  });

  test("is a strip the visitor can swipe, and the counter follows it", async ({ page }) => {
    await page.goto("/");
    await carousel(page).getByRole("button", { name: "Pause slideshow" }).click();
    const strip = carousel(page).locator("[data-slide]").first().locator("xpath=../..");
    await expect(strip).toHaveAttribute("tabindex", "0");
    await strip.evaluate((element) =>
      element.scrollBy({ left: element.clientWidth, behavior: "instant" }),
    );
    await expect(counter(page)).toHaveText("2 / 5");
  });

  test("loops both ways", async ({ page }) => {
    await page.goto("/");
    await carousel(page).getByRole("button", { name: "Pause slideshow" }).click();
    await carousel(page).getByRole("button", { name: "Previous picture" }).click();
    await expect(counter(page)).toHaveText("5 / 5");
    await carousel(page).getByRole("button", { name: "Next picture" }).click();
    await expect(counter(page)).toHaveText("1 / 5");
  });

  test("counts a click made while the strip is still gliding from where the glide is going", async ({
    page,
  }) => {
    await page.goto("/");
    await carousel(page).getByRole("button", { name: "Pause slideshow" }).click();
    const next = carousel(page).getByRole("button", { name: "Next picture" });
    // Two quick clicks: the second lands while the first glide is on its way (or after it).
    await next.click();
    await next.click();
    await expect(counter(page)).toHaveText("3 / 5");
    const strip = carousel(page).locator("[data-slide]").first().locator("xpath=../..");
    await expect
      .poll(() => strip.evaluate((element) => Math.round(element.scrollLeft / element.clientWidth)))
      .toBe(2);
  });

  test("holds still while the pointer is on it", async ({ page }) => {
    await openHomeOnFakeClock(page);
    // The slideshow is running once its controls are shown.
    await expect(carousel(page).getByRole("button", { name: "Pause slideshow" })).toBeVisible();
    await carousel(page).locator("[data-slide]").first().hover();
    await page.clock.runFor(slideDelayMs + 1500);
    await expect(counter(page)).toHaveText("1 / 5");
  });

  test("does not move for visitors who ask for reduced motion", async ({ browser }) => {
    const context = await browser.newContext({
      reducedMotion: "reduce",
      viewport: { width: 1280, height: 800 },
    });
    const page = await context.newPage();
    await openHomeOnFakeClock(page);
    await expect(carousel(page).getByRole("button", { name: "Play slideshow" })).toBeVisible();
    await page.clock.runFor(slideDelayMs + 1500);
    await expect(counter(page)).toHaveText("1 / 5");
    await context.close();
  });
});

test("rendered by React after a client-side navigation, the carousels work the same", async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  // The item page hydrates (decision 0019: the carousels' effects start the same behaviour module
  // that the document loads by itself). No link of a hydrated page leads home any more (the
  // breadcrumbs are plain anchors), so the router React Router keeps on window navigates there as
  // a Link would.
  await page.goto("/services/details/oil-temperature-indicator");
  await page.evaluate(() => {
    const router = (window as { __reactRouterDataRouter?: { navigate(to: string): unknown } })
      .__reactRouterDataRouter;
    (window as { sameDocument?: boolean }).sameDocument = true;
    void router?.navigate("/");
  });
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(
    "Transformer Life Cycle Management",
  );
  expect(await page.evaluate(() => (window as { sameDocument?: boolean }).sameDocument)).toBe(true);
  await carousel(page).getByRole("button", { name: "Pause slideshow" }).click();
  await carousel(page).getByRole("button", { name: "Next picture" }).click();
  await expect(counter(page)).toHaveText("2 / 5");
  const dots = page
    .getByRole("region", { name: "Client testimonials" })
    .getByRole("button", { name: /Show testimonials/ });
  await expect(dots).toHaveCount(3);
});

for (const [width, visible] of [
  [400, 1],
  [800, 2],
  [1280, 3],
] as const) {
  test(`What Client Say shows ${visible} testimonial(s) at ${width} px, with dots`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 900 });
    await page.goto("/");
    const region = page.getByRole("region", { name: "Client testimonials" });
    await region.scrollIntoViewIfNeeded();
    await expect(page.getByRole("heading", { name: "What Client Say" })).toBeVisible();
    const items = region.locator("[data-testimonial]");
    await expect(items).toHaveCount(5);
    const viewport = await region
      .locator("ul")
      .first()
      .evaluate((list) => {
        const box = list.parentElement?.getBoundingClientRect();
        return { left: box?.left ?? 0, right: box?.right ?? 0 };
      });
    const boxes = await items.locator("figure").evaluateAll((elements) =>
      elements.map((element) => {
        const box = element.getBoundingClientRect();
        return { left: box.left, right: box.right };
      }),
    );
    const shown = boxes.filter(
      (box) => box.left >= viewport.left - 1 && box.right <= viewport.right + 1,
    );
    expect(shown).toHaveLength(visible);
    const dots = region.getByRole("button", { name: /Show testimonials/ });
    await expect(dots).toHaveCount(5 - visible + 1);
    await dots.last().click();
    await expect(dots.last()).toHaveAttribute("aria-current", "true");
  });
}

test("Know More leads to About Us and each Explore link to its transformer page", async ({
  page,
}) => {
  await page.goto("/");
  await page.getByRole("link", { name: "Know More" }).click();
  await expect(page).toHaveURL(/\/aboutus$/);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  for (const [name, path] of [
    ["Explore Field Services", "/transformer/fieldservice"],
    ["Explore Refurbishment and Overhauling", "/transformer/refurbishmentandoverhauling"],
    ["Explore Field Repairs and Maintenance", "/transformer/repaireandmaintainance"],
    ["Explore HV and LV Electrical Testing", "/transformer/hvlvtesting"],
  ] as const) {
    await page.goto("/");
    await page.getByRole("link", { name }).click();
    await expect(page).toHaveURL(new RegExp(`${path}$`));
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  }
});
