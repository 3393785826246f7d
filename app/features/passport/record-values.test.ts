import { describe, expect, it } from "vitest";
import { readRecordForm } from "./record-form.ts";
import { recordValues } from "./record-values.ts";

describe("a stored record as the form's values", () => {
  it("fills every field of the form and reads back as the same record", () => {
    const record = {
      sampledOn: "2025-04-02",
      testedOn: "2025-04-05",
      samplePoint: "main-tank",
      laboratory: "Vidyut oil laboratory, Vadodara",
      labSampleNo: "VD/25/0311",
      results: {
        oil: { bdvKv: 64, waterMgKg: 12, acidityMgKoh: 0.05 },
        gases: { h2: 12, ch4: 5, c2h2: 0.4 },
        electrical: { ir60: 850, pi: 1.8 },
        other: [{ name: "Core insulation resistance", value: 850, unit: "MΩ" }],
      },
    };
    const values = recordValues(record, "mineral");
    expect(values).toEqual({
      sampledOn: "2025-04-02",
      testedOn: "2025-04-05",
      samplePoint: "main-tank",
      laboratory: "Vidyut oil laboratory, Vadodara",
      labSampleNo: "VD/25/0311",
      bdv: "64",
      h2o: "12",
      acid: "0.05",
      h2: "12",
      ch4: "5",
      c2h2: "0.4",
      ir60: "850",
      pi: "1.8",
      other: "Core insulation resistance | 850 | MΩ",
    });
    const read = readRecordForm(values, { voltageClass: "le72.5", oilType: "mineral" });
    expect(read).toEqual({ ok: true, record });
  });
});

describe("the days a record may carry", () => {
  const asset = { voltageClass: "le72.5", oilType: "mineral" } as const;
  const form = (sampledOn: string, testedOn = "") => ({
    sampledOn,
    testedOn,
    samplePoint: "main-tank",
    bdv: "64",
  });
  const errorsOf = (values: Record<string, string>) => {
    const read = readRecordForm(values, asset, "2026-11-27");
    return read.ok ? {} : read.fieldErrors;
  };

  it("takes a sample of today, tested today", () => {
    expect(errorsOf(form("2026-11-27", "2026-11-27"))).toEqual({});
  });

  it("refuses a sample dated after today or before 1950, and a test dated after today", () => {
    // 9999 made every test of the unit overdue on the customer's fleet page ("by +010000-07").
    for (const day of ["9999-12-31", "2026-11-28", "0100-01-01", "1949-12-31"])
      expect(errorsOf(form(day)).sampledOn, day).toBe(
        "Enter the date the oil was sampled: a day from 1950 to today",
      );
    expect(errorsOf(form("2026-11-20", "2026-12-01")).testedOn).toBe(
      "The test date cannot be after today",
    );
  });
});

describe("other results and electrical values as typed", () => {
  const asset = { voltageClass: "le72.5", oilType: "mineral" } as const;
  const base = { sampledOn: "2026-11-20", samplePoint: "main-tank", bdv: "64" };

  it("refuses a value Number would misread, and reads a grouped one", () => {
    const hex = readRecordForm({ ...base, other: "Core IR | 0x1F | MΩ" }, asset, "2026-11-27");
    expect(hex.ok ? {} : hex.fieldErrors).toEqual({
      other:
        "Line 1: write each result as name | value | unit, for example Core insulation resistance | 850 | MΩ",
    });
    const grouped = readRecordForm({ ...base, other: "Core IR | 1,250 | MΩ" }, asset, "2026-11-27");
    expect(grouped.ok && grouped.record.results.other).toEqual([
      { name: "Core IR", value: 1250, unit: "MΩ" },
    ]);
  });
});
