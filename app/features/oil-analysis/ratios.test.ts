import { describe, expect, it } from "vitest";
import { co2CoRatio, oltcLeakRatio } from "./other-ratios.ts";
import {
  conditionText,
  type FaultGases,
  interpretRatios,
  matchRatioCases,
  type RatioCase,
  ratioTable,
} from "./ratios.ts";

// IEC 60599 Table A.1 low ends, no communicating OLTC.
const typical: FaultGases = { h2: 50, ch4: 30, c2h6: 20, c2h4: 60, c2h2: 2 };

describe("IEC 60599 basic gas ratios", () => {
  it.each<[string, FaultGases, RatioCase | null, RatioCase[]]>([
    // C₂H₂/C₂H₄ 0, CH₄/H₂ 0.05, C₂H₄/C₂H₆ 0.1: PD, and T1 whose limits it also meets
    ["PD", { h2: 1000, ch4: 50, c2h6: 100, c2h4: 10, c2h2: 0 }, "PD", ["T1"]],
    // 3, 0.3, 2
    ["D1", { h2: 200, ch4: 60, c2h6: 10, c2h4: 20, c2h2: 60 }, "D1", []],
    // 0.8, 0.3, 5
    ["D2", { h2: 400, ch4: 120, c2h6: 20, c2h4: 100, c2h2: 80 }, "D2", []],
    // 2, 0.3, 3: in both D1 and D2, reported as D2
    ["D1 and D2 at once", { h2: 100, ch4: 30, c2h6: 10, c2h4: 30, c2h2: 60 }, "D2", ["D1"]],
    // 0.02, 2, 0.5
    ["T1", { h2: 50, ch4: 100, c2h6: 100, c2h4: 50, c2h2: 1 }, "T1", []],
    // 0.02, 3, 2.5
    ["T2", { h2: 50, ch4: 150, c2h6: 100, c2h4: 250, c2h2: 5 }, "T2", []],
    // 0.04, 3, 10
    ["T3", { h2: 100, ch4: 300, c2h6: 50, c2h4: 500, c2h2: 20 }, "T3", []],
    // 0.4, 2, 3: no row
    ["no row", { h2: 50, ch4: 100, c2h6: 100, c2h4: 300, c2h2: 120 }, null, []],
    // C₂H₄/C₂H₆ exactly 4 is T2 (1–4), not T3 (> 4)
    ["C₂H₄/C₂H₆ = 4", { h2: 50, ch4: 100, c2h6: 100, c2h4: 400, c2h2: 4 }, "T2", []],
    ["C₂H₄/C₂H₆ = 4.1", { h2: 50, ch4: 100, c2h6: 100, c2h4: 410, c2h2: 4 }, "T3", []],
    // C₂H₄/C₂H₆ exactly 1 is T2 (1–4), not T1 (< 1)
    ["C₂H₄/C₂H₆ = 1", { h2: 50, ch4: 100, c2h6: 100, c2h4: 100, c2h2: 1 }, "T2", []],
    // CH₄/H₂ exactly 0.1 is not PD (< 0.1)
    ["CH₄/H₂ = 0.1", { h2: 1000, ch4: 100, c2h6: 100, c2h4: 10, c2h2: 0 }, "T1", []],
  ])("reads %s", (_, gases, expected, alsoMatches) => {
    const result = interpretRatios(gases, typical);
    expect(result).toMatchObject({ kind: "ratios", case: expected, alsoMatches });
  });

  it("gives the ratios and the row's name", () => {
    expect(interpretRatios({ h2: 100, ch4: 300, c2h6: 50, c2h4: 500, c2h2: 20 }, typical)).toEqual({
      kind: "ratios",
      ratios: { c2h2C2h4: 0.04, ch4H2: 3, c2h4C2h6: 10 },
      case: "T3",
      name: "Thermal fault above 700 °C",
      alsoMatches: [],
      source: "IEC 60599:2022 Table 1 (basic gas ratios)",
    });
  });

  it("says when the ratios fit no row", () => {
    const result = interpretRatios({ h2: 50, ch4: 100, c2h6: 100, c2h4: 300, c2h2: 120 }, typical);
    expect(result).toMatchObject({
      case: null,
      name: "The ratios fit no row of the table; read the Duval triangle instead",
    });
  });

  it("reads nothing when every gas is at or below its typical value", () => {
    expect(interpretRatios({ h2: 50, ch4: 30, c2h6: 20, c2h4: 60, c2h2: 2 }, typical)).toEqual({
      kind: "notEnoughGas",
      reason: "Every fault gas is at or below its typical value, so the ratios carry no diagnosis.",
    });
  });

  it("reads low gases when they are rising faster than typical", () => {
    const result = interpretRatios({ h2: 20, ch4: 25, c2h6: 10, c2h4: 30, c2h2: 0 }, typical, {
      rising: true,
    });
    // 0, 1.25, 3: T2
    expect(result).toMatchObject({ kind: "ratios", case: "T2" });
  });

  it.each<[string, FaultGases, string, string[]]>([
    // 0/0 = 0; 40/500 = 0.08 < 0.1; 0/30 = 0 < 0.2: PD, and T1's C₂H₄/C₂H₆ < 1 too
    ["C₂H₄ zero", { h2: 500, ch4: 40, c2h6: 30, c2h4: 0, c2h2: 0 }, "PD", ["T1"]],
    // 0/100 = 0; 200/0 above every limit (> 1); 100/30 = 3.33 in 1–4: T2
    ["H₂ zero", { h2: 0, ch4: 200, c2h6: 30, c2h4: 100, c2h2: 0 }, "T2", []],
    // 0/0 = 0; 0.08; 0/0 = 0: PD, and T1
    ["C₂H₄ and C₂H₆ zero", { h2: 500, ch4: 40, c2h6: 0, c2h4: 0, c2h2: 0 }, "PD", ["T1"]],
    // 5/300 = 0.017 < 0.2; 200/100 = 2 > 1; 300/0 above every limit (> 4): T3, not T2's 1–4
    ["C₂H₆ zero", { h2: 100, ch4: 200, c2h6: 0, c2h4: 300, c2h2: 5 }, "T3", []],
  ])("decides with a zero denominator as Table 1 allows (%s)", (_, gases, found, also) => {
    expect(interpretRatios(gases, typical, { rising: true })).toMatchObject({
      kind: "ratios",
      case: found,
      alsoMatches: also,
    });
  });

  it("says which gas was zero", () => {
    const result = interpretRatios({ h2: 0, ch4: 200, c2h6: 30, c2h4: 100, c2h2: 0 }, typical, {
      rising: true,
    });
    expect(result).toMatchObject({
      ratios: { ch4H2: Number.POSITIVE_INFINITY },
      note: "H₂ is zero (or below detection): a ratio over zero is above every limit of Table 1, and 0/0 is read as 0.",
    });
  });

  it.each([
    [1, { h2: 3, ch4: 0.3, c2h6: 1, c2h4: 0, c2h2: 0 }],
    [10, { h2: 30, ch4: 3, c2h6: 10, c2h4: 0, c2h2: 0 }],
    [1000, { h2: 3000, ch4: 300, c2h6: 1000, c2h4: 0, c2h2: 0 }],
  ])("reads CH₄/H₂ of exactly 0.1 as not below 0.1 at scale ×%s (T1, not PD)", (_, gases) => {
    // In floating point 0.3 / 3 is 0.09999999999999999, which would read as PD.
    expect(interpretRatios(gases, typical, { rising: true })).toMatchObject({
      case: "T1",
      alsoMatches: [],
    });
  });

  it("prints the table as the standard does", () => {
    expect(
      ratioTable.map((row) => [
        row.case,
        conditionText(row.c2h2C2h4),
        conditionText(row.ch4H2),
        conditionText(row.c2h4C2h6),
      ]),
    ).toEqual([
      ["PD", "NS", "< 0.1", "< 0.2"],
      ["D1", "> 1", "0.1–0.5", "> 1"],
      ["D2", "0.6–2.5", "0.1–1", "> 2"],
      ["T1", "NS", "NS", "< 1"],
      ["T2", "< 0.1", "> 1", "1–4"],
      ["T3", "< 0.2", "> 1", "> 4"],
    ]);
  });

  it("matches ratios directly", () => {
    expect(matchRatioCases({ c2h2C2h4: 0.6, ch4H2: 0.1, c2h4C2h6: 2.1 })).toEqual(["D2"]);
    expect(matchRatioCases({ c2h2C2h4: 2.5, ch4H2: 1, c2h4C2h6: 2.1 })).toEqual(["D2"]);
    expect(matchRatioCases({ c2h2C2h4: 2.6, ch4H2: 0.5, c2h4C2h6: 1.1 })).toEqual(["D1"]);
  });
});

