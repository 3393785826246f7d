import { describe, expect, it } from "vitest";
import { sampleSnapshot } from "#tests/fixtures/report-snapshot.ts";
import { readReportForm, resultLineCount, valuesOf } from "./report-form.ts";

const people = [
  { id: "staff-sunil", name: "Sunil Mehta" },
  { id: "staff-asha", name: "Asha Rao" },
];

describe("the console's report form", () => {
  it("turns a stored snapshot into the form and back into the same snapshot", () => {
    const snapshot = sampleSnapshot();
    const read = readReportForm(valuesOf(snapshot), people, { correction: false });
    expect(read).toEqual({ ok: true, snapshot, correction: "" });
  });

  it("skips blank result lines and ties an error to the line it was typed on", () => {
    const values = valuesOf(sampleSnapshot());
    // Line 1 (the second) left blank, line 4 half filled: its error names line 4's field.
    for (const field of ["parameter", "value", "unit", "method", "limit"])
      values[`results.1.${field}`] = "";
    values["results.4.parameter"] = "Interfacial tension";
    values["results.4.value"] = "28";
    values["results.4.verdict"] = "satisfactory";
    const read = readReportForm(values, people, { correction: false });
    expect(read.ok).toBe(false);
    if (read.ok) return;
    expect(read.fieldErrors).toEqual({ "results.4.method": "Enter the method standard." });
    expect(read.values["results.4.parameter"]).toBe("Interfacial tension");
  });

  it("names the fields that are missing or wrong, and needs a reason for a correction", () => {
    const values = valuesOf(sampleSnapshot());
    values["customer.name"] = " ";
    values["asset.year"] = "18";
    values.approvedBy = "staff-sunil";
    values.testedBy = "someone-unknown";
    const read = readReportForm(values, people, { correction: true });
    expect(read.ok).toBe(false);
    if (read.ok) return;
    expect(read.fieldErrors).toEqual({
      "customer.name": "Enter the customer's name.",
      "asset.year": "Enter the year of manufacture as four digits.",
      testedBy: "Choose who tested the sample.",
      correction: "Say what this revision corrects: it is printed on the report.",
    });
  });

  it("checks the dates against each other and refuses the tester as the approver", () => {
    const values = valuesOf(sampleSnapshot());
    values.approvedBy = "staff-sunil";
    values["sample.testedOn"] = "2026-11-01";
    const read = readReportForm(values, people, { correction: false });
    expect(read.ok ? {} : read.fieldErrors).toEqual({
      "sample.testedOn": "The test date cannot be before the laboratory received the sample.",
      testedBy: "A report is approved by someone other than the person who tested the sample.",
    });
  });

  it("reads result lines past the twelfth (a record fills up to 24) and shows as many as are filled", () => {
    const values = valuesOf(sampleSnapshot({ testRecordId: 5 }));
    expect(resultLineCount(values)).toBe(12);
    values["results.20.parameter"] = "Nitrogen (N₂)";
    values["results.20.value"] = "52,000";
    values["results.20.unit"] = "µL/L";
    values["results.20.method"] = "IEC 60567:2011 (extraction, GC); IEC 60599:2022";
    values["results.20.verdict"] = "reported";
    expect(resultLineCount(values)).toBe(21);
    values["results.30.parameter"] = "Past the last line";
    expect(resultLineCount(values)).toBe(24);
    const read = readReportForm(values, people, { correction: false, testRecordId: 5 });
    expect(read.ok).toBe(true);
    if (!read.ok) return;
    expect(read.snapshot.testRecordId).toBe(5);
    expect(read.snapshot.results.at(-1)).toEqual({
      parameter: "Nitrogen (N₂)",
      value: "52,000",
      unit: "µL/L",
      method: "IEC 60567:2011 (extraction, GC); IEC 60599:2022",
      limit: "",
      verdict: "reported",
    });
  });
});
