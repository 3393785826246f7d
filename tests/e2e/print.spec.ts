/**
 * Printed pages are deliverables: an item page prints as a one-page A4 datasheet under the
 * company's letterhead, and a case study prints its results with every column, Limit and
 * Standard among them; long pages fill their sheets (a card whole, no sheet left near empty).
 * The PDFs are Chromium's own (page.pdf, with the page's @page size).
 */
import type { Page } from "@playwright/test";
import { PDFDocument } from "pdf-lib";
import { getDocument } from "pdfjs-dist/legacy/build/pdf.mjs";
import { expect, test } from "./fixtures.ts";
import { fillReportForm } from "./report-helpers.ts";
import { addAccount, signInPage } from "./staff-helpers.ts";

/** The page at `path` (or the page as it is) printed: its sheets and the text of each. */
async function printed(page: Page, path?: string): Promise<{ pages: number; text: string[] }> {
  if (path) await page.goto(path);
  const pdf = await page.pdf({ preferCSSPageSize: true, printBackground: true });
  const pages = (await PDFDocument.load(pdf)).getPageCount();
  const task = getDocument({ data: new Uint8Array(pdf), useSystemFonts: false });
  const document = await task.promise;
  const text: string[] = [];
  for (let number = 1; number <= document.numPages; number += 1) {
    const content = await (await document.getPage(number)).getTextContent();
    const words = content.items.map((item) => ("str" in item ? item.str : "")).join(" ");
    text.push(words.replace(/\s+/g, " "));
  }
  await task.destroy();
  return { pages, text };
}