describe("CO₂/CO", () => {
  const typicalCarbon = { co: 400, co2: 3800 };

  it.each([
    // 4000 / 1500 = 2.67
    [1500, 4000, "paper-in-fault"],
    // 3900 / 1300 = 3: not below 3
    [1300, 3900, "no-indication"],
    // 4000 / 500 = 8
    [500, 4000, "no-indication"],
    // 5000 / 500 = 10: not above 10
    [500, 5000, "no-indication"],
    // 5000 / 450 = 11.1
    [450, 5000, "paper-overheating"],
  ])("CO %s and CO₂ %s read as %s", (co, co2, reading) => {
    expect(co2CoRatio({ co, co2 }, typicalCarbon)).toMatchObject({ kind: "ratio", reading });
  });

  it("is worked on the rise of both gases when an earlier sample shows it, and says on what", () => {
    // As they stand 5000 / 1200 = 4.17: no indication. Risen by 2000 and 800: 2.5, below 3.
    expect(
      co2CoRatio({ co: 1200, co2: 5000 }, typicalCarbon, {
        co: 800,
        co2: 2000,
        since: "2024-03-10",
      }),
    ).toEqual({
      kind: "ratio",
      value: 2.5,
      reading: "paper-in-fault",
      text: "Below 3: the paper insulation is probably involved in a fault. A furan analysis (IEC 61198) tells how far the paper has aged. Worked on the rise since 2024-03-10 (CO₂ +2,000, CO +800 µL/L).",
      source: "IEC 60599:2022, 5.5 (CO₂/CO ratio)",
    });
    expect(co2CoRatio({ co: 1200, co2: 5000 }, typicalCarbon)).toMatchObject({
      reading: "no-indication",
      text: "Between 3 and 10: no particular indication. Worked on the values as they stand: with an earlier sample that shows both gases rising, it is worked on the rise, which leaves out CO₂ taken up from the air.",
    });
  });

  it("is read only when both gases are above their typical values", () => {
    expect(co2CoRatio({ co: 300, co2: 6000 }, typicalCarbon)).toEqual({
      kind: "notApplicable",
      reason:
        "The CO₂/CO ratio is read only when CO is above 400 µL/L and CO₂ above 3800 µL/L (their typical values).",
    });
    expect(co2CoRatio({ co: 900, co2: 3800 }, typicalCarbon).kind).toBe("notApplicable");
  });
});

