import { describe, expect, it } from "vitest";
import { oilAnalysisExamples } from "./examples.ts";
import {
  type OilAnalysisInput,
  parseOilAnalysisParams,
  toOilAnalysisParams,
  validateOilAnalysis,
} from "./schema.ts";

describe("the inputs", () => {
  const errorsOf = (query: string) => {
    const result = parseOilAnalysisParams(new URLSearchParams(query));
    return result.ok ? {} : result.fieldErrors;
  };

  it.each([
    ["vc=gt170&bdv=-5", "bdv", "Breakdown voltage (BDV) cannot be negative"],
    [
      "vc=gt170&bdv=400",
      "bdv",
      "Breakdown voltage (BDV) must be at most 150 kV: check the value and its unit",
    ],
    ["vc=gt170&h2o=-1", "h2o", "Water content cannot be negative"],
    [
      "vc=gt170&h2o=900",
      "h2o",
      "Water content must be at most 500 mg/kg: check the value and its unit",
    ],
    ["vc=gt170&acid=7", "acid", "Acidity must be at most 5 mg KOH/g: check the value and its unit"],
    ["vc=gt170&ift=3", "ift", "Interfacial tension (IFT) must be at least 5 mN/m"],
    ["vc=gt170&ddf=abc", "ddf", "Enter DDF (tan δ) at 90 °C as a number, for example 0.02"],
    ["vc=gt170&res=0", "res", "Resistivity at 90 °C must be at least 0.01 GΩ·m"],
    ["vc=gt170&col=9", "col", "Colour (ISO 2049) must be at most 8: check the value and its unit"],
    ["vc=gt170&t=-40", "t", "Oil temperature at sampling must be between −30 °C and 120 °C"],
    [
      "vc=gt170&co2=2000000",
      "co2",
      "Carbon dioxide (CO₂) must be at most 10,00,000 µL/L: check the value and its unit",
    ],
    [
      "vc=gt170&e_c2h2=-2&e_d=2024-01-01&d=2025-01-01",
      "e_c2h2",
      "Acetylene (C₂H₂) in the earlier sample cannot be negative",
    ],
    [
      "vc=gt170&o2=2000000",
      "o2",
      "Oxygen (O₂) must be at most 10,00,000 µL/L: check the value and its unit",
    ],
    ["vc=gt170&h2=1,5", "h2", "Enter hydrogen (H₂) as a number in µL/L, for example 25"],
    ["bdv=60", "vc", "Choose the voltage class of the transformer"],
    ["vc=400kV", "vc", "Choose the voltage class of the transformer"],
    ["vc=gt170&gap=1mm", "gap", "Choose the electrode gap used for the BDV test"],
    [
      "vc=gt170&oltc=maybe",
      "oltc",
      "Say whether the unit has an on-load tap changer (OLTC) and whether its oil communicates with the main tank",
    ],
    [
      "vc=gt170&d=2025-02-30",
      "d",
      "Enter the date of this sample as YYYY-MM-DD, for example 2025-03-14",
    ],
    [
      "vc=gt170&d=2025-03-10&e_d=2025-03-10&e_h2=5",
      "e_d",
      "The earlier sample must be dated before this sample (2025-03-10)",
    ],
    [
      "vc=gt170&d=2025-03-10&e_h2=5",
      "e_d",
      "Enter the date of the earlier sample, so that rates of increase can be worked out",
    ],
    [
      "vc=gt170&e_d=2025-03-10&e_h2=5",
      "d",
      "Enter the date of this sample, so that rates of increase can be worked out",
    ],
  ])("refuses %s with a message on %s", (query, field, message) => {
    expect(errorsOf(query)).toMatchObject({ [field]: message });
  });

  it("lists every message in form order", () => {
    const result = parseOilAnalysisParams(new URLSearchParams("h2=-1&bdv=999"));
    expect(result).toEqual({
      ok: false,
      fieldErrors: {
        vc: "Choose the voltage class of the transformer",
        bdv: "Breakdown voltage (BDV) must be at most 150 kV: check the value and its unit",
        h2: "Hydrogen (H₂) cannot be negative",
      },
      summary: [
        "Choose the voltage class of the transformer",
        "Breakdown voltage (BDV) must be at most 150 kV: check the value and its unit",
        "Hydrogen (H₂) cannot be negative",
      ],
    });
  });

  it("reads a hand-written query string", () => {
    const query =
      "vc=72.5-170&mva=31.5&age=&oltc=yes&br=sealed&bdv=48&gap=2.5mm-IEC60156&h2o=22&t=35" +
      "&acid=0.11&col=3.5&sed=none&slu=present&d=2025-01-05&h2=120&ch4=45&c2h2=0.5" +
      "&co2=1%2C20%2C000&e_d=2024-07-05&e_h2=80&utm_source=mail";
    expect(parseOilAnalysisParams(new URLSearchParams(query))).toEqual({
      ok: true,
      data: {
        equipment: {
          voltageClass: "72.5-170",
          ratingMva: 31.5,
          oltc: "common",
          breathing: "sealed",
        },
        oil: {
          bdvKv: 48,
          electrodeGap: "2.5mm-IEC60156",
          waterMgKg: 22,
          oilTempC: 35,
          acidityMgKoh: 0.11,
          colour: 3.5,
          sediment: "none",
          sludge: "present",
        },
        sampleDate: "2025-01-05",
        gases: { h2: 120, ch4: 45, c2h2: 0.5, co2: 120000 },
        earlier: { sampleDate: "2024-07-05", gases: { h2: 80 } },
      },
    });
  });

  it("writes a short query string in form order", () => {
    const input: OilAnalysisInput = {
      equipment: { voltageClass: "le72.5", oltc: "common" },
      oil: { bdvKv: 38.5 },
      sampleDate: "2025-01-01",
      gases: { c2h2: 3 },
    };
    expect(toOilAnalysisParams(input).toString()).toBe(
      "vc=le72.5&oltc=common&bdv=38.5&d=2025-01-01&c2h2=3",
    );
  });

  it.each(oilAnalysisExamples.map((entry) => [entry.id, entry.input] as const))(
    "round-trips the %s example through a URL",
    (_, input) => {
      const url = `/tools/oil-analysis?${toOilAnalysisParams(input)}`;
      const parsed = parseOilAnalysisParams(new URL(url, "https://example.in").searchParams);
      expect(parsed).toEqual({ ok: true, data: input });
    },
  );

  it("accepts numbers as well as text, and drops an empty earlier sample", () => {
    expect(
      validateOilAnalysis({
        equipment: { voltageClass: "gt170", oltc: "none" },
        oil: { ddf90: 0.004 },
        earlier: { gases: {} },
      }),
    ).toEqual({
      ok: true,
      data: {
        equipment: { voltageClass: "gt170", oltc: "none" },
        oil: { ddf90: 0.004 },
        gases: {},
      },
    });
  });
});
