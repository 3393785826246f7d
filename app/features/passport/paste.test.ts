import { describe, expect, it } from "vitest";
import { readPasted } from "./paste.ts";

describe("pasted laboratory results", () => {
  it("reads names with tabs, colons, subscripts and units", () => {
    const pasted =
      "H₂\t12 ppm\nMethane: 5\nC2H2 = 0.4 µL/L\nBDV (2.5 mm)  64 kV\n2-FAL\t0.21\nCO2 1,250\n";
    expect(readPasted(pasted)).toEqual({
      values: { h2: "12", ch4: "5", c2h2: "0.4", bdv: "64", fal: "0.21", co2: "1250" },
      problems: [],
    });
  });

  it("names each line it cannot read", () => {
    expect(readPasted("H2 12\nSample colour: yellowish\nPropane 3")).toEqual({
      values: { h2: "12" },
      problems: [
        'Line 2 ("Sample colour: yellowish") names no result this form knows',
        'Line 3 ("Propane 3") names no result this form knows',
      ],
    });
  });

  it("refuses a line too long to be one result, without reading it", () => {
    expect(readPasted(`H2 12\na${" ".repeat(40_000)}!`)).toEqual({
      values: { h2: "12" },
      problems: ["Line 2 is longer than 160 characters: paste one result a line"],
    });
  });
});