describe("C₂H₂/H₂ for OLTC contamination", () => {
  it("suspects the OLTC above 2", () => {
    expect(oltcLeakRatio({ h2: 50, c2h2: 150 }, 2)).toMatchObject({ value: 3, suspected: true });
    expect(oltcLeakRatio({ h2: 100, c2h2: 150 }, 2)).toMatchObject({
      value: 1.5,
      suspected: false,
    });
  });

  it("says nothing when acetylene is typical or there is no hydrogen", () => {
    expect(oltcLeakRatio({ h2: 1, c2h2: 2 }, 2)).toBeUndefined();
    expect(oltcLeakRatio({ h2: 0, c2h2: 30 }, 2)).toBeUndefined();
  });
});

describe("the other ratios on their limits", () => {
  it.each([
    [1300.4, 3901.2], // 3901.2 / 1300.4 is 2.9999999999999996 in floating point
    [1500, 4500],
    [150000, 450000],
  ])("CO₂/CO of exactly 3 (CO %s, CO₂ %s) is 'no particular indication'", (co, co2) => {
    expect(co2CoRatio({ co, co2 }, { co: 400, co2: 3800 })).toMatchObject({
      reading: "no-indication",
    });
  });

  it("does not suspect the OLTC at C₂H₂/H₂ of exactly 2, and does just above it", () => {
    expect(oltcLeakRatio({ h2: 0.7, c2h2: 1.4 }, 1)).toMatchObject({ suspected: false });
    expect(oltcLeakRatio({ h2: 30, c2h2: 60 }, 2)).toMatchObject({ suspected: false });
    expect(oltcLeakRatio({ h2: 30, c2h2: 60.1 }, 2)).toMatchObject({ suspected: true });
  });
});
