import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures.ts";

const resultHeadings = (page: Page) =>
  page.getByRole("region", { name: "Results" }).getByRole("heading", { level: 2 });

test.describe("search without JavaScript", () => {
  test("the form lands on ranked results with the term marked", async ({ page }) => {
    await page.goto("/services");
    await page.getByRole("searchbox", { name: "Search products and services" }).fill(" oil ");
    await page.getByRole("button", { name: "Search" }).click();
    await expect(page).toHaveURL(/\/services\/search\/oil$/);
    const headings = await resultHeadings(page).allTextContents();
    expect(headings).toHaveLength(11);
    // "Oil" as a word ranks above "oil" inside "Coil".
    expect(headings.indexOf("Transformer Oil (IS 335)")).toBe(7);
    expect(headings.indexOf("VCB Closing Coil")).toBe(9);
    expect(headings.slice(0, 2)).toEqual([
      "Oil Leakage Rectification & Gasket Replacement",
      "Oil Temperature Indicator (OTI)",
    ]);
    await expect(
      page.getByRole("heading", { name: "Transformer Oil (IS 335)" }).locator("mark"),
    ).toHaveText("Oil");
    await expect(
      page.getByRole("heading", { name: "VCB Closing Coil" }).locator("mark"),
    ).toHaveText("oil");
  });

  test("?KEYWORD=Oil is ?keyword=Oil", async ({ page }) => {
    await page.goto("/services/search?KEYWORD=Oil");
    await expect(page).toHaveURL(/\/services\/search\/Oil$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      "11 Search results found for keyword Oil",
    );
    await expect(page.locator("mark").first()).toHaveText("Oil");
  });

  test("a blank term shows the search form with a message, never 0 results", async ({ page }) => {
    await page.goto("/services/search?Keyword=%20%20%20");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      "Search products and services",
    );
    await expect(page.getByRole("main").getByRole("status")).toHaveText(
      "The search box was empty. Type a name or part of one, such as “oil”, “VCB” or “gasket”.",
    );
    await expect(page.getByText(/results found/)).toHaveCount(0);

    await page.goto("/services/search/%20%20");
    await expect(page).toHaveURL(/\/services\/search$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      "Search products and services",
    );
    await expect(page.getByRole("main").getByRole("status")).toHaveCount(0);

    // The field itself refuses a blank term before anything is sent.
    const searchbox = page.getByRole("searchbox", { name: "Search products and services" });
    await searchbox.fill("   ");
    await page.getByRole("button", { name: "Search" }).click();
    await expect(page).toHaveURL(/\/services\/search$/);
    expect(await searchbox.evaluate((input: HTMLInputElement) => input.validity.valid)).toBe(false);
  });

  test("the 404 page has a search box that works without JavaScript", async ({ page }) => {
    const response = await page.goto("/this/page/is/gone");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("404 page not found");
    const main = page.getByRole("main");
    for (const [name, href] of [
      ["Go to the home page", "/"],
      ["Browse services and products", "/services"],
      ["Request a service visit", "/service-request"],
      ["Send us an enquiry", "/contact"],
    ] as const) {
      await expect(main.getByRole("link", { name, exact: true })).toHaveAttribute("href", href);
    }
    const search = main.getByRole("search");
    await search.getByRole("searchbox", { name: "Search products and services" }).fill("VCB");
    await search.getByRole("button", { name: "Search" }).click();
    await expect(page).toHaveURL(/\/services\/search\/VCB$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      "7 Search results found for keyword VCB",
    );
    await expect(resultHeadings(page).first()).toHaveText("VCB Overhauling Service");
  });
});
