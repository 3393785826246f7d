import { describe, expect, it } from "vitest";
import { judgeAsset, samplesOf } from "./judge.ts";
import type { Results } from "./results.ts";

const results = (part: Partial<Results>): Results => ({
  oil: {},
  gases: {},
  electrical: {},
  other: [],
  ...part,
});
const asset = {
  iec_category: "C",
  hv_kv: 33,
  rating: 10,
  rating_unit: "MVA",
  year: 2011,
  oltc_make: null,
};

describe("a unit's samples for the interpreter", () => {
  it("takes an oil test and a DGA of the same day as one sample, and leaves OLTC samples out", () => {
    expect(
      samplesOf([
        {
          sampled_on: "2026-02-01",
          sample_point: "main-tank",
          results: results({ gases: { h2: 110 } }),
        },
        {
          sampled_on: "2026-02-01",
          sample_point: "main-tank",
          results: results({ oil: { bdvKv: 58 } }),
        },
        {
          sampled_on: "2026-02-01",
          sample_point: "oltc",
          results: results({ gases: { c2h2: 300 } }),
        },
      ]),
    ).toEqual([{ sampleDate: "2026-02-01", gases: { h2: 110 }, oil: { bdvKv: 58 } }]);
  });

  it("fits the gases' rates over three samples by least squares", () => {
    const dga = (day: string, h2: number) => ({
      sampled_on: day,
      sample_point: "main-tank",
      results: results({ gases: { h2, ch4: 10, c2h6: 8, c2h4: 5, c2h2: 0, co: 300, co2: 2500 } }),
    });
    const judged = judgeAsset(
      asset,
      [dga("2024-02-01", 20), dga("2025-02-01", 60), dga("2026-02-01", 110)],
      "2026-03-01",
    );
    const rates = judged.interpretation?.rates;
    expect(rates?.kind).toBe("rates");
    const hydrogen =
      rates?.kind === "rates" ? rates.items.find((item) => item.gas === "h2") : undefined;
    // Least squares through (0, 20), (366, 60), (731, 110) days: 0.12311 µL/L a day, 44.97 a year.
    expect(hydrogen?.perYear).toBeCloseTo(44.97, 1);
    expect(hydrogen?.samples).toBe(3);
  });
});