test.describe("printed pages", () => {
  test.setTimeout(90_000);

  // The longest item pages of the catalogue: a trip coil (ten rows of specification, long trade
  // terms) and a service with five work steps.
  for (const path of [
    "/services/details/siemens-3ah-vcb-tripping-coil",
    "/services/details/transformer-oil-filtration-services",
    "/services/details/blue-silica-gel",
  ]) {
    test(`${path} prints as a one-page datasheet with the letterhead`, async ({ page }) => {
      const { pages, text } = await printed(page, path);
      expect(pages).toBe(1);
      const [sheet = ""] = text;
      expect(sheet).toContain("Vidyut Power Solutions Pvt. Ltd.");
      expect(sheet).toContain("Plot 214, GIDC Estate");
      expect(sheet).toContain("+91 98765 43210");
      expect(sheet).toContain("Page 1 of 1");
      expect(sheet).toContain("Item code");
      // No menus, buttons, promotions or links to other pages on paper.
      expect(sheet).not.toContain("Send Inquiry");
      expect(sheet).not.toMatch(/similar products/i);
      expect(sheet).not.toMatch(/quick links/i);
      expect(sheet).not.toContain("Skip to content");
    });
  }

  test("a case study prints its numbers with the Limit and Standard columns", async ({ page }) => {
    const { pages, text } = await printed(
      page,
      "/case-studies/odisha-steel-plant-oltc-diverter-leak",
    );
    expect(pages).toBeGreaterThan(1);
    const all = text.join("\n");
    expect(all).toContain("The numbers");
    expect(all).toMatch(/Test\s+Before\s+After\s+Limit\s+Standard/);
    expect(all).toContain(`Page 1 of ${pages}`);
    expect(all).toContain("Vidyut Power Solutions Pvt. Ltd.");
    expect(all).not.toMatch(/a transformer showing the same signs\?/i);
    expect(all).not.toMatch(/request a service visit/i);
  });

  test("a case study's numbers on paper give each test's name and its standard room to be read", async ({
    page,
  }) => {
    // The width of A4 inside its margins (178 mm). Words in the value columns once kept to one
    // line ("Not applied to the failed unit") and squeezed the names into 50 px.
    await page.setViewportSize({ width: 673, height: 950 });
    await page.emulateMedia({ media: "print" });
    await page.goto("/case-studies/punjab-sugar-mill-rental-and-rewind");
    const table = page.getByRole("table", { name: /Test values/ });
    const widths = await table
      .locator("thead th")
      .evaluateAll((heads) => heads.map((head) => Math.round(head.getBoundingClientRect().width)));
    expect(widths).toHaveLength(5);
    const [test, , , , standard] = widths;
    expect(test).toBeGreaterThanOrEqual(144);
    expect(standard).toBeGreaterThanOrEqual(144);
    expect(await table.evaluate((element) => element.scrollWidth <= 673)).toBe(true);
  });

  test("a marketing page prints without its call-to-action band", async ({ page }) => {
    const { text } = await printed(page, "/aboutus");
    const all = text.join("\n");
    expect(all).toContain("Vidyut Power Solutions Pvt. Ltd.");
    expect(all).toMatch(/our story since 2010/i);
    expect(all).not.toMatch(/visit us or bring us your problem/i);
  });

  test("the service plans print each plan whole, on three sheets", async ({ page }) => {
    const { pages, text } = await printed(page, "/service-plans");
    expect(pages).toBeLessThanOrEqual(3);
    // The first and the last line of each card: on the same sheet, so the card is not split.
    const sheetOf = (words: string) => text.findIndex((sheet) => sheet.includes(words));
    for (const [first, last] of [
      ["up to 2.5 MVA", "the limit and the standard"],
      ["stops production", "reduced day rate"],
      ["continuous-process plants", "A named engineer who knows your units"],
    ] as const) {
      expect(sheetOf(first), first).toBeGreaterThanOrEqual(0);
      expect(text[sheetOf(first)], first).toContain(last);
    }
    expect(text.join("\n")).toContain("Suggested for production plants");
  });

  test("the case studies print their map beside the head and the projects from page 1", async ({
    page,
  }) => {
    const { pages, text } = await printed(page, "/case-studies");
    expect(pages).toBeLessThanOrEqual(4);
    expect(text[0]).toContain("Where the projects are");
    expect(text[0]).toMatch(/All \d+ projects/);
  });

  test("the quality page starts its certificates on page 1, the services list fills three sheets", async ({
    page,
  }) => {
    const quality = await printed(page, "/company/quality");
    expect(quality.text[0]).toContain("ISO 9001:2015");
    expect(quality.pages).toBeLessThanOrEqual(4);
    const services = await printed(page, "/services");
    expect(services.pages).toBeLessThanOrEqual(3);
    expect(services.text[0]).toContain("ACB/VCB Repairing Services");
  });

  test("the rental fleet prints each unit number and rating on one line, without the links", async ({
    page,
  }) => {
    const unit = `VR-1000-${crypto.randomUUID().slice(0, 4).toUpperCase()}`;
    await page.goto("/staff/fleet");
    await signInPage(page, await addAccount("staff", "Kiran Joshi"));
    const add = page.getByRole("region", { name: "Add a unit" });
    for (const [label, value] of [
      ["Unit number", unit],
      ["Rating (kVA)", "1000"],
      ["HV (kV)", "11"],
      ["LV (kV)", "0.433"],
      ["Vector group", "Dyn11"],
      ["Where it stands", "Vadodara depot"],
    ] as const)
      await add.getByLabel(label).fill(value);
    await add.getByLabel("Cooling").selectOption("ONAN");
    await add.getByLabel("Mounting").selectOption("trailer");
    await add.getByRole("button", { name: "Add unit" }).click();
    await expect(page.getByRole("status")).toHaveText("Unit added.");

    // The width of A4 inside its margins (178 mm), as the printed page lays it out.
    await page.setViewportSize({ width: 673, height: 950 });
    await page.emulateMedia({ media: "print" });
    await page.goto("/transformer/rental");
    const row = page.getByRole("row", { name: new RegExp(unit) });
    const lines = (cell: number) =>
      row
        .locator("th, td")
        .nth(cell)
        .evaluate((element) => {
          const range = document.createRange();
          range.selectNodeContents(element);
          return new Set([...range.getClientRects()].map((rect) => Math.round(rect.top))).size;
        });
    expect([await lines(0), await lines(1), await lines(2)]).toEqual([1, 1, 1]);
    const { text } = await printed(page);
    expect(text.join("\n")).toContain(`${unit} 1000 kVA 11 / 0.433 kV`);
    expect(text.join("\n")).not.toContain("Request this unit");
  });

  test("a report prints in the console as the record alone, and on its verify page on one sheet", async ({
    page,
  }) => {
    const email = await addAccount("staff", "Meera Iyer");
    await addAccount("staff", "Arjun Pillai");
    await page.goto("/staff/reports/new");
    await signInPage(page, email);
    await fillReportForm(page, "Arjun Pillai");
    for (let line = 3; line <= 12; line += 1) {
      const field = (name: string) => page.getByLabel(`${name} of line ${line}`, { exact: true });
      await field("Parameter").fill(`Dissolved gas ${line}`);
      await field("Result").fill(String(line * 7));
      await field("Unit").fill("µL/L");
      await field("Method standard").fill("IEC 60567:2011");
    }
    await page.getByRole("button", { name: "Issue the report" }).click();
    await expect(page.getByRole("status")).toContainText("Report issued.");
    const number = (await page.getByRole("heading", { level: 1 }).textContent())?.trim() ?? "";

    const consoleCopy = await printed(page);
    const sheet = consoleCopy.text.join("\n");
    expect(consoleCopy.pages).toBe(1);
    expect(sheet).toContain(number);
    expect(sheet).toContain("As issued");
    expect(sheet).toContain("Dissolved gas 12");
    for (const action of [
      "Staff console",
      "Sign out",
      "Inbox",
      "Download the PDF",
      "Supersede with correction",
      "E-mail to the customer",
      "Withdraw",
      "Report issued.",
    ])
      expect(sheet, action).not.toContain(action);

    await page.goto(`/verify/${number.replaceAll("/", "-")}`);
    const verified = await printed(page);
    expect(verified.pages).toBe(1);
    expect(verified.text[0]).toContain("Dissolved gas 12");
    // The title right under the letterhead: the screen's band padding left a gap above it.
    await page.emulateMedia({ media: "print" });
    const gap = await page.evaluate(() => {
      const top = (selector: string) => document.querySelector(selector)?.getBoundingClientRect();
      return (top("main h1")?.top ?? 0) - (top("[data-print-letterhead]")?.bottom ?? 0);
    });
    expect(gap).toBeLessThanOrEqual(24);
  });
});
