import { expect, test } from "./fixtures.ts";
import * as trust from "./trust-helpers.ts";

test.describe("trust pages, without JavaScript", () => {
  test("case studies filter by query", ({ page }) => trust.filtersByQuery(page));
  test("a map pin lists its state's projects", ({ page }) => trust.mapPinsLeadToTheirState(page));
  test("a case study shows its numbers and an Article", ({ page }) =>
    trust.studyPageShowsItsNumbers(page));
  test("service and industry pages link their case studies", ({ page }) =>
    trust.servicePagesLinkTheirStudies(page));
  test("quality page, PDFs and the footer's registrations", ({ page }) => trust.qualityProof(page));
  test("the home page sells the whole company", ({ page }) => trust.homeSellsTheCompany(page));
});

test("without JavaScript, Show applies the filters and brings the form back into view", async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto("/case-studies");
  await page.getByLabel("Sector").selectOption("cement");
  await page.getByRole("button", { name: "Show", exact: true }).click();
  await expect(page).toHaveURL(/\/case-studies\?sector=cement&service=#case-study-filters$/);
  await expect(page.getByRole("heading", { name: "1 of 11 projects: cement" })).toBeVisible();
  await expect(page.getByRole("form", { name: "Filter the case studies" })).toBeInViewport();
});
