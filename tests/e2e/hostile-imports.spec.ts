/**
 * Import files as a member of staff with a hostile spreadsheet might send them: each is refused
 * with a message, and the server answers others at once. Before the fixes, a 1.5 KB workbook with
 * a cell at row 400,000,000 and a 1 MB CSV file of 1,000 rows under a header of 143,889 names
 * each filled the heap until the process died, and a 1 KB workbook of unclosed tags held the
 * server for 21 s while its sheet was scanned for the cells' reach.
 */
import { testXlsxParts, zipStored } from "#tests/support/xlsx-writer.ts";
import { baseURL } from "../../playwright.config.ts";
import { expect, test } from "./fixtures.ts";
import { seedSmallFleet } from "./passport-helpers.ts";
import { addAccount, sessionCsrf, signInOverHttp } from "./staff-helpers.ts";

/** A workbook whose sheet names a cell at row 400,000,000 under its header. */
const farRow: [string, string][] = [
  ...testXlsxParts(),
  [
    "xl/worksheets/sheet1.xml",
    '<?xml version="1.0" encoding="UTF-8"?><worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><sheetData><row r="1"><c r="A1" t="inlineStr"><is><t>sampled_on</t></is></c></row><row r="400000000"><c r="A400000000" t="inlineStr"><is><t>2025-04-02</t></is></c></row></sheetData></worksheet>',
  ],
];

const wideHeader = Array.from({ length: 143_889 }, (_, index) => `c${index}`).join(",");

const cases = [
  {
    what: "a workbook with a cell at row 400,000,000",
    file: {
      name: "results.xlsx",
      mimeType: "application/octet-stream",
      buffer: Buffer.from(zipStored(farRow)),
    },
    message:
      "The sheet has cells down to row 400,000,000: keep only the rows to import, at most 1,000, and save it again",
  },
  {
    what: "a workbook of 1 KB whose sheet is '<row ' 800,000 times",
    file: {
      name: "results.xlsx",
      mimeType: "application/octet-stream",
      buffer: Buffer.from(
        zipStored([
          ...testXlsxParts(),
          ["xl/worksheets/sheet1.xml", "<row ".repeat(800_000), { deflate: true }],
        ]),
      ),
    },
    message:
      "The file starts like an XLSX workbook but its sheet cannot be read. Open it in the spreadsheet and save it again as Excel Workbook (.xlsx), or as CSV",
  },
  {
    what: "a CSV file of 1,000 rows under a header of 143,889 names",
    file: {
      name: "results.csv",
      mimeType: "text/csv",
      buffer: Buffer.from(`${wideHeader}\n${"x\n".repeat(1000)}`),
    },
    message: "The header line has 143,889 columns: import at most 40",
  },
];

test("hostile import files are refused with a message and the server goes on answering", async ({
  request,
}) => {
  test.setTimeout(90_000);
  const { firstAsset } = seedSmallFleet();
  // The role every member of staff has: importing a laboratory's results is their daily work.
  const email = await addAccount("staff", "Imran Qureshi");
  await signInOverHttp(request, email);
  const csrf = await sessionCsrf(request);
  for (const { what, file, message } of cases) {
    await test.step(what, async () => {
      expect(file.buffer.length).toBeLessThanOrEqual(1024 * 1024);
      const answer = await request.post(`/staff/assets/${firstAsset}/import`, {
        multipart: { csrf, intent: "preview", file },
        headers: { Origin: baseURL },
      });
      expect(answer.status()).toBe(400);
      expect(await answer.text()).toContain(message);
      const health = await request.get("/healthz");
      expect(health.status()).toBe(200);
    });
  }
});
