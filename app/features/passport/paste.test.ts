import { describe, expect, it } from "vitest";
import { readPasted } from "./paste.ts";

describe("pasted laboratory results", () => {
  it("reads names with tabs, colons, subscripts and units", () => {
    const pasted =
      "H₂\t12 ppm\nMethane: 5\nC2H2 = 0.4 µL/L\nBDV (2.5 mm)  64 kV\n2-FAL\t0.21\nCO2 1,250\n";
    expect(readPasted(pasted)).toEqual({
      values: { h2: "12", ch4: "5", c2h2: "0.4", bdv: "64", fal: "0.21", co2: "1250" },
      problems: [],
      unread: [],
    });
  });

  it("names each line it cannot read", () => {
    expect(readPasted("H2 12\nSample colour: yellowish\nPropane 3")).toEqual({
      values: { h2: "12" },
      problems: [
        'Line 2 ("Sample colour: yellowish") names no result this form knows',
        'Line 3 ("Propane 3") names no result this form knows',
      ],
      unread: ["Sample colour: yellowish", "Propane 3"],
    });
  });

  it("refuses a line too long to be one result, without reading it", () => {
    expect(readPasted(`H2 12\na${" ".repeat(40_000)}!`)).toEqual({
      values: { h2: "12" },
      problems: ["Line 2 is longer than 160 characters: paste one result a line"],
      unread: [`a${" ".repeat(40_000)}!`],
    });
  });

  it("reads the figure printed in the result's unit, not the electrode gap before it", () => {
    expect(readPasted("BDV 2.5 mm gap 55 kV")).toEqual({
      values: { bdv: "55" },
      problems: [],
      unread: [],
    });
    expect(readPasted("Breakdown voltage (2.5 mm gap) 61 kV\nBDV at 2.5 mm 58").values).toEqual({
      bdv: "61",
    });
  });

  it("reads the wordings of Indian laboratories, in the form's units", () => {
    const pasted = [
      "Moisture content 18 ppm",
      "IFT at 27°C 32",
      "Tan delta at 90°C 0.04",
      "Specific resistance at 90 °C 12 x 10^12 ohm-cm",
      "Neutralization value 0.05 mg KOH/g",
      "Acetylene (C2H2)\t0.6 ppm",
    ].join("\n");
    expect(readPasted(pasted)).toEqual({
      values: { h2o: "18", ift: "32", ddf: "0.04", res: "120", acid: "0.05", c2h2: "0.6" },
      problems: [],
      unread: [],
    });
  });

  it("converts resistivity from the units laboratories print to GΩ·m", () => {
    const read = (line: string) => readPasted(line).values.res;
    expect(read("Resistivity at 90 °C: 1.5 × 10¹² Ω·cm")).toBe("15");
    expect(read("Resistivity 2.5E11 ohm cm")).toBe("2.5");
    expect(read("Specific resistance 3 x 10^11 ohm-m")).toBe("300");
    expect(read("Resistivity at 90 °C 60 GΩ·m")).toBe("60");
    expect(read("Resistivity (ohm-cm) 5 x 10^12")).toBe("50");
  });

  it("refuses a gas not detected or below a limit, naming it, and saves no number for it", () => {
    expect(readPasted("C2H2 ND\nC2H2 <0.5\nH2 12\nEthylene: N.D.")).toEqual({
      values: { h2: "12" },
      problems: [
        'Line 1 ("C2H2 ND"): Acetylene (C₂H₂) is given as not detected or beyond a limit, and a test record keeps measured figures only; type the figure to keep in its field, or leave it empty',
        'Line 2 ("C2H2 <0.5"): Acetylene (C₂H₂) is given as not detected or beyond a limit, and a test record keeps measured figures only; type the figure to keep in its field, or leave it empty',
        'Line 4 ("Ethylene: N.D."): Ethylene (C₂H₄) is given as not detected or beyond a limit, and a test record keeps measured figures only; type the figure to keep in its field, or leave it empty',
      ],
      unread: ["C2H2 ND", "C2H2 <0.5", "Ethylene: N.D."],
    });
  });

  it("refuses a line whose figure cannot be tied to the result's unit", () => {
    const pasted = [
      "BDV 2.5 mm",
      "Water content 0.0018 %",
      "BDV 55 kV 60 kV",
      "Resistivity 1.2 x 10^13",
      "Acidity 0,04",
      "Water content (%) 0.0018",
      "IR 850 mΩ",
      "H2 12 ppm\tCH4 5",
    ].join("\n");
    expect(readPasted(pasted)).toEqual({
      values: {},
      problems: [
        'Line 1 ("BDV 2.5 mm"): Breakdown voltage (BDV) has no figure in kV on this line; type it in its field',
        'Line 2 ("Water content 0.0018 %"): Water content has no figure in mg/kg on this line; type it in its field',
        'Line 3 ("BDV 55 kV 60 kV"): Breakdown voltage (BDV) has more than one figure in kV on this line; type the right one in its field',
        'Line 4 ("Resistivity 1.2 x 10^13"): Resistivity at 90 °C has no figure in GΩ·m on this line; type it in its field',
        'Line 5 ("Acidity 0,04"): cannot read the figure "0,04"; type it in its field',
        'Line 6 ("Water content (%) 0.0018"): Water content is given in %, not mg/kg; type it in its field',
        'Line 7 ("IR 850 mΩ"): Insulation resistance (IR), 60 s, HV to LV+earth has no figure in MΩ on this line; type it in its field',
        'Line 8 ("H2 12 ppm\tCH4 5"): Hydrogen (H₂) has more than one figure on this line; type the right one in its field',
      ],
      unread: pasted.split("\n"),
    });
  });

  it("keeps the first figure of a result pasted twice with another figure", () => {
    expect(readPasted("H2 12\nHydrogen 12 ppm\nH2 14")).toEqual({
      values: { h2: "12" },
      problems: ['Line 3 ("H2 14") gives Hydrogen (H₂) again: the figure of line 1 is kept'],
      unread: ["H2 14"],
    });
  });

  it("reads a dissipation factor printed as a percentage, and furans in µg/kg", () => {
    expect(readPasted("Tan delta at 90°C 0.45 %\n2-FAL 210 µg/kg").values).toEqual({
      ddf: "0.0045",
      fal: "0.21",
    });
    expect(readPasted("DDF (%) at 90 °C 0.45").values).toEqual({ ddf: "0.0045" });
    expect(readPasted("Furfural 1,250 ug/kg").values).toEqual({ fal: "1.25" });
  });

  it("refuses furans in ppb, which may be per litre", () => {
    expect(readPasted("2-FAL 210 ppb")).toEqual({
      values: {},
      problems: [
        'Line 1 ("2-FAL 210 ppb"): 2-Furfuraldehyde (2-FAL) has no figure in mg/kg on this line; type it in its field',
      ],
      unread: ["2-FAL 210 ppb"],
    });
  });

  it("reads insulation resistance in MΩ and GΩ, and a bare polarisation index", () => {
    expect(readPasted("IR 60 s 5 kV 850 MΩ\nPI 1.8").values).toEqual({ ir60: "850", pi: "1.8" });
    expect(readPasted("Insulation resistance 2.5 GΩ").values).toEqual({ ir60: "2500" });
  });
});
