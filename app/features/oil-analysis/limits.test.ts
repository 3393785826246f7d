import { describe, expect, it } from "vitest";
import {
  colourLimit,
  inhibitorLimit,
  judge,
  limitText,
  oilLimit,
  type Verdict,
  type VoltageClass,
  waterCorrection,
} from "./limits";
import { typicalConcentration, typicalRate } from "./typical-gases";

type Property = "bdv" | "water" | "acidity" | "ift" | "ddf" | "resistivity";

/**
 * IEC 60422:2013 Table 5, written out by hand: every limit of every class at its value, just
 * above and just below. The Fair band includes both of its ends.
 */
const cases: [VoltageClass, Property, [number, Verdict][]][] = [
  // > 170 kV (categories O and A)
  [
    "gt170",
    "bdv",
    [
      [49.9, "poor"],
      [50, "fair"],
      [50.1, "fair"],
      [59.9, "fair"],
      [60, "fair"],
      [60.1, "good"],
    ],
  ],
  [
    "gt170",
    "water",
    [
      [14.9, "good"],
      [15, "fair"],
      [15.1, "fair"],
      [19.9, "fair"],
      [20, "fair"],
      [20.1, "poor"],
    ],
  ],
  [
    "gt170",
    "acidity",
    [
      [0.09, "good"],
      [0.1, "fair"],
      [0.11, "fair"],
      [0.14, "fair"],
      [0.15, "fair"],
      [0.16, "poor"],
    ],
  ],
  [
    "gt170",
    "ift",
    [
      [21.9, "poor"],
      [22, "fair"],
      [22.1, "fair"],
      [27.9, "fair"],
      [28, "fair"],
      [28.1, "good"],
    ],
  ],
  [
    "gt170",
    "ddf",
    [
      [0.09, "good"],
      [0.1, "fair"],
      [0.11, "fair"],
      [0.19, "fair"],
      [0.2, "fair"],
      [0.21, "poor"],
    ],
  ],
  [
    "gt170",
    "resistivity",
    [
      [2.9, "poor"],
      [3, "fair"],
      [3.1, "fair"],
      [9.9, "fair"],
      [10, "fair"],
      [10.1, "good"],
    ],
  ],
  // > 72.5 kV up to 170 kV (category B)
  [
    "72.5-170",
    "bdv",
    [
      [39.9, "poor"],
      [40, "fair"],
      [40.1, "fair"],
      [49.9, "fair"],
      [50, "fair"],
      [50.1, "good"],
    ],
  ],
  [
    "72.5-170",
    "water",
    [
      [19.9, "good"],
      [20, "fair"],
      [20.1, "fair"],
      [29.9, "fair"],
      [30, "fair"],
      [30.1, "poor"],
    ],
  ],
  [
    "72.5-170",
    "acidity",
    [
      [0.09, "good"],
      [0.1, "fair"],
      [0.11, "fair"],
      [0.19, "fair"],
      [0.2, "fair"],
      [0.21, "poor"],
    ],
  ],
  [
    "72.5-170",
    "ift",
    [
      [21.9, "poor"],
      [22, "fair"],
      [22.1, "fair"],
      [27.9, "fair"],
      [28, "fair"],
      [28.1, "good"],
    ],
  ],
  [
    "72.5-170",
    "ddf",
    [
      [0.09, "good"],
      [0.1, "fair"],
      [0.11, "fair"],
      [0.49, "fair"],
      [0.5, "fair"],
      [0.51, "poor"],
    ],
  ],
  [
    "72.5-170",
    "resistivity",
    [
      [0.19, "poor"],
      [0.2, "fair"],
      [0.21, "fair"],
      [2.9, "fair"],
      [3, "fair"],
      [3.1, "good"],
    ],
  ],
  // up to 72.5 kV (category C)
  [
    "le72.5",
    "bdv",
    [
      [29.9, "poor"],
      [30, "fair"],
      [30.1, "fair"],
      [39.9, "fair"],
      [40, "fair"],
      [40.1, "good"],
    ],
  ],
  [
    "le72.5",
    "water",
    [
      [29.9, "good"],
      [30, "fair"],
      [30.1, "fair"],
      [39.9, "fair"],
      [40, "fair"],
      [40.1, "poor"],
    ],
  ],
  [
    "le72.5",
    "acidity",
    [
      [0.14, "good"],
      [0.15, "fair"],
      [0.16, "fair"],
      [0.29, "fair"],
      [0.3, "fair"],
      [0.31, "poor"],
    ],
  ],
  [
    "le72.5",
    "ift",
    [
      [21.9, "poor"],
      [22, "fair"],
      [22.1, "fair"],
      [27.9, "fair"],
      [28, "fair"],
      [28.1, "good"],
    ],
  ],
  [
    "le72.5",
    "ddf",
    [
      [0.09, "good"],
      [0.1, "fair"],
      [0.11, "fair"],
      [0.49, "fair"],
      [0.5, "fair"],
      [0.51, "poor"],
    ],
  ],
  [
    "le72.5",
    "resistivity",
    [
      [0.19, "poor"],
      [0.2, "fair"],
      [0.21, "fair"],
      [2.9, "fair"],
      [3, "fair"],
      [3.1, "good"],
    ],
  ],
];

