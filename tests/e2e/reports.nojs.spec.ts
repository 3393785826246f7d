/**
 * The verify page without JavaScript: a number typed on /verify leads to the report, a PDF chosen
 * and posted is answered by the server, and a file that is not a PDF of the report is told apart.
 */
import { createHash } from "node:crypto";
import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures.ts";
import { fillReportForm } from "./report-helpers.ts";
import { addAccount, signInPage } from "./staff-helpers.ts";

test.describe.configure({ timeout: 90_000 });

/** Sends the issued PDF to the verify page's file check: it is found to be revision 1, exact. */
async function checkExactFile(page: Page, pdf: Buffer, number: string) {
  await page
    .getByLabel("Report file (PDF)")
    .setInputFiles({ name: "report.pdf", mimeType: "application/pdf", buffer: pdf });
  await page.getByRole("button", { name: "Check the file" }).click();
  await expect(page.getByRole("status")).toContainText(
    `This file is revision 1 of ${number}, exactly as issued`,
  );
}

test("checks a report by its typed number and its PDF file, and refuses an empty form", async ({
  page,
}) => {
  const email = await addAccount("staff", "Meera Joshi");
  await addAccount("staff", "Kiran Patel");
  await page.goto("/staff/reports/new");
  await signInPage(page, email);
  await page.goto("/staff/reports/new");
  // A form sent half filled comes back with each error beside its field.
  await page.getByRole("button", { name: "Issue the report" }).click();
  await expect(page.getByLabel("Customer", { exact: true })).toHaveAccessibleDescription(
    "Enter the customer's name.",
  );
  // Meera issues the report, so she approves it: she cannot also be its tester.
  await fillReportForm(page, "Meera Joshi");
  await page.getByRole("button", { name: "Issue the report" }).click();
  await expect(page.getByLabel("Tested by", { exact: true })).toHaveAccessibleDescription(
    "A report is approved by someone other than the person who tested the sample.",
  );
  await page.getByLabel("Tested by", { exact: true }).selectOption({ label: "Kiran Patel" });
  await page.getByRole("button", { name: "Issue the report" }).click();
  const number = (await page.getByRole("heading", { level: 1 }).textContent())?.trim() ?? "";
  expect(number).toMatch(/^VPS\/TR\/20\d{2}\/\d{6}$/);
  const slug = number.replaceAll("/", "-");
  const pdf = await (await page.request.get(`/staff/reports/${slug}/pdf?rev=1`)).body();

  await page.goto("/verify");
  // Before a number is typed, the page says what a check tells.
  await expect(page.getByRole("region", { name: "What a check tells you" })).toContainText(
    "Whether your file is ours, to the byte",
  );
  await page.getByLabel("Report number").fill(number.toLowerCase());
  await page.getByRole("button", { name: "Check the report" }).click();
  await expect(page).toHaveURL(new RegExp(`/verify/${slug}$`));
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(`Test report ${number}`);

  await page.getByRole("button", { name: "Check the file" }).click();
  // The browser's own check stops an empty form; the page still names what is missing.
  await expect(page.getByLabel("Report file (PDF)")).toHaveAttribute("required", "");
  await checkExactFile(page, pdf, number);
  await expect(page.getByRole("status")).toContainText(
    createHash("sha256").update(pdf).digest("hex"),
  );
  await page.getByLabel("Report file (PDF)").setInputFiles({
    name: "notes.txt",
    mimeType: "text/plain",
    buffer: Buffer.from("not a report"),
  });
  await page.getByRole("button", { name: "Check the file" }).click();
  await expect(page.getByRole("status")).toContainText(
    `This file is not a file we issued under ${number}`,
  );
  // Three small files at once: refused for being three, not for a size they do not have.
  const three = new FormData();
  for (const name of ["a.pdf", "b.pdf", "c.pdf"])
    three.append("file", new Blob([new Uint8Array(pdf)], { type: "application/pdf" }), name);
  const answer = await page.request.post(`/verify/${slug}`, {
    multipart: three,
    headers: { Origin: new URL(page.url()).origin },
  });
  expect(answer.status()).toBe(413);
  const text = await answer.text();
  expect(text).toContain("Choose one PDF file: a report is checked one file at a time.");
  expect(text).not.toContain("larger than");

  // Withdrawn, the same exact file is relied on no longer: the check says so in red.
  await page.goto(`/staff/reports/${slug}`);
  await page.getByLabel("Reason", { exact: true }).fill("Sample label belonged to another unit");
  await page.getByRole("button", { name: "Withdraw the report" }).click();
  await expect(
    page.getByText(/^Withdrawn .*: Sample label belonged to another unit$/),
  ).toBeVisible();
  await page.goto(`/verify/${slug}`);
  await checkExactFile(page, pdf, number);
  await expect(page.getByRole("status")).toContainText("but the report was withdrawn on");
  await expect(page.getByRole("status")).toContainText(
    "(Sample label belonged to another unit): do not rely on any revision of it.",
  );
});
