/**
 * Printed pages are deliverables: an item page prints as a one-page A4 datasheet under the
 * company's letterhead, and a case study prints its results with every column, Limit and
 * Standard among them. The PDFs are Chromium's own (page.pdf, with the page's @page size).
 */
import type { Page } from "@playwright/test";
import { PDFDocument } from "pdf-lib";
import { getDocument } from "pdfjs-dist/legacy/build/pdf.mjs";
import { expect, test } from "./fixtures.ts";

async function printed(page: Page, path: string): Promise<{ pages: number; text: string[] }> {
  await page.goto(path);
  const pdf = await page.pdf({ preferCSSPageSize: true, printBackground: true });
  const pages = (await PDFDocument.load(pdf)).getPageCount();
  const task = getDocument({ data: new Uint8Array(pdf), useSystemFonts: false });
  const document = await task.promise;
  const text: string[] = [];
  for (let number = 1; number <= document.numPages; number += 1) {
    const content = await (await document.getPage(number)).getTextContent();
    text.push(content.items.map((item) => ("str" in item ? item.str : "")).join(" "));
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

  test("a marketing page prints without its call-to-action band", async ({ page }) => {
    const { text } = await printed(page, "/aboutus");
    const all = text.join("\n");
    expect(all).toContain("Vidyut Power Solutions Pvt. Ltd.");
    expect(all).toMatch(/our story since 2010/i);
    expect(all).not.toMatch(/visit us or bring us your problem/i);
  });
});
