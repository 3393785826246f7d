import { describe, expect, it } from "vitest";
import { interpret } from "./interpret.ts";
import { interpretSeries, sampleDuval } from "./interpret-series.ts";
import { parseOilAnalysisParams, toOilAnalysisParams } from "./schema.ts";

// Four samples of H₂: 40, 70, 100, 130 µL/L on 2023-07-01, 2024-01-01, 2024-07-01, 2025-01-01
// (days 0, 184, 366, 550). Least squares: mean day 275, mean H₂ 85;
// Σ dx·dy = 275·45 + 91·15 + 91·15 + 275·45 = 27480, Σ dx² = 2·(275² + 91²) = 167812;
// 27480 / 167812 = 0.163755 µL/L a day = 59.81 µL/L a year.
const query =
  "vc=gt170&oltc=none&d=2025-01-01&h2=130&e_d=2024-07-01&e_h2=100" +
  "&e2_d=2024-01-01&e2_h2=70&e3_d=2023-07-01&e3_h2=40";

describe("several samples of one unit", () => {
  it("reads up to six dated samples from a shareable address and fits the rate to all", () => {
    const parsed = parseOilAnalysisParams(new URLSearchParams(query));
    if (!parsed.ok) throw new Error(parsed.summary.join("; "));
    expect(parsed.data.earlier2).toEqual({ sampleDate: "2024-01-01", gases: { h2: 70 } });
    expect(parsed.data.earlier3).toEqual({ sampleDate: "2023-07-01", gases: { h2: 40 } });
    expect(toOilAnalysisParams(parsed.data).toString()).toBe(query);
    const result = interpret(parsed.data);
    expect(result.rates).toMatchObject({ kind: "rates", samples: 4, days: 550 });
    const h2 = result.rates.kind === "rates" ? result.rates.items[0] : undefined;
    expect(h2?.perYear).toBeCloseTo(59.81, 2);
    // Above typical (50) and rising faster than typical (35 a year): act soon.
    expect(result.overall.findings[0]?.rule).toBe("S2");
  });

  it.each([
    ["vc=gt170&d=2025-01-01&e2_h2=70", "e2_d", "Enter the date of the second earlier sample"],
    [
      "vc=gt170&d=2025-01-01&e3_d=2025-02-01&e3_h2=70",
      "e3_d",
      "The third earlier sample must be dated before this sample (2025-01-01)",
    ],
    [
      "vc=gt170&d=2025-01-01&e_d=2024-01-01&e_h2=5&e4_d=2024-01-01&e4_h2=70",
      "e4_d",
      "Another earlier sample is dated 2024-01-01: each sample needs its own date",
    ],
    [
      "vc=gt170&e5_d=2024-01-01&e5_h2=70",
      "d",
      "Enter the date of this sample, so that rates of increase can be worked out",
    ],
  ])("refuses %s with a message on %s", (text, field, message) => {
    const result = parseOilAnalysisParams(new URLSearchParams(text));
    expect(result.ok ? {} : result.fieldErrors).toMatchObject({ [field]: message });
  });

  it("gives the passport the same reading from samples in any order", () => {
    const result = interpretSeries({ voltageClass: "gt170", oltc: "none" }, [
      { sampleDate: "2024-01-01", gases: { h2: 70 } },
      { sampleDate: "2025-01-01", gases: { h2: 130 } },
      { sampleDate: "2023-07-01", gases: { h2: 40 } },
      { sampleDate: "2024-07-01", gases: { h2: 100 } },
    ]);
    expect(result?.rates).toMatchObject({ kind: "rates", samples: 4, from: "2023-07-01" });
    expect(result?.gases[0]).toMatchObject({ gas: "h2", value: 130 });
    expect(interpretSeries({ voltageClass: "gt170" }, [{ sampleDate: "soon", gases: {} }])).toBe(
      undefined,
    );
  });
});

describe("one sample of a unit's history on Duval Triangle 1", () => {
  const equipment = { voltageClass: "gt170", oltc: "none", breathing: "free" } as const;

  it("names no fault from gases all within their typical values", () => {
    // CH₄ 7 (typical 30, IEEE 90th 20), C₂H₄ 3 (typical 60), C₂H₂ 0: 70 %, 30 %, 0 % would be
    // T2, but no gas is present enough for the triangle to mean anything.
    expect(sampleDuval(equipment, { h2: 20, ch4: 7, c2h6: 5, c2h4: 3, c2h2: 0 })).toMatchObject({
      kind: "notEnoughGas",
    });
  });

  it("names the zone once a gas stands above its typical value", () => {
    // CH₄ 120, C₂H₄ 150 (above typical 60), C₂H₂ 0.2 (below its 0.5 detection limit, so zero):
    // 44.4 %, 55.6 %, 0 %: T3 (C₂H₄ ≥ 50 %, C₂H₂ < 15 %).
    expect(
      sampleDuval(equipment, { h2: 40, ch4: 120, c2h6: 30, c2h4: 150, c2h2: 0.2 }),
    ).toMatchObject({ kind: "zone", zone: "T3" });
  });
});

describe("CO₂/CO over a unit's samples", () => {
  it("is worked on the rise since the first sample when both gases rose beyond scatter", () => {
    // CO 400 → 1200 (+800, scatter 180), CO₂ 3000 → 5000 (+2000, scatter 750) in a year:
    // 2000 / 800 = 2.5, where 5000 / 1200 = 4.17 would have said nothing.
    const result = interpretSeries({ voltageClass: "gt170", oltc: "none" }, [
      { sampleDate: "2024-03-10", gases: { co: 400, co2: 3000 } },
      { sampleDate: "2025-03-10", gases: { co: 1200, co2: 5000 } },
    ]);
    expect(result?.co2co).toMatchObject({ kind: "ratio", value: 2.5, reading: "paper-in-fault" });
  });
});
