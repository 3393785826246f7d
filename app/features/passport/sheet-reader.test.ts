/**
 * The sheet reader's queue: one child at a time, three sheets waiting, and any more refused at
 * once, so that staff sending many slow workbooks together cannot start a child for each.
 */
import { describe, expect, it } from "vitest";
import { testXlsxParts, zipStored } from "#tests/support/xlsx-writer.ts";
import { readFirstSheet, sheetReadLimits } from "./sheet-reader.server.ts";

describe("readFirstSheet", () => {
  it("reads one sheet at a time, keeps three waiting and refuses a fifth at once", async () => {
    // A sheet the reader cannot finish within its time (the import's own check refuses it first).
    const slow = zipStored([
      ...testXlsxParts(),
      ["xl/worksheets/sheet1.xml", "<row ".repeat(800_000), { deflate: true }],
    ]);
    const limits = { ...sheetReadLimits, timeoutMs: 1000 };
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => readFirstSheet(slow, limits)),
    );
    expect(answers).toEqual([
      { failed: "too large" },
      { failed: "too large" },
      { failed: "too large" },
      { failed: "too large" },
      { failed: "busy" },
    ]);
    // The queue is free again: a sheet sent now is read.
    const plain = zipStored([
      ...testXlsxParts(),
      [
        "xl/worksheets/sheet1.xml",
        '<?xml version="1.0" encoding="UTF-8"?><worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><sheetData><row r="1"><c r="A1" t="inlineStr"><is><t>tag</t></is></c></row></sheetData></worksheet>',
      ],
    ]);
    expect(await readFirstSheet(plain)).toEqual({ rows: [["tag"]] });
  });
});
