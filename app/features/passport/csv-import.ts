/**
 * A CSV file of units or of laboratory results, read by csv-parse and checked row by row with the
 * forms' own schemas. Nothing is written here: the caller shows every row (with the reason a bad
 * one is refused) and writes only when staff confirm a file whose every row is good.
 */
import { parse } from "csv-parse/sync";
import type { VoltageClass } from "#app/features/oil-analysis/public.ts";
import { type NewRecord, readRecordForm } from "./record-form.ts";
import { type AssetInput, assetSchema, parseWith } from "./schema.ts";

export const importMaxRows = 1000;
export const importMaxBytes = 1024 * 1024;
/** Most columns a file may have: the results template has 30, a little room for blank ones. */
export const importMaxColumns = 40;

export type CheckedRow<T> = {
  line: number;
  cells: Record<string, string>;
  value?: T;
  errors: string[];
};
export type CheckedFile<T> = {
  problem?: string;
  header: string[];
  rows: CheckedRow<T>[];
  good: number;
};

function readTable(text: string): { header: string[]; rows: Record<string, string>[] } | string {
  if (text.length > importMaxBytes)
    return "The file is larger than 1 MB: split it into smaller files";
  let records: string[][];
  try {
    records = parse(text.replace(/^\uFEFF/, ""), {
      skip_empty_lines: true,
      relax_column_count: true,
      trim: true,
      bom: true,
      to_line: importMaxRows + 2,
    });
  } catch (error) {
    // csv-parse's own words name an internal line count; a quote never closed is the usual case.
    const code = (error as { code?: string }).code;
    return code === "CSV_QUOTE_NOT_CLOSED"
      ? 'The file is not readable as CSV: a cell opens a quote (") that is never closed. Check the cells that hold a quote mark.'
      : `The file is not readable as CSV: ${(error as Error).message}`;
  }
  const [head, ...body] = records;
  if (!head || body.length === 0) return "The file has no rows under its header line";
  // Before any row becomes an object keyed by the header: 1,000 rows under a header of 143,889
  // names filled the heap until the process died.
  if (head.length > importMaxColumns)
    return `The header line has ${head.length.toLocaleString("en-US")} columns: import at most ${importMaxColumns}`;
  if (body.length > importMaxRows) return `Import at most ${importMaxRows} rows at a time`;
  const header = head.map((name) =>
    name
      .trim()
      .toLowerCase()
      .replace(/[\s-]+/g, "_"),
  );
  // Two columns of one name: which to believe? The file is refused, not read by the last one.
  const twice = header.find((name, index) => name !== "" && header.indexOf(name) !== index);
  if (twice) return `The column ${twice} appears twice in the header line: keep one`;
  return {
    header,
    rows: body.map((cells) =>
      Object.fromEntries(header.map((name, index) => [name, cells[index] ?? ""])),
    ),
  };
}

const assetColumns: Record<string, string> = {
  tag: "tag",
  kind: "kind",
  make: "make",
  serial: "serial",
  year: "year",
  rating: "rating",
  rating_unit: "ratingUnit",
  hv_kv: "hvKv",
  lv_kv: "lvKv",
  vector_group: "vectorGroup",
  cooling: "cooling",
  oil_type: "oilType",
  oil_volume_l: "oilVolumeL",
  oltc_make: "oltcMake",
  oltc_type: "oltcType",
  iec_category: "iecCategory",
  status: "status",
};

export const assetTemplate = Object.keys(assetColumns).join(",");

/** Each error of a row with the file's column it is about: "Enter the maker (column make)". */
function byColumn(fieldErrors: Record<string, string>, columns: Record<string, string>): string[] {
  const columnOf = new Map(Object.entries(columns).map(([column, field]) => [field, column]));
  return Object.entries(fieldErrors).map(
    ([field, message]) => `${message} (column ${columnOf.get(field) ?? field})`,
  );
}

function unknownColumns(header: string[], known: readonly string[]): string | undefined {
  const unknown = header.filter((name) => !known.includes(name));
  return unknown.length
    ? `Unknown column${unknown.length > 1 ? "s" : ""}: ${unknown.join(", ")}`
    : undefined;
}

/** Units of one customer; the header names the columns of assetTemplate (any order, some may be left out). */
export function checkAssetFile(text: string): CheckedFile<AssetInput> {
  const table = readTable(text);
  if (typeof table === "string") return { problem: table, header: [], rows: [], good: 0 };
  const problem = unknownColumns(table.header, Object.keys(assetColumns));
  if (problem) return { problem, header: table.header, rows: [], good: 0 };
  const rows = table.rows.map((cells, index): CheckedRow<AssetInput> => {
    const input: Record<string, string> = {
      kind: "transformer",
      ratingUnit: "kVA",
      oilType: "mineral",
      status: "in-service",
      iecCategory: "C",
    };
    for (const [column, field] of Object.entries(assetColumns))
      if (cells[column]) input[field] = cells[column];
    const parsed = parseWith(assetSchema, input);
    return parsed.ok
      ? { line: index + 2, cells, value: parsed.data, errors: [] }
      : { line: index + 2, cells, errors: byColumn(parsed.fieldErrors, assetColumns) };
  });
  return { header: table.header, rows, good: rows.filter((row) => row.value).length };
}

const recordColumns: Record<string, string> = {
  sampled_on: "sampledOn",
  tested_on: "testedOn",
  sample_point: "samplePoint",
  laboratory: "laboratory",
  lab_sample_no: "labSampleNo",
};
const resultColumns = [
  "bdv",
  "h2o",
  "t",
  "acid",
  "ift",
  "ddf",
  "res",
  "col",
  "fal",
  "h2",
  "ch4",
  "c2h6",
  "c2h4",
  "c2h2",
  "co",
  "co2",
  "o2",
  "n2",
  "ir60",
  "pi",
  "wrHv",
  "wrLv",
  "ratioDev",
  "capPf",
  "tanDelta",
];

export const recordTemplate = [
  ...Object.keys(recordColumns),
  ...resultColumns.map((name) => name.toLowerCase()),
].join(",");

/** Laboratory results of one unit, one sample a row, under the record form's field names. */
export function checkRecordFile(
  text: string,
  asset: { voltageClass: VoltageClass; oilType: string },
): CheckedFile<NewRecord> {
  const table = readTable(text);
  if (typeof table === "string") return { problem: table, header: [], rows: [], good: 0 };
  const byLower = new Map(resultColumns.map((name) => [name.toLowerCase(), name]));
  const problem = unknownColumns(table.header, [...Object.keys(recordColumns), ...byLower.keys()]);
  if (problem) return { problem, header: table.header, rows: [], good: 0 };
  const rows = table.rows.map((cells, index): CheckedRow<NewRecord> => {
    const fields: Record<string, string> = { samplePoint: "main-tank" };
    for (const [column, value] of Object.entries(cells)) {
      if (!value) continue;
      fields[recordColumns[column] ?? byLower.get(column) ?? column] = value;
    }
    const parsed = readRecordForm(fields, asset);
    return parsed.ok
      ? { line: index + 2, cells, value: parsed.record, errors: [] }
      : {
          line: index + 2,
          cells,
          errors: byColumn(parsed.fieldErrors, {
            ...recordColumns,
            ...Object.fromEntries(resultColumns.map((name) => [name.toLowerCase(), name])),
          }),
        };
  });
  return { header: table.header, rows, good: rows.filter((row) => row.value).length };
}
