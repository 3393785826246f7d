import { expect, test } from "./fixtures.ts";
import * as trust from "./trust-helpers.ts";

test.describe("trust pages, with JavaScript", () => {
  test("case studies filter by query", ({ page }) => trust.filtersByQuery(page));
  test("a map pin lists its state's projects", ({ page }) => trust.mapPinsLeadToTheirState(page));
  test("a case study shows its numbers and an Article", ({ page }) =>
    trust.studyPageShowsItsNumbers(page));
  test("service and industry pages link their case studies", ({ page }) =>
    trust.servicePagesLinkTheirStudies(page));
  test("quality page, PDFs and the footer's registrations", ({ page }) => trust.qualityProof(page));
  test("the home page sells the whole company", ({ page }) => trust.homeSellsTheCompany(page));
});

test("a choice of sector or service applies only with Show, and the list comes back with the form in view (WCAG 3.2.2)", async ({
  page,
}) => {
  await page.goto("/case-studies");
  const documents: string[] = [];
  page.on("request", (request) => {
    if (request.isNavigationRequest()) documents.push(new URL(request.url()).search);
  });
  // Arrow keys walk the options of a closed select, each a change: none of them loads a page.
  const sector = page.getByLabel("Sector");
  await sector.focus();
  await page.keyboard.press("ArrowDown");
  await page.keyboard.press("ArrowDown");
  await expect(sector).toBeFocused();
  await sector.selectOption("cement");
  await page.getByLabel("Service", { exact: true }).selectOption("");
  await page.getByRole("button", { name: "Show", exact: true }).click();
  await expect(page).toHaveURL(/\/case-studies\?sector=cement&service=#case-study-filters$/);
  await expect(page.getByRole("heading", { name: "1 of 11 projects: cement" })).toBeVisible();
  expect(documents).toEqual(["?sector=cement&service="]);
  await expect(page.getByLabel("Sector")).toHaveValue("cement");
  await expect(page.getByRole("form", { name: "Filter the case studies" })).toBeInViewport();
});
