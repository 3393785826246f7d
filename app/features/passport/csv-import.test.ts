import { describe, expect, it } from "vitest";
import { checkAssetFile, checkRecordFile } from "./csv-import.ts";

describe("CSV import", () => {
  it("names the row and the reason of each bad unit and accepts the good ones", () => {
    const file = [
      "tag,make,rating,rating_unit,hv_kv,lv_kv,cooling,iec_category",
      "TR-1,Voltamp,5000,kVA,33,11,ONAN,C",
      '"TR-2, 33 kV yard",,10,MVA,33,11,ONAN,C',
      "TR-3,Crompton,ten,MVA,33,11,ONAN,Z",
    ].join("\n");
    const checked = checkAssetFile(file);
    expect(checked.good).toBe(1);
    expect(checked.rows.map((row) => [row.line, row.errors])).toEqual([
      [2, []],
      [3, ["Enter the maker (column make)"]],
      [
        4,
        [
          "Enter the rating as a number (column rating)",
          "Choose the IEC 60422 category (column iec_category)",
        ],
      ],
    ]);
    expect(checked.rows[1]?.cells.tag).toBe("TR-2, 33 kV yard");
  });

  it("refuses a file with a column it does not know, before reading any row", () => {
    expect(checkAssetFile("tag,make,colour\nTR-1,Voltamp,grey\n").problem).toBe(
      "Unknown column: colour",
    );
  });

  it("refuses a header line wider than 40 columns before it keys any row by it", () => {
    // The attack that stopped the server: 1,000 rows under a header of 143,889 names, 1 MB.
    const names = Array.from({ length: 143_889 }, (_, index) => `c${index}`).join(",");
    const file = `${names}\n${"x\n".repeat(1000)}`;
    expect(file.length).toBeLessThanOrEqual(1024 * 1024);
    expect(checkAssetFile(file).problem).toBe(
      "The header line has 143,889 columns: import at most 40",
    );
    expect(checkRecordFile(file, { voltageClass: "72.5-170", oilType: "mineral" }).problem).toBe(
      "The header line has 143,889 columns: import at most 40",
    );
  });

  it("reads laboratory results under the record form's names and checks them with the oil tool's ranges", () => {
    const file =
      "sampled_on,laboratory,h2,ch4,c2h2,bdv\n2025-04-02,Vadodara lab,12,5,0,64\n2025-13-01,Vadodara lab,12,5,0,64\n2025-05-02,,-3,,,\n";
    const checked = checkRecordFile(file, { voltageClass: "le72.5", oilType: "mineral" });
    expect(checked.rows[0]?.value?.results.gases).toEqual({ h2: 12, ch4: 5, c2h2: 0 });
    expect(checked.rows[0]?.value?.results.oil.bdvKv).toBe(64);
    expect(checked.rows[1]?.errors).toEqual([
      "Enter the date the oil was sampled as YYYY-MM-DD (column sampled_on)",
    ]);
    expect(checked.rows[2]?.errors).toEqual(["Hydrogen (H₂) cannot be negative (column h2)"]);
  });

  it("refuses a header that names a column twice, and says plainly when a quote is never closed", () => {
    expect(checkAssetFile("tag,make,tag\nTR-1,Voltamp,TR-9\n").problem).toBe(
      "The column tag appears twice in the header line: keep one",
    );
    expect(checkAssetFile('tag,make\nTR-1,Voltamp\nTR-2,"Crompton\n').problem).toBe(
      'The file is not readable as CSV: a cell opens a quote (") that is never closed. Check the cells that hold a quote mark.',
    );
  });
});
