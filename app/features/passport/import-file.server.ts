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
import { readSheet } from "read-excel-file/node";
import { importMaxBytes, importMaxRows } from "./csv-import.ts";

/** Most columns read from a sheet: the results template has 30, a little room for blank ones. */
export const importMaxColumns = 40;
/** Most bytes the workbook's parts may unpack to, read from its directory before anything is unpacked. */
const maxUnpackedBytes = 24 * 1024 * 1024;
const maxEntries = 200;

export type SentFile = { text: string } | { problem: string };

const startsWith = (bytes: Uint8Array, prefix: readonly number[]) =>
  prefix.every((byte, index) => bytes[index] === byte);

const zipMagic = [0x50, 0x4b, 0x03, 0x04];
const oleMagic = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1];

/**
 * The sizes the ZIP's central directory declares, summed, or a reason to refuse it: the guard
 * against a small file that unpacks to gigabytes. The directory is at the end, after the record
 * "end of central directory" (PK\x05\x06) and an optional comment of at most 65,535 bytes.
 */
export function zipDirectoryProblem(bytes: Uint8Array): string | undefined {
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
  let at = start;
  let total = 0;
  for (let index = 0; index < entries; index += 1) {
    if (at + 46 > end || view.getUint32(at, true) !== 0x02014b50) return broken;
    const method = view.getUint16(at + 10, true);
    const packed = view.getUint32(at + 20, true);
    const declared = view.getUint32(at + 24, true);
    // The sizes a directory declares can lie: each part is unpacked here with a ceiling on its
    // output (zlib stops at maxOutputLength), before the reader unpacks it without one.
    const local = view.getUint32(at + 42, true);
    if (local + 30 > bytes.length || view.getUint32(local, true) !== 0x04034b50) return broken;
    const dataStart =
      local + 30 + view.getUint16(local + 26, true) + view.getUint16(local + 28, true);
    if (dataStart + packed > bytes.length) return broken;
    const room = maxUnpackedBytes - total;
    if (declared > room) return tooBig;
    if (method === 0) total += packed;
    else if (method === 8) {
      try {
        total += inflateRawSync(bytes.subarray(dataStart, dataStart + packed), {
          maxOutputLength: Math.max(1, room),
        }).length;
      } catch (error) {
        return error instanceof RangeError ? tooBig : broken;
      }
    } else return broken;
    at +=
      46 +
      view.getUint16(at + 28, true) +
      view.getUint16(at + 30, true) +
      view.getUint16(at + 32, true);
  }
  return total > maxUnpackedBytes ? tooBig : undefined;
}

function cellText(cell: unknown): string {
  if (cell === null || cell === undefined) return "";
  if (cell instanceof Date)
    return Number.isNaN(cell.getTime()) ? "" : cell.toISOString().slice(0, 10);
  if (typeof cell === "boolean") return cell ? "TRUE" : "FALSE";
  return String(cell);
}

const quoted = (text: string) => `"${text.replace(/"/g, '""')}"`;

/** The first sheet of a workbook as CSV text, within the import's limits of rows, columns and bytes. */
export async function xlsxText(bytes: Uint8Array): Promise<SentFile> {
  const problem = zipDirectoryProblem(bytes);
  if (problem) return { problem };
  let rows: unknown[][];
  try {
    rows = await readSheet(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength), 1, {
      trim: true,
    });
  } catch {
    return {
      problem:
        "The file starts like an XLSX workbook but its sheet cannot be read. Open it in the spreadsheet and save it again as Excel Workbook (.xlsx), or as CSV",
    };
  }
  const filled = rows.filter((row) => row.some((cell) => cellText(cell).trim() !== ""));
  if (filled.length > importMaxRows + 1)
    return { problem: `Import at most ${importMaxRows} rows at a time` };
  const widest = Math.max(0, ...filled.map((row) => row.length));
  if (widest > importMaxColumns)
    return { problem: `The sheet has ${widest} columns: import at most ${importMaxColumns}` };
  const text = filled.map((row) => row.map((cell) => quoted(cellText(cell))).join(",")).join("\n");
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
