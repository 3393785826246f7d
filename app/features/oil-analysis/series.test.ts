import { describe, expect, it } from "vitest";
import { fitRates, leastSquares } from "./series.ts";

describe("rates by least squares", () => {
  it("fits a straight line", () => {
    // Through (0, 1), (1, 3), (2, 5): slope 2, intercept 1.
    expect(
      leastSquares([
        { x: 0, y: 1 },
        { x: 1, y: 3 },
        { x: 2, y: 5 },
      ]),
    ).toEqual({ slope: 2, intercept: 1 });
  });

  it("reads a steady rise over three samples", () => {
    // 2024-01-01, 2024-07-01, 2024-12-30 are 182 days apart; C₂H₂ 2, 4, 6:
    // 4 µL/L over 364 days = 4 × 365.25 / 364 = 4.0137 µL/L a year, above the typical 0.
    const rates = fitRates(
      [
        { sampleDate: "2024-01-01", gases: { c2h2: 2 } },
        { sampleDate: "2024-07-01", gases: { c2h2: 4 } },
        { sampleDate: "2024-12-30", gases: { c2h2: 6 } },
      ],
      false,
    );
    expect(rates).toMatchObject({ kind: "rates", days: 364, samples: 3 });
    const item = rates.kind === "rates" ? rates.items[0] : undefined;
    expect(item).toMatchObject({ gas: "c2h2", samples: 3, significant: true, exceeded: true });
    expect(item?.perYear).toBeCloseTo(4.0137, 4);
    expect(item?.outlier).toBeUndefined();
  });

  it("names a middle sample off the trend, and finds no rise in the other two", () => {
    // H₂ 100, 300, 102: the line through all three rises 2 µL/L in 364 days
    // (2 × 365.25 / 364 = 2.0069 a year); 300 is 132.67 above the line at its date (167.33),
    // more than the laboratory's scatter (15 % of 300 = 45).
    const rates = fitRates(
      [
        { sampleDate: "2024-01-01", gases: { h2: 100 } },
        { sampleDate: "2024-07-01", gases: { h2: 300 } },
        { sampleDate: "2024-12-30", gases: { h2: 102 } },
      ],
      false,
    );
    const item = rates.kind === "rates" ? rates.items[0] : undefined;
    expect(item?.perYear).toBeCloseTo(2.0069, 4);
    expect(item).toMatchObject({ significant: false, exceeded: false });
    expect(item?.outlier?.sampleDate).toBe("2024-07-01");
    expect(item?.outlier?.expected).toBeCloseTo(167.33, 2);
  });

  it("does not let one doubtful earlier sample raise the alarm", () => {
    // H₂ 100, 100, 400, 100, each 182 days apart. The line through all four rises
    // 27300 / 165620 = 0.16484 µL/L a day = 60.21 a year, above the typical 35; without the 400
    // the other three are flat, so the rate is not counted.
    const rates = fitRates(
      [
        { sampleDate: "2024-01-01", gases: { h2: 100 } },
        { sampleDate: "2024-07-01", gases: { h2: 100 } },
        { sampleDate: "2024-12-30", gases: { h2: 400 } },
        { sampleDate: "2025-06-30", gases: { h2: 100 } },
      ],
      false,
    );
    const item = rates.kind === "rates" ? rates.items[0] : undefined;
    expect(item?.perYear).toBeCloseTo(60.21, 2);
    expect(item).toMatchObject({
      significant: true,
      exceeded: false,
      outlier: { sampleDate: "2024-12-30", value: 400 },
    });
  });

  it("takes 3.0 → 3.1 µL/L of C₂H₂ in a year for laboratory scatter", () => {
    // 0.1 µL/L is far inside the smallest change we count: twice the 0.5 µL/L detection limit.
    const rates = fitRates(
      [
        { sampleDate: "2024-01-01", gases: { c2h2: 3 } },
        { sampleDate: "2025-01-01", gases: { c2h2: 3.1 } },
      ],
      false,
    );
    expect(rates.kind === "rates" ? rates.items[0] : undefined).toMatchObject({
      minimumChange: 1,
      significant: false,
      exceeded: false,
    });
  });

  it("sorts the samples by date and refuses two on one day", () => {
    const sorted = fitRates(
      [
        { sampleDate: "2025-01-01", gases: { ch4: 50 } },
        { sampleDate: "2024-01-01", gases: { ch4: 10 } },
      ],
      false,
    );
    expect(sorted).toMatchObject({ from: "2024-01-01", to: "2025-01-01", days: 366 });
    expect(
      fitRates(
        [
          { sampleDate: "2025-01-01", gases: { ch4: 50 } },
          { sampleDate: "2025-01-01", gases: { ch4: 10 } },
        ],
        false,
      ),
    ).toEqual({
      kind: "error",
      message: "Two samples carry the same date; each needs its own date.",
    });
  });
});
