/**
 * Printed form pages and the 404: on paper a form gives way to the ways to reach the company,
 * the menus, buttons and map stay on screen, and a navy page head prints as dark text on white.
 * Checked in Chromium's print media; the PDFs themselves were looked at by eye (pdftoppm).
 */
import { expect, test } from "./fixtures.ts";

test.describe("on paper", () => {
  test.beforeEach(async ({ page }) => {
    await page.emulateMedia({ media: "print" });
  });

  test("the contact page prints its channels instead of the form and the map", async ({ page }) => {
    await page.goto("/contact");
    await expect(page.getByRole("textbox", { name: "First name" })).toBeHidden();
    await expect(page.getByRole("heading", { name: "Sending us an enquiry" })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Ways to reach us" })).toBeVisible();
    await expect(page.getByRole("button", { name: "Show the map" })).toBeHidden();
    await expect(page.getByRole("navigation", { name: "Main" })).toBeHidden();
  });

  test("the service request prints the desk's numbers, not the form, under a white head", async ({
    page,
  }) => {
    await page.goto("/service-request");
    const printed = page
      .locator("section")
      .filter({ has: page.getByRole("heading", { name: "Requesting a visit" }) });
    await expect(printed).toBeVisible();
    await expect(printed.getByText("+91 98765 43210", { exact: true })).toBeVisible();
    await expect(printed.getByText("enquiry@vidyutpower.example", { exact: true })).toBeVisible();
    await expect(page.getByRole("group", { name: /How urgent is it/ })).toBeHidden();
    await expect(page.getByRole("link", { name: /Transformer tripped\? Call/ })).toBeHidden();
    const head = page.locator("[data-print-plain]");
    await expect(head).toHaveCSS("background-color", "rgba(0, 0, 0, 0)");
    await expect(head.getByRole("heading", { level: 1 })).not.toHaveCSS(
      "color",
      "rgb(255, 255, 255)",
    );
  });

  test("the service plans print their head as dark text on white, without the call button", async ({
    page,
  }) => {
    await page.goto("/service-plans");
    const head = page.locator("[data-print-plain]");
    await expect(head).toHaveCSS("background-color", "rgba(0, 0, 0, 0)");
    await expect(head.getByRole("heading", { level: 1 })).not.toHaveCSS(
      "color",
      "rgb(255, 255, 255)",
    );
    await expect(page.getByRole("link", { name: /^Call \+91/ })).toBeHidden();
    await expect(page.getByRole("heading", { name: "Essential" })).toBeVisible();
  });

  test("the 404 page prints how to reach us instead of its search and buttons", async ({
    page,
  }) => {
    await page.goto("/no-such-page-look2");
    await expect(page.getByRole("heading", { name: "404 page not found" })).toBeVisible();
    await expect(page.getByRole("search")).toBeHidden();
    await expect(page.getByRole("link", { name: "Go to the home page" })).toBeHidden();
    await expect(
      page.getByRole("heading", { name: "Finding what you were looking for" }),
    ).toBeVisible();
  });
});

test("on screen the printed contact blocks are not shown", async ({ page }) => {
  await page.goto("/contact");
  await expect(page.getByRole("heading", { name: "Sending us an enquiry" })).toBeHidden();
  await expect(page.getByRole("textbox", { name: "First name" })).toBeVisible();
});
