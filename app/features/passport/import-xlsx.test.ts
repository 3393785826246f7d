/**
 * The imports read an XLSX workbook like a CSV file, on SQLite and PostgreSQL: a bad row is named
 * with its reason and nothing is written; the corrected workbook is previewed, confirmed and
 * written. A renamed, old or oversized file is refused by its bytes. The workbooks are made here
 * by the test's own small writer (tests/support/xlsx-writer.ts).
 */
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { siteMigrations } from "#app/migrations.server.ts";
import { openDatabase } from "#app/platform/database.server.ts";
import { migrate } from "#app/platform/migrations.server.ts";
import { startTestPostgres, type TestPostgres } from "#tests/support/embedded-postgres.ts";
import { type TestCell, testXlsx, testXlsxParts, zipStored } from "#tests/support/xlsx-writer.ts";
import { checkRecordFile } from "./csv-import.ts";
import { createCustomer } from "./customers.server.ts";
import { type ImportAnswer, importAction } from "./import.server.ts";
import { sentFileText, zipDirectoryProblem } from "./import-file.server.ts";
import type { Passport } from "./start.server.ts";

const staff = { actor: { id: "staff-1", name: "Priya Shah" }, csrf: "unused" };
const header = ["tag", "make", "rating", "rating_unit", "hv_kv", "lv_kv", "cooling"];

function post(
  file: Uint8Array<ArrayBuffer> | null,
  name: string,
  extra: Record<string, string> = {},
) {
  const form = new FormData();
  form.set("intent", extra.intent ?? "preview");
  if (file) form.set("file", new File([file], name));
  for (const [key, value] of Object.entries(extra)) form.set(key, value);
  return new Request("http://localhost/staff/customers/1/import", { method: "POST", body: form });
}

/** The action's answer (a preview) or the address it sends the browser to (a confirmed import). */
async function send(passport: Passport, customerId: number, request: Request) {
  try {
    const result = (await importAction(passport, staff, "units", String(customerId), request)) as {
      data: ImportAnswer;
      init: { status: number };
    };
    return { answer: result.data, status: result.init.status };
  } catch (thrown) {
    if (thrown instanceof Response)
      return { status: thrown.status, location: thrown.headers.get("Location") };
    throw thrown;
  }
}

describe.each(["SQLite", "PostgreSQL"])("XLSX import on %s", { timeout: 90_000 }, (kind) => {
  let postgres: TestPostgres | undefined;
  beforeAll(async () => {
    if (kind === "PostgreSQL") postgres = await startTestPostgres("xlsx-import-pg-");
  }, 120_000);
  afterAll(() => postgres?.stop());

  it("names a bad row and its reason, writes nothing, then imports the corrected workbook", async () => {
    const database = postgres
      ? openDatabase({
          DATABASE_URL: await postgres.createDatabase("xlsx_import"),
          DATA_DIR: postgres.dir,
        })
      : openDatabase({ DATA_DIR: mkdtempSync(path.join(tmpdir(), "xlsx-import-")) });
    await migrate(database, siteMigrations);
    const passport = { platform: { database } } as unknown as Passport;
    const customerId = await createCustomer(
      database,
      { name: "Tapi Cement Works", gstin: undefined, notes: undefined, reminderLeadDays: 30 },
      staff.actor,
    );
    const rows = (third: TestCell): TestCell[][] => [
      header,
      ["TR-1, 66 kV yard", "Voltamp", 10, "MVA", 66, 11, "ONAN"],
      [
        "TR-2",
        '=HYPERLINK("http://example.com")',
        { formula: "2*2500", cached: 5000 },
        "kVA",
        11,
        0.433,
        "ONAN",
      ],
      ["TR-3", "Crompton Greaves", third, "kVA", 11, 0.433, "ONAF"],
    ];
    const assets = () =>
      database.db
        .selectFrom("passport_assets")
        .select(["tag", "make", "rating"])
        .orderBy("tag")
        .execute();

    const bad = await send(
      passport,
      customerId,
      post(testXlsx(rows("two thousand")), "fleet.xlsx"),
    );
    expect(bad.status).toBe(400);
    expect(bad.answer?.rows.map((row) => [row.line, row.errors])).toEqual([
      [2, []],
      [3, []],
      [4, ["Enter the rating as a number (column rating)"]],
    ]);
    expect(bad.answer?.text).toBe(undefined);
    expect(await assets()).toEqual([]);

    const good = await send(passport, customerId, post(testXlsx(rows(2000)), "fleet.xlsx"));
    expect(good.status).toBe(200);
    expect(good.answer?.good).toBe(3);
    // A text cell starting with = is text; a formula cell gives its saved result, never the formula.
    expect(good.answer?.rows[1]?.cells).toMatchObject({
      make: '=HYPERLINK("http://example.com")',
      rating: "5000",
    });
    expect(await assets()).toEqual([]);

    const done = await send(
      passport,
      customerId,
      post(null, "", { intent: "confirm", csv: good.answer?.text ?? "" }),
    );
    expect(done).toEqual({ status: 303, location: `/staff/customers/${customerId}?done=import` });
    expect(await assets()).toEqual([
      { tag: "TR-1, 66 kV yard", make: "Voltamp", rating: 10 },
      { tag: "TR-2", make: '=HYPERLINK("http://example.com")', rating: 5000 },
      { tag: "TR-3", make: "Crompton Greaves", rating: 2000 },
    ]);
    await database.close();
  });
});

