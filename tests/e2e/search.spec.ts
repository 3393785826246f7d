import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures.ts";

/** The results for "oil", by hand: names starting with Oil, then Oil as a word, then Coil. */
const oilResults = [
  "Oil Leakage Rectification & Gasket Replacement",
  "Oil Temperature Indicator (OTI)",
  "DGA & Transformer Oil Testing",
  "Magnetic Oil Level Gauge (MOG)",
  "Breather Spares (Container, Oil Cup, Gaskets)",
  "OLTC Diverter Oil Filtration",
  "Transformer Oil Filtration Services",
  "Transformer Oil (IS 335)",
  "Ignition Coil (12 V)",
  "VCB Closing Coil",
  "Siemens 3AH VCB Tripping Coil",
];

const resultHeadings = (page: Page) =>
  page.getByRole("region", { name: "Results" }).getByRole("heading", { level: 2 });

test.describe("search that ranks", () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test("lists whole-word matches before matches inside a word, and marks the term", async ({
    page,
  }) => {
    await page.goto("/services");
    await page.getByRole("searchbox", { name: "Search products and services" }).fill("oil");
    await page.getByRole("button", { name: "Search" }).click();
    await expect(page).toHaveURL(/\/services\/search\/oil$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      "11 Search results found for keyword oil",
    );
    await expect(resultHeadings(page)).toHaveText(oilResults);

    const oil = page.getByRole("heading", { name: "Transformer Oil (IS 335)" }).locator("mark");
    await expect(oil).toHaveText("Oil");
    const coil = page.getByRole("heading", { name: "VCB Closing Coil" }).locator("mark");
    await expect(coil).toHaveText("oil");
    await expect(coil).toHaveCSS("background-color", "rgb(255, 209, 102)");
    await expect(coil).toHaveCSS("color", "rgb(10, 26, 47)");
    // The mark does not change the link's name.
    await page.getByRole("link", { name: "VCB Closing Coil" }).click();
    await expect(page).toHaveURL(/\/services\/details\/vcb-closing-coil$/);
  });

  test("marks every occurrence, whatever the case of the keyword", async ({ page }) => {
    await page.goto("/services/search/RELAY");
    await expect(resultHeadings(page)).toHaveText([
      "Buchholz Relay (Gas Operated Relay)",
      "RTCC Panel & AVR Relay Repair",
      "Protection Relay Testing",
    ]);
    await expect(
      page.getByRole("heading", { name: "Buchholz Relay (Gas Operated Relay)" }).locator("mark"),
    ).toHaveText(["Relay", "Relay"]);
  });

  test("answers ?keyword in any letter case", async ({ page }) => {
    for (const query of ["?KEYWORD=Oil", "?Keyword=Oil", "?keyWord=Oil"]) {
      await page.goto(`/services/search${query}`);
      await expect(page).toHaveURL(/\/services\/search\/Oil$/);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(
        "11 Search results found for keyword Oil",
      );
    }
  });

  test("two spellings of the parameter, in either order, never answer for each other", async ({
    request,
  }) => {
    // The server's page cache sorts parameters, so both orders share one key.
    for (const query of [
      "?keyword=oil&KEYWORD=",
      "?KEYWORD=&keyword=oil",
      "?keyword=oil&KEYWORD=",
      "?KEYWORD=&keyword=oil",
    ]) {
      const response = await request.get(`/services/search${query}`, { maxRedirects: 0 });
      expect(response.status(), query).toBe(302);
      expect(response.headers().location, query).toBe("/services/search/oil");
    }
  });

  test("a blank term shows the search form, never a page of results", async ({ page }) => {
    for (const query of ["?keyword=", "?KEYWORD=%20%20", "?Keyword=+"]) {
      const response = await page.goto(`/services/search${query}`);
      expect(response?.status(), query).toBe(200);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(
        "Search products and services",
      );
      await expect(page.getByRole("main").getByRole("status")).toContainText(
        "The search box was empty",
      );
      await expect(page.getByText(/results found/)).toHaveCount(0);
      await expect(page.getByRole("region", { name: "Results" })).toHaveCount(0);
    }

    await page.goto("/services/search/%20");
    await expect(page).toHaveURL(/\/services\/search$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      "Search products and services",
    );

    const searchbox = page.getByRole("searchbox", { name: "Search products and services" });
    await searchbox.fill("   ");
    await page.getByRole("button", { name: "Search" }).click();
    await expect(page).toHaveURL(/\/services\/search$/);
    await expect(searchbox).toBeFocused();

    await searchbox.fill(" silica ");
    await page.getByRole("button", { name: "Search" }).click();
    await expect(page).toHaveURL(/\/services\/search\/silica$/);
    await expect(resultHeadings(page).first()).toHaveText("Silica Gel Breather for Transformers");
  });

  test("a keyword with spaces around it goes to the address of the trimmed term", async ({
    page,
  }) => {
    await page.goto("/services/search/%20VCB%20");
    await expect(page).toHaveURL(/\/services\/search\/VCB$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      "7 Search results found for keyword VCB",
    );
    await expect(resultHeadings(page).first()).toHaveText("VCB Overhauling Service");
  });

  test("the 404 page searches the catalogue and links to services and service requests", async ({
    page,
  }) => {
    const response = await page.goto("/no-such-page");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("404 page not found");
    const main = page.getByRole("main");
    await expect(main.getByRole("link", { name: "Browse services and products" })).toHaveAttribute(
      "href",
      "/services",
    );
    await expect(main.getByRole("link", { name: "Request a service visit" })).toHaveAttribute(
      "href",
      "/service-request",
    );
    const search = main.getByRole("search");
    await search.getByRole("searchbox", { name: "Search products and services" }).fill("coil");
    await search.getByRole("button", { name: "Search" }).click();
    await expect(page).toHaveURL(/\/services\/search\/coil$/);
    await expect(resultHeadings(page)).toHaveText([
      "Ignition Coil (12 V)",
      "VCB Closing Coil",
      "Siemens 3AH VCB Tripping Coil",
    ]);
  });
});