describe("IEC 60422:2013 Table 5 limits", () => {
  for (const [voltageClass, property, values] of cases) {
    it.each(values)(`${voltageClass} ${property} %s is %s`, (value, verdict) => {
      // These IFT rows are the inhibited-oil limits; uninhibited oil is tested below.
      const limit = oilLimit(property, voltageClass, property === "ift" ? "inhibited" : undefined);
      expect(judge(limit, value)).toBe(verdict);
    });
  }

  it.each<[number, Verdict]>([
    [19.9, "poor"],
    [20, "fair"],
    [20.1, "fair"],
    [24.9, "fair"],
    [25, "fair"],
    [25.1, "good"],
  ])("uninhibited oil: IFT %s mN/m is %s", (value, verdict) => {
    expect(judge(oilLimit("ift", "gt170", "uninhibited"), value)).toBe(verdict);
  });

  it("judges IFT of an oil not stated to be inhibited as uninhibited oil, and says so", () => {
    const limit = oilLimit("ift", "72.5-170");
    expect(limitText(limit)).toBe("Good > 25 mN/m; Fair 20–25 mN/m; Poor < 20 mN/m");
    expect(limit.source).toBe("IEC 60422:2013 Table 5, equipment category B, uninhibited oil");
    expect(limit.note).toContain("the limits for uninhibited oil are used");
    expect(limitText(oilLimit("ift", "72.5-170", "inhibited"))).toBe(
      "Good > 28 mN/m; Fair 22–28 mN/m; Poor < 22 mN/m",
    );
  });

  it.each<[number, Verdict]>([
    [39.9, "poor"],
    [40, "fair"],
    [40.1, "fair"],
    [59.9, "fair"],
    [60, "fair"],
    [60.1, "good"],
  ])("inhibitor remaining %s %% of new is %s", (value, verdict) => {
    expect(judge(inhibitorLimit, value)).toBe(verdict);
  });

  it("writes the bands out with their units", () => {
    expect(limitText(oilLimit("bdv", "gt170"))).toBe("Good > 60 kV; Fair 50–60 kV; Poor < 50 kV");
    expect(limitText(oilLimit("water", "72.5-170"))).toBe(
      "Good < 20 mg/kg; Fair 20–30 mg/kg; Poor > 30 mg/kg",
    );
    expect(limitText(oilLimit("ddf", "le72.5"))).toBe("Good < 0.1; Fair 0.1–0.5; Poor > 0.5");
  });

  it("cites the table, the edition and the category, and notes IS 1866:2017", () => {
    expect(oilLimit("acidity", "gt170").source).toBe(
      "IEC 60422:2013 Table 5, equipment category O and A",
    );
    expect(oilLimit("acidity", "72.5-170").source).toBe(
      "IEC 60422:2013 Table 5, equipment category B",
    );
    expect(oilLimit("acidity", "le72.5").source).toBe(
      "IEC 60422:2013 Table 5, equipment category C",
    );
    expect(oilLimit("bdv", "le72.5").note).toContain(
      "IS 1866:2017 is identical with IEC 60422:2013",
    );
    expect(oilLimit("bdv", "le72.5").note).toContain("2.5 mm gap");
  });

  it.each<[number, Verdict]>([
    [2.4, "good"],
    [2.5, "fair"],
    [4, "fair"],
    [4.1, "poor"],
  ])("grades ISO 2049 colour %s as %s", (value, verdict) => {
    expect(judge(colourLimit, value)).toBe(verdict);
  });
});

describe("the IEC 60422 Annex A water correction", () => {
  it.each([
    // 2.24 · e^(−0.8) = 2.24 × 0.449329 = 1.006497
    [20, 1.006497],
    // 2.24 · e^(−1.6) = 2.24 × 0.201897 = 0.452248
    [40, 0.452248],
    // 2.24 · e^(−2.8) = 2.24 × 0.060810 = 0.136214
    [70, 0.136214],
  ])("at %s °C multiplies by %s", (temperature, factor) => {
    expect(waterCorrection.factor(temperature)).toBeCloseTo(factor, 5);
  });
});

describe("IEC 60599:2022 Annex A typical values", () => {
  it("uses the low end of each Table A.1 range", () => {
    expect(typicalConcentration("h2", false)).toMatchObject({ value: 50, range: [50, 150] });
    expect(typicalConcentration("c2h2", false)).toMatchObject({ value: 2, range: [2, 20] });
    expect(typicalConcentration("c2h2", true)).toMatchObject({ value: 60, range: [60, 280] });
    expect(typicalConcentration("co2", false)).toMatchObject({ value: 3800, range: [3800, 14000] });
    expect(typicalConcentration("co", true).source).toBe(
      "IEC 60599:2022 Table A.1, power transformers, OLTC communicating with the main tank (low end of the 90 % typical range)",
    );
  });

  it("uses the low end of each Table A.2 rate range", () => {
    expect(typicalRate("c2h2", false)).toMatchObject({ value: 0, range: [0, 4] });
    expect(typicalRate("c2h2", true)).toMatchObject({ value: 21, range: [21, 37] });
    expect(typicalRate("c2h4", false)).toMatchObject({ value: 32, range: [32, 146] });
  });
});
