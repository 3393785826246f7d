/**
 * The report form filled from a passport test record: customer, site on one line, nameplate,
 * sample dates (the test date standing in for the day the laboratory received the sample) and the
 * passport's judged lines, with the record's id kept for the snapshot.
 */
import { describe, expect, it } from "vitest";
import type { TestRecordForReport } from "#app/features/passport/public.server.ts";
import { reportValuesOf } from "./report-from-record.server.ts";

function record(overrides: Partial<TestRecordForReport["record"]> = {}): TestRecordForReport {
  return {
    record: {
      id: 41,
      sampledOn: "2026-09-02",
      testedOn: "2026-09-05",
      samplePoint: "Main tank",
      samplePointKey: "main-tank",
      laboratory: "Insulating Oil Laboratory, Vadodara",
      labSampleNo: "OL/26/1877",
      results: { oil: { bdvKv: 45 }, gases: {}, electrical: {}, other: [] },
      ...overrides,
    },
    asset: {
      id: 7,
      kind: "transformer",
      tag: "TR-1",
      make: "Crompton Greaves",
      serial: "CG-11-5520",
      year: 2011,
      rating: 5,
      ratingUnit: "MVA",
      hvKv: 66,
      lvKv: 11,
      vectorGroup: "Dyn11",
      cooling: "ONAN",
      oilType: "mineral",
      oltcMake: null,
      iecCategory: "C",
    },
    site: {
      id: 3,
      name: "66 kV substation",
      address: "Plot 4, GIDC Savli, Vadodara",
      state: "Gujarat",
      pin: "391775",
    },
    customer: { id: 2, name: "Savli Polymers Pvt. Ltd.", gstin: null },
  };
}

describe("reportValuesOf", () => {
  it("fills the form from the record, its unit, site and customer", () => {
    const { values, fromRecord } = reportValuesOf(record());
    expect(values).toMatchObject({
      "customer.name": "Savli Polymers Pvt. Ltd.",
      "customer.site": "66 kV substation, Plot 4, GIDC Savli, Vadodara, Gujarat 391775",
      "asset.make": "Crompton Greaves",
      "asset.serialNumber": "CG-11-5520",
      "asset.rating": "5 MVA",
      "asset.voltage": "66/11 kV",
      "asset.year": "2011",
      "asset.tag": "TR-1",
      "sample.sampledOn": "2026-09-02",
      // Not in the record: staff enter it, and the form says so.
      "sample.receivedOn": "",
      "sample.testedOn": "2026-09-05",
      "sample.point": "Main tank",
      "sample.laboratory": "Insulating Oil Laboratory, Vadodara",
      "sample.labNumber": "OL/26/1877",
      "results.0.parameter": "Breakdown voltage (BDV)",
      "results.0.value": "45",
      "results.0.unit": "kV",
      "results.0.method": "IEC 60156:2018 (2.5 mm gap)",
      "results.0.limit": "Min 30 kV (IEC 60422:2013 Table 5, cat. C)",
      "results.0.verdict": "satisfactory",
      remarks: "",
    });
    expect(values["results.1.parameter"]).toBeUndefined();
    expect(fromRecord).toEqual({
      recordId: 41,
      assetId: 7,
      tag: "TR-1",
      sampledOn: "2026-09-02",
      leftOut: [],
      toFill: ["Received by the laboratory on"],
    });
  });

  it("leaves the dates for staff when the record has no test date", () => {
    const { values } = reportValuesOf(record({ testedOn: null, laboratory: null }));
    expect(values["sample.receivedOn"]).toBe("");
    expect(values["sample.testedOn"]).toBe("");
    expect(values["sample.laboratory"]).toBe("");
  });
});
