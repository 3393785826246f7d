import { describe, expect, it } from "vitest";
import { readRecordForm } from "./record-form.ts";

const asset = { voltageClass: "le72.5", oilType: "mineral" } as const;
const today = "2026-03-10";

describe("pasted results in the record form", () => {
  it("fill the fields left empty and come back to be checked, never saved as pasted", () => {
    const read = readRecordForm(
      {
        sampledOn: "2026-03-02",
        samplePoint: "main-tank",
        h2o: "14",
        paste: "BDV 2.5 mm gap 55 kV\nMoisture content 18 ppm\nC2H2 ND\nH2 12 ppm",
      },
      asset,
      today,
    );
    expect(read).toEqual({
      ok: false,
      fieldErrors: {
        paste:
          'Line 3 ("C2H2 ND"): Acetylene (C₂H₂) is given as not detected or beyond a limit, and a test record keeps measured figures only; type the figure to keep in its field, or leave it empty; Water content was already typed as 14: the pasted 18 is not used',
      },
      values: {
        sampledOn: "2026-03-02",
        samplePoint: "main-tank",
        h2o: "14",
        bdv: "55",
        h2: "12",
        paste: "C2H2 ND",
      },
      filled:
        "2 results read from the pasted lines into the fields below: check them, then save. Nothing is saved yet.",
    });
  });

  it("saves the checked fields once the box is empty", () => {
    const read = readRecordForm(
      { sampledOn: "2026-03-02", samplePoint: "main-tank", bdv: "55", h2: "12", paste: " \n" },
      asset,
      today,
    );
    expect(read).toMatchObject({
      ok: true,
      record: { results: { oil: { bdvKv: 55 }, gases: { h2: 12 } } },
    });
  });
});
