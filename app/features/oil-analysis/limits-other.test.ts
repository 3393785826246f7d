import { describe, expect, it } from "vitest";
import { waterCorrection } from "./limits-other.ts";
import { typicalConcentration, typicalRate } from "./typical-gases.ts";

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
