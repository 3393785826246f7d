/**
 * The public page of an issued report, where a report's QR code leads, laid out as one column:
 * at 390, 768, 1280 and 1920 px, and on paper, its title, verdict, details, results and file
 * check share both edges; on a phone each label stands right above its value and the pairs are
 * evenly spaced.
 */
import type { Locator, Page } from "@playwright/test";
import { expect, test } from "./fixtures.ts";
import { fillReportForm } from "./report-helpers.ts";
import { addAccount, signInPage } from "./staff-helpers.ts";

test.describe.configure({ timeout: 90_000 });

/** Issues the report of fillReportForm; the address of its verify page. */
async function issueReport(page: Page): Promise<string> {
  const email = await addAccount("staff", "Deepa Joshi");
  await addAccount("staff", "Manoj Kulkarni");
  await page.goto("/staff/reports/new");
  await signInPage(page, email);
  await fillReportForm(page, "Manoj Kulkarni");
  await page.getByRole("button", { name: "Issue the report" }).click();
  await expect(page.getByRole("status")).toContainText("Report issued.");
  const number = (await page.getByRole("heading", { level: 1 }).textContent())?.trim() ?? "";
  return `/verify/${number.replaceAll("/", "-")}`;
}

/** The page's parts, each a box that should span the column. */
function parts(page: Page): [string, Locator][] {
  const fileCheck = page.getByRole("region", { name: "Check a PDF file" });
  return [
    ["title", page.getByRole("heading", { level: 1 })],
    ["verdict", page.getByText(/^Valid: revision 1 is the current issue/).locator("..")],
    ["details", page.locator("main dl")],
    ["results", page.getByRole("table").locator("..")],
    ["file check's introduction", fileCheck.locator("p").first()],
    ["file box", page.getByText("Or drop the file on this box.").locator("..")],
  ];
}

/** Each visible part's left and right edge, rounded to the pixel. */
async function edges(page: Page): Promise<Record<string, [number, number]>> {
  const found: Record<string, [number, number]> = {};
  for (const [name, part] of parts(page)) {
    if (!(await part.isVisible())) continue;
    const box = await part.boundingBox();
    if (box) found[name] = [Math.round(box.x), Math.round(box.x + box.width)];
  }
  return found;
}

test("the verify page is one column at every width and on paper, its pairs even on a phone", async ({
  page,
}) => {
  const path = await issueReport(page);
  await page.goto(path);
  // The column is the page's width less its padding: 16 px each side on a phone, 24 on a tablet,
  // and 48 rem (768 px) centred from 1024 px up.
  const columns: [number, [number, number]][] = [
    [390, [16, 374]],
    [768, [24, 744]],
    [1280, [256, 1024]],
    [1920, [576, 1344]],
  ];
  for (const [width, column] of columns) {
    await page.setViewportSize({ width, height: 900 });
    const found = await edges(page);
    expect(Object.keys(found), `${width} px`).toHaveLength(6);
    for (const [name, at] of Object.entries(found))
      expect(at, `${name} at ${width} px`).toEqual(column);
  }

  // On a phone each label sits right above its value (4 px), and a ruled line parts the pairs,
  // each 10 px from the text above and below it.
  await page.setViewportSize({ width: 390, height: 844 });
  const pairs = page.locator("main dl > div");
  await expect(pairs).toHaveCount(7);
  // Measured at one moment: each pair's term and value, their tops and bottoms.
  const measured = await pairs.evaluateAll((divs) =>
    divs.map((div) => {
      const term = div.querySelector("dt")?.getBoundingClientRect();
      const value = div.querySelector("dd")?.getBoundingClientRect();
      return {
        termTop: term?.top ?? 0,
        termBottom: term?.bottom ?? 0,
        valueTop: value?.top ?? 0,
        valueBottom: value?.bottom ?? 0,
      };
    }),
  );
  measured.forEach((pair, index) => {
    expect(Math.round(pair.valueTop - pair.termBottom), `pair ${index}`).toBe(4);
    const previous = measured[index - 1];
    if (previous)
      expect(Math.round(pair.termTop - previous.valueBottom), `before pair ${index}`).toBe(21);
  });

  // On paper the same parts (the file check stays on screen) share the letterhead's width.
  await page.emulateMedia({ media: "print" });
  const letterhead = await page.locator("[data-print-letterhead]").boundingBox();
  const sheet = [
    Math.round(letterhead?.x ?? -1),
    Math.round((letterhead?.x ?? 0) + (letterhead?.width ?? 0)),
  ];
  const printed = await edges(page);
  expect(Object.keys(printed)).toEqual(["title", "verdict", "details", "results"]);
  for (const [name, at] of Object.entries(printed)) expect(at, `${name} on paper`).toEqual(sheet);
});
