/**
 * The file sent to an import, judged by its bytes, never by its name: an XLSX workbook (a ZIP
 * archive, `PK\x03\x04`) is read by read-excel-file and turned into CSV text, so both kinds go
 * through the same row checks, preview and confirmation; anything else must be UTF-8 text. A file
 * named .xlsx that is not a ZIP, an old binary .xls and any other binary file are refused with a
 * message saying what to do. Every cell is read as its value: a formula is never evaluated (the
 * workbook's cached result is read) and a text cell starting with = stays text, which the forms'
 * schemas judge like any other text and the CSV export neutralises.
 */
import { inflateRawSync } from "node:zlib";
import { importMaxBytes, importMaxColumns, importMaxRows } from "./csv-import.ts";
// The reader (read-excel-file's universal build, in a child process) unzips by the central
// directory, the very entries checked below; its Node build reads local headers in order and
// would unpack an entry the directory hides.
import { readFirstSheet, sheetReadLimits } from "./sheet-reader.server.ts";

/** Most bytes the workbook's parts may unpack to, read from its directory before anything is unpacked. */
const maxUnpackedBytes = 24 * 1024 * 1024;
const maxEntries = 200;
/**
 * How far down and across a sheet's cells may reach, the reader's own limits: it makes a row for
 * every row number up to the last cell and a place for every column up to the widest, and a cell
 * at row 400,000,000 in a 1.5 KB file filled the heap until the process died. A sheet that
 * names such a cell is refused with this message before the reader starts.
 */
const { maxRows: sheetMaxRow, maxColumns: sheetMaxColumn } = sheetReadLimits;

export type SentFile = { text: string } | { problem: string };

const startsWith = (bytes: Uint8Array, prefix: readonly number[]) =>
  prefix.every((byte, index) => bytes[index] === byte);

const zipMagic = [0x50, 0x4b, 0x03, 0x04];
const oleMagic = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1];

/**
 * The parts the ZIP's central directory lists, each unpacked here with a ceiling on the output of
 * all of them together, or a reason to refuse the file: the guard against a small file that
 * unpacks to gigabytes. The directory is at the end, after the record "end of central directory"
 * (PK\x05\x06) and an optional comment of at most 65,535 bytes.
 */
export function zipParts(bytes: Uint8Array): Map<string, Uint8Array> | string {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const broken =
    "The workbook is damaged: its ZIP directory cannot be read. Save it again as .xlsx";
  let end = -1;
  for (let at = bytes.length - 22; at >= Math.max(0, bytes.length - 22 - 65_535); at -= 1)
    if (view.getUint32(at, true) === 0x06054b50) {
      end = at;
      break;
    }
  if (end < 0) return broken;
  const entries = view.getUint16(end + 10, true);
  const start = view.getUint32(end + 16, true);
  if (entries > maxEntries) return "The workbook holds too many parts to be a plain sheet";
  const tooBig =
    "The workbook unpacks to more than 24 MB: keep only the sheet to import and save it again";
  const parts = new Map<string, Uint8Array>();
  let at = start;
  let total = 0;
  for (let index = 0; index < entries; index += 1) {
    if (at + 46 > end || view.getUint32(at, true) !== 0x02014b50) return broken;
    const method = view.getUint16(at + 10, true);
    const packed = view.getUint32(at + 20, true);
    const declared = view.getUint32(at + 24, true);
    const nameLength = view.getUint16(at + 28, true);
    const name = Buffer.from(bytes.subarray(at + 46, at + 46 + nameLength)).toString("utf8");
    // The sizes a directory declares can lie: each part is unpacked with a ceiling on its output
    // (zlib stops at maxOutputLength).
    const local = view.getUint32(at + 42, true);
    if (local + 30 > bytes.length || view.getUint32(local, true) !== 0x04034b50) return broken;
    const dataStart =
      local + 30 + view.getUint16(local + 26, true) + view.getUint16(local + 28, true);
    if (dataStart + packed > bytes.length) return broken;
    const room = maxUnpackedBytes - total;
    if (declared > room) return tooBig;
    const data = bytes.subarray(dataStart, dataStart + packed);
    if (method === 0) parts.set(name, data);
    else if (method === 8) {
      try {
        parts.set(name, inflateRawSync(data, { maxOutputLength: Math.max(1, room) }));
      } catch (error) {
        return error instanceof RangeError ? tooBig : broken;
      }
    } else return broken;
    total += parts.get(name)?.length ?? 0;
    at += 46 + nameLength + view.getUint16(at + 30, true) + view.getUint16(at + 32, true);
  }
  return total > maxUnpackedBytes ? tooBig : parts;
}

/** Why the workbook is refused before its sheet is read, if it is. */
export function zipDirectoryProblem(bytes: Uint8Array): string | undefined {
  const parts = zipParts(bytes);
  return typeof parts === "string" ? parts : undefined;
}