describe("the sent file, judged by its bytes", () => {
  it("refuses a CSV renamed .xlsx, an old .xls and a damaged workbook, and reads CSV text", async () => {
    const csv = new TextEncoder().encode("tag,make\nTR-1,Voltamp\n");
    expect(await sentFileText(csv, "fleet.xlsx")).toEqual({
      problem:
        "The file is named .xlsx but is not an XLSX workbook (an XLSX file is a ZIP archive). Save it from the spreadsheet as Excel Workbook (.xlsx) or as CSV and send it again",
    });
    expect(await sentFileText(csv, "fleet.csv")).toEqual({ text: "tag,make\nTR-1,Voltamp\n" });
    const xls = new Uint8Array([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1, 0, 0, 0, 0]);
    expect(await sentFileText(xls, "fleet.xlsx")).toEqual({
      problem:
        "This is an old Excel 97–2003 (.xls) workbook. Save it as Excel Workbook (.xlsx) or as CSV and send it again",
    });
    const damaged = new Uint8Array([0x50, 0x4b, 0x03, 0x04, 1, 2, 3, 4, 5, 6]);
    expect(await sentFileText(damaged, "fleet.xlsx")).toEqual({
      problem: "The workbook is damaged: its ZIP directory cannot be read. Save it again as .xlsx",
    });
    expect(await sentFileText(new Uint8Array([0x74, 0x61, 0x67, 0x00, 0x0a]), "fleet.csv")).toEqual(
      {
        problem: "The file is neither an XLSX workbook nor CSV text in UTF-8",
      },
    );
  });

  it("refuses a workbook whose directory declares more than 24 MB, too many columns or rows", async () => {
    const workbook = testXlsx([["tag"], ["TR-1"]]);
    const bomb = new Uint8Array(workbook);
    const view = new DataView(bomb.buffer);
    for (let at = 0; at < bomb.length - 4; at += 1)
      if (view.getUint32(at, true) === 0x02014b50) {
        view.setUint32(at + 24, 30_000_000, true);
        break;
      }
    expect(zipDirectoryProblem(workbook)).toBe(undefined);
    expect(zipDirectoryProblem(bomb)).toBe(
      "The workbook unpacks to more than 24 MB: keep only the sheet to import and save it again",
    );
    const wide = testXlsx([Array.from({ length: 41 }, (_, index) => `c${index}`)]);
    expect(await sentFileText(wide, "wide.xlsx")).toEqual({
      problem: "The sheet has 41 columns: import at most 40",
    });
    const long = testXlsx([
      ["tag"],
      ...Array.from({ length: 1001 }, (_, index) => [`TR-${index}`]),
    ]);
    expect(await sentFileText(long, "long.xlsx")).toEqual({
      problem: "Import at most 1000 rows at a time",
    });
  });

  it("reads a deflated workbook, and refuses one whose parts unpack past 24 MB whatever they declare", async () => {
    const deflated = testXlsx(
      [
        ["tag", "make"],
        ["TR-1", "Voltamp"],
      ],
      { deflate: true },
    );
    expect(await sentFileText(deflated, "fleet.xlsx")).toEqual({
      text: '"tag","make"\n"TR-1","Voltamp"',
    });
    // 30 MB of spaces inside the sheet: about 30 KB packed, declared as 2 KB.
    const padded = `${" ".repeat(30 * 1024 * 1024)}`;
    const lying = zipStored([
      ["xl/worksheets/sheet1.xml", padded, { deflate: true, declaredSize: 2048 }],
    ]);
    expect(lying.length).toBeLessThan(1024 * 1024);
    expect(await sentFileText(lying, "fleet.xlsx")).toEqual({
      problem:
        "The workbook unpacks to more than 24 MB: keep only the sheet to import and save it again",
    });
  });

  it("refuses a sheet whose cells reach past row 10,000 or column 100, before reading it", async () => {
    // The attack that stopped the server: 1.5 KB, a header cell and one at row 400,000,000.
    const sheet = (cells: string) =>
      `<?xml version="1.0" encoding="UTF-8"?><worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><sheetData>${cells}</sheetData></worksheet>`;
    const far = zipStored([
      ...testXlsxParts(),
      [
        "xl/worksheets/sheet1.xml",
        sheet(
          '<row r="1"><c r="A1" t="inlineStr"><is><t>tag</t></is></c></row><row r="400000000"><c r="A400000000" t="inlineStr"><is><t>x</t></is></c></row>',
        ),
      ],
    ]);
    expect(await sentFileText(far, "fleet.xlsx")).toEqual({
      problem:
        "The sheet has cells down to row 400,000,000: keep only the rows to import, at most 1,000, and save it again",
    });
    const wide = zipStored([
      ...testXlsxParts(),
      [
        "xl/worksheets/sheet1.xml",
        sheet('<row r="1"><c r="XFD1" t="inlineStr"><is><t>tag</t></is></c></row>'),
      ],
    ]);
    expect(await sentFileText(wide, "fleet.xlsx")).toEqual({
      problem:
        "The sheet has cells out to column 16,384: keep only the template's columns and save it again",
    });
  });

  it("refuses a sheet of unclosed tags in one pass, before the reader: 4 MB of '<row '", async () => {
    // 1.2 KB packed stopped the server for 21.6 s when the scan went back over the rest of the
    // part for each unclosed tag, and the reader then took its whole 20 s on it.
    const unclosed = zipStored([
      ...testXlsxParts(),
      ["xl/worksheets/sheet1.xml", "<row ".repeat(800_000), { deflate: true }],
    ]);
    expect(unclosed.length).toBeLessThan(16 * 1024);
    expect(await sentFileText(unclosed, "fleet.xlsx")).toEqual({
      problem:
        "The file starts like an XLSX workbook but its sheet cannot be read. Open it in the spreadsheet and save it again as Excel Workbook (.xlsx), or as CSV",
    });
  });

  it("reads the sheet in a worker whose heap has a ceiling: a row number the check cannot see is refused, not fatal", async () => {
    // Row 400,000,000 where the scan of cell references does not look: in single quotes, and in
    // a sheet the workbook names outside xl/worksheets/.
    const sheet = (cells: string) =>
      `<?xml version="1.0" encoding="UTF-8"?><worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><sheetData><row r="1"><c r="A1" t="inlineStr"><is><t>tag</t></is></c></row>${cells}</sheetData></worksheet>`;
    const quoted = zipStored([
      ...testXlsxParts(),
      [
        "xl/worksheets/sheet1.xml",
        sheet("<row r='400000000'><c r='A400000000' t='inlineStr'><is><t>x</t></is></c></row>"),
      ],
    ]);
    const elsewhere = zipStored([
      ...testXlsxParts().map(([name, text]): [string, string] => [
        name,
        text.replace('Target="worksheets/sheet1.xml"', 'Target="sheet1.xml"'),
      ]),
      [
        "xl/sheet1.xml",
        sheet('<row r="400000000"><c r="A400000000" t="inlineStr"><is><t>x</t></is></c></row>'),
      ],
    ]);
    for (const workbook of [quoted, elsewhere])
      expect(await sentFileText(workbook, "fleet.xlsx")).toEqual({
        problem:
          "The sheet is too large to read: keep only the rows and columns to import, at most 1,000 rows and 40 columns, and save it again",
      });
  });

  it("reads the parts the ZIP's directory lists, never an entry hidden between them", async () => {
    const workbook = testXlsx([["tag"], ["TR-1"]]);
    // A local entry after the listed ones that the central directory does not name: a reader that
    // walks local headers would take this sheet (or unpack gigabytes hidden this way).
    const hidden = zipStored([
      [
        "xl/worksheets/sheet1.xml",
        '<?xml version="1.0"?><worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><sheetData><row r="1"><c r="A1" t="inlineStr"><is><t>hidden</t></is></c></row></sheetData></worksheet>',
      ],
    ]);
    const view = new DataView(workbook.buffer);
    const end = workbook.length - 22;
    const directoryAt = view.getUint32(end + 16, true);
    const local = hidden.subarray(
      0,
      new DataView(hidden.buffer).getUint32(hidden.length - 22 + 16, true),
    );
    const spliced = new Uint8Array(workbook.length + local.length);
    spliced.set(workbook.subarray(0, directoryAt));
    spliced.set(local, directoryAt);
    spliced.set(workbook.subarray(directoryAt), directoryAt + local.length);
    new DataView(spliced.buffer).setUint32(
      spliced.length - 22 + 16,
      directoryAt + local.length,
      true,
    );
    expect(await sentFileText(spliced, "fleet.xlsx")).toEqual({ text: '"tag"\n"TR-1"' });
  });

  it("refuses a file over 1 MB with its own message", async () => {
    const big = new Uint8Array(1024 * 1024 + 1).fill(0x61);
    expect(await sentFileText(big, "fleet.csv")).toEqual({
      problem: "The file is larger than 1 MB: split it into smaller files",
    });
  });

  it("reads a laboratory's workbook under the results columns, naming the bad row and its reason", async () => {
    const workbook = testXlsx([
      ["sampled_on", "laboratory", "h2", "ch4", "c2h2", "bdv"],
      ["2025-04-02", "Vadodara lab", 12, 5, 0, 64],
      ["2025-05-02", "Vadodara lab", -3, 5, 0, 61],
    ]);
    const sent = await sentFileText(workbook, "results.xlsx");
    if (!("text" in sent)) throw new Error(sent.problem);
    const checked = checkRecordFile(sent.text, { voltageClass: "le72.5", oilType: "mineral" });
    expect(checked.rows.map((row) => [row.line, row.errors])).toEqual([
      [2, []],
      [3, ["Hydrogen (H₂) cannot be negative (column h2)"]],
    ]);
    expect(checked.rows[0]?.value?.results.gases).toEqual({ h2: 12, ch4: 5, c2h2: 0 });
    expect(checked.rows[0]?.value?.results.oil.bdvKv).toBe(64);
  });
});
