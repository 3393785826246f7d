/**
 * Issued test reports end to end, with JavaScript: staff issue a report in the console, its PDF's
 * QR code leads to the verify page with the same number and hash, the page tells the issued file
 * from one with a byte changed, and a correction makes the first revision say it is superseded.
 */
import { createHash } from "node:crypto";
import { axeViolations } from "./axe.ts";
import { expect, test } from "./fixtures.ts";
import { fillReportForm, qrCodesOf, withOneByteChanged } from "./report-helpers.ts";
import { addAccount, expectPrivate, signInPage } from "./staff-helpers.ts";

test.describe.configure({ timeout: 90_000 });

const sha256 = (bytes: Uint8Array) => createHash("sha256").update(bytes).digest("hex");
const pdfFile = (name: string, bytes: Uint8Array) => ({
  name,
  mimeType: "application/pdf",
  buffer: Buffer.from(bytes),
});

test("a report issued in the console is verified from its QR code, byte for byte, until corrected", async ({
  page,
}) => {
  const email = await addAccount("staff", "Asha Rao");
  await addAccount("staff", "Sunil Mehta");
  await page.goto("/staff/reports");
  await signInPage(page, email);
  await page.getByRole("link", { name: "Issue a report" }).click();
  await fillReportForm(page, "Sunil Mehta");
  // Asha issues it, so she approves it: an approver slipped into the post changes nothing.
  await expect(page.getByText("You: a report is approved by whoever issues it.")).toBeVisible();
  const sunil = await page.getByLabel("Tested by", { exact: true }).inputValue();
  await page.locator("form:has(#report-testedBy)").evaluate((form, id) => {
    const forged = document.createElement("input");
    Object.assign(forged, { type: "hidden", name: "approvedBy", value: id });
    form.append(forged);
  }, sunil);
  await page.getByRole("button", { name: "Issue the report" }).click();
  await expect(page.getByRole("status")).toHaveText(
    "Report issued. Its PDF is stored and its verify page is live.",
  );
  const details = page.getByRole("region", { name: "As issued" });
  await expect(details.getByText("Approved by", { exact: true })).toBeVisible();
  await expect(details).toContainText("Approved byAsha Rao");
  // Each result on a row of its own, with its method, limit and verdict in their columns.
  await expect(
    details.getByRole("row", {
      name: "Water content 24 mg/kg IEC 60814 max 20 (IEC 60422 Table 5) Not satisfactory",
    }),
  ).toBeVisible();
  const heading = await page.getByRole("heading", { level: 1 }).textContent();
  const number = heading?.trim() ?? "";
  expect(number).toMatch(/^VPS\/TR\/20\d{2}\/\d{6}$/);
  const slug = number.replaceAll("/", "-");

  const download = await page.request.get(`/staff/reports/${slug}/pdf?rev=1`);
  expect(download.headers()["content-type"]).toBe("application/pdf");
  const pdf = new Uint8Array(await download.body());
  const codes = await qrCodesOf(pdf);
  expect(codes.length).toBeGreaterThanOrEqual(1);
  // SITE_URL is unset in the browser tests: the code carries the origin of the port the server
  // listens on (on a laptop, a report printed from port 4100 must not point to port 3000).
  for (const code of codes)
    expect(code).toBe(`http://localhost:${process.env.E2E_PORT}/verify/${slug}`);

  const response = await page.goto(new URL(codes[0] ?? "").pathname);
  expectPrivate(response?.headers() ?? {}, "the verify page");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(`Test report ${number}`);
  await expect(
    page.getByText("Valid: revision 1 is the current issue of this report"),
  ).toBeVisible();
  await expect(page.getByText(sha256(pdf), { exact: true })).toBeVisible();
  await expect(
    page.getByRole("row", { name: "Water content 24 mg/kg Not satisfactory" }),
  ).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);

  const file = page.getByLabel("Report file (PDF)");
  await file.setInputFiles(pdfFile(`${slug}.pdf`, pdf));
  await page.getByRole("button", { name: "Check the file" }).click();
  await expect(page.getByRole("status")).toContainText(
    `This file is revision 1 of ${number}, exactly as issued`,
  );
  await file.setInputFiles(pdfFile("edited.pdf", withOneByteChanged(pdf)));
  await page.getByRole("button", { name: "Check the file" }).click();
  await expect(page.getByRole("status")).toContainText(
    `This file is not a file we issued under ${number}`,
  );

  await page.goto(`/staff/reports/${slug}`);
  expect(await axeViolations(page)).toEqual([]);
  await page.getByLabel("Customer's e-mail address").fill("plant.head@narmada");
  await page.getByRole("button", { name: "Send the report" }).click();
  await expect(page.getByLabel("Customer's e-mail address")).toHaveAccessibleDescription(
    /Enter the customer's e-mail address, like name@company.in./,
  );
  await page.getByLabel("Customer's e-mail address").fill("plant.head@narmada.example");
  await page.getByRole("button", { name: "Send the report" }).click();
  await expect(page.getByRole("status")).toContainText("E-mail queued");
  await expect(page.getByText("e-mail to plant.head@narmada.example")).toBeVisible();
  await page.getByRole("link", { name: "Supersede with correction" }).click();
  expect(await axeViolations(page)).toEqual([]);
  await page
    .getByLabel("What this revision corrects in revision 1", { exact: true })
    .fill("The water content was typed as 24 mg/kg; the measured value is 14 mg/kg.");
  await page.getByLabel("Result of line 2", { exact: true }).fill("14");
  await page
    .getByLabel("Verdict of line 2", { exact: true })
    .selectOption({ label: "Satisfactory" });
  // The form as sent, to send it a second time below.
  const sent = await page
    .locator("form")
    .filter({ has: page.getByRole("button", { name: "Issue the corrected revision" }) })
    .evaluate((form) =>
      Object.fromEntries(
        [...new FormData(form as HTMLFormElement)].map(([name, value]) => [name, String(value)]),
      ),
    );
  const correctAt = page.url();
  await page.getByRole("button", { name: "Issue the corrected revision" }).click();
  await expect(page.getByRole("status")).toContainText("Correction issued as a new revision");
  // Sent again (a double click, a resend): refused, not stacked as revision 3.
  const again = await page.request.post(correctAt, {
    form: sent,
    headers: { Origin: new URL(correctAt).origin },
    maxRedirects: 0,
  });
  expect(again.status()).toBe(409);
  expect(await again.text()).toMatch(/<h1[^>]*>Already corrected<\/h1>/);

  // The first revision's QR code now leads to the corrected report, which says what it replaced.
  await page.goto(new URL(codes[0] ?? "").pathname);
  await expect(
    page.getByText("Valid: revision 2 is the current issue of this report"),
  ).toBeVisible();
  await expect(
    page.getByText(/^This report was corrected: revision 2 replaced revision 1 on /),
  ).toContainText(
    "What it corrects: The water content was typed as 24 mg/kg; the measured value is 14 mg/kg. A copy marked with an earlier revision is no longer valid.",
  );
  await page.getByRole("link", { name: "Revision 1", exact: true }).click();
  await expect(page.getByText("Superseded: revision 1 is no longer valid")).toBeVisible();
  await expect(page.getByText(/^It was replaced by a corrected revision on /)).toContainText(
    "What it corrects: The water content was typed as 24 mg/kg; the measured value is 14 mg/kg. Rely only on revision 2.",
  );
  await expect(page.getByText(sha256(pdf), { exact: true })).toBeVisible();
  await page.getByRole("link", { name: "See revision 2" }).click();
  await expect(
    page.getByRole("row", { name: "Water content 14 mg/kg Satisfactory" }),
  ).toBeVisible();
  await page.getByLabel("Report file (PDF)").setInputFiles(pdfFile(`${slug}.pdf`, pdf));
  await page.getByRole("button", { name: "Check the file" }).click();
  await expect(page.getByRole("status")).toContainText(
    "revision 1 has been superseded: rely only on revision 2",
  );
});

test("a number never issued says so plainly, with 404", async ({ page }) => {
  const response = await page.goto("/verify/VPS-TR-2026-999999");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(
    "We have issued no report numbered VPS/TR/2026/999999",
  );
  expect(await axeViolations(page)).toEqual([]);
});