/** A count as the import page writes its figures: 400,000,000. */
const grouped = (n: number) => n.toLocaleString("en-US");

/** Column letters as a number: A is 1, Z 26, AA 27. */
function columnNumber(letters: string): number {
  let n = 0;
  for (const letter of letters.toUpperCase()) n = n * 26 + letter.charCodeAt(0) - 64;
  return n;
}

const unreadableSheet =
  "The file starts like an XLSX workbook but its sheet cannot be read. Open it in the spreadsheet and save it again as Excel Workbook (.xlsx), or as CSV";

/**
 * Whether any worksheet names a row or a cell beyond the reach the reader can take, or holds a
 * row or cell tag left open, which no spreadsheet writes and the reader takes its whole time on.
 */
export function sheetReachProblem(parts: ReadonlyMap<string, Uint8Array>): string | undefined {
  let row = 0;
  let column = 0;
  for (const [name, data] of parts) {
    if (!/^xl\/worksheets\/[^/]+\.xml$/i.test(name)) continue;
    const xml = Buffer.from(data.buffer, data.byteOffset, data.byteLength).toString("latin1");
    // Each tag is read up to the next "<" (which no attribute value may hold) and its r attribute
    // looked for in that stretch alone: one pass over the part. A lazy [^>]*? to the attribute
    // went back over the rest of the part for every unclosed "<row ": a 1 KB workbook of
    // "<row " repeated held the server for 21 s.
    for (const [, tag, rest = ""] of xml.matchAll(/<(?:\w+:)?(row|c)\b([^<]*)/g)) {
      if (!rest.includes(">")) return unreadableSheet;
      const reach = /\sr="([A-Za-z]*)(\d+)"/.exec(rest);
      if (!reach) continue;
      row = Math.max(row, Number(reach[2]));
      if (tag === "c") column = Math.max(column, columnNumber(reach[1] ?? ""));
    }
  }
  if (row > sheetMaxRow)
    return `The sheet has cells down to row ${grouped(row)}: keep only the rows to import, at most ${grouped(importMaxRows)}, and save it again`;
  if (column > sheetMaxColumn)
    return `The sheet has cells out to column ${grouped(column)}: keep only the template's columns and save it again`;
  return undefined;
}

const quoted = (text: string) => `"${text.replace(/"/g, '""')}"`;

/** The first sheet of a workbook as CSV text, within the import's limits of rows, columns and bytes. */
export async function xlsxText(bytes: Uint8Array): Promise<SentFile> {
  const parts = zipParts(bytes);
  if (typeof parts === "string") return { problem: parts };
  const problem = sheetReachProblem(parts);
  if (problem) return { problem };
  const read = await readFirstSheet(bytes);
  if ("failed" in read)
    return {
      problem:
        read.failed === "too large"
          ? `The sheet is too large to read: keep only the rows and columns to import, at most ${grouped(importMaxRows)} rows and ${importMaxColumns} columns, and save it again`
          : read.failed === "busy"
            ? "Several workbooks are being read just now. Send this one again in a minute, or as CSV"
            : unreadableSheet,
    };
  const { rows } = read;
  const filled = rows.filter((row) => row.some((cell) => cell.trim() !== ""));
  if (filled.length > importMaxRows + 1)
    return { problem: `Import at most ${importMaxRows} rows at a time` };
  const widest = Math.max(0, ...filled.map((row) => row.length));
  if (widest > importMaxColumns)
    return { problem: `The sheet has ${widest} columns: import at most ${importMaxColumns}` };
  const text = filled.map((row) => row.map(quoted).join(",")).join("\n");
  if (Buffer.byteLength(text, "utf8") > importMaxBytes)
    return { problem: "The sheet holds more than 1 MB of text: split it into smaller files" };
  return { text };
}

/** The rows of a sent file as CSV text, whichever of the two kinds it is, or why it is refused. */
export async function sentFileText(bytes: Uint8Array, name: string): Promise<SentFile> {
  if (bytes.length > importMaxBytes)
    return { problem: "The file is larger than 1 MB: split it into smaller files" };
  if (startsWith(bytes, zipMagic)) return xlsxText(bytes);
  if (startsWith(bytes, oleMagic))
    return {
      problem:
        "This is an old Excel 97–2003 (.xls) workbook. Save it as Excel Workbook (.xlsx) or as CSV and send it again",
    };
  if (/\.xlsx$/i.test(name))
    return {
      problem:
        "The file is named .xlsx but is not an XLSX workbook (an XLSX file is a ZIP archive). Save it from the spreadsheet as Excel Workbook (.xlsx) or as CSV and send it again",
    };
  let text: string;
  try {
    text = new TextDecoder("utf-8", { fatal: true }).decode(bytes);
  } catch {
    return { problem: "The file is neither an XLSX workbook nor CSV text in UTF-8" };
  }
  if (text.includes("\u0000"))
    return { problem: "The file is neither an XLSX workbook nor CSV text in UTF-8" };
  return { text };
}
