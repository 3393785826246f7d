/**
 * The plan cards on /service-plans side by side: each part of a card starts at the same height
 * as in its neighbours, the three response figures of a card stand on one line however their
 * labels wrap, a figure never breaks on a phone, and the card the page marks out says why.
 */
import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures.ts";

const tops = (page: Page, selector: string) =>
  page
    .locator(selector)
    .evaluateAll((elements) =>
      elements.map((element) => Math.round(element.getBoundingClientRect().top)),
    );

test("side by side, the cards' figures and test lists start at one height", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto("/service-plans");
  const figures = await tops(page, "article dl > div > dd:first-of-type");
  expect(figures).toHaveLength(9);
  expect(new Set(figures).size, `figures at ${figures}`).toBe(1);
  const tests = await tops(page, "article h4:text-is('Tests at each visit')");
  expect(tests).toHaveLength(3);
  expect(new Set(tests).size, `test lists at ${tests}`).toBe(1);
  const assured = page.getByRole("article", { name: "Assured" });
  await expect(assured.getByText("Suggested for production plants")).toBeVisible();
});

test("on a phone a response figure stays on one line", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto("/service-plans");
  const figure = page.getByRole("article", { name: "Essential" }).getByText("60 min");
  const lines = await figure.evaluate((element) => {
    const range = document.createRange();
    range.selectNodeContents(element);
    return new Set([...range.getClientRects()].map((rect) => Math.round(rect.top))).size;
  });
  expect(lines).toBe(1);
});
