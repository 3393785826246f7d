/**
 * A test record becomes a report's lines: each value with its unit, method standard, limit and
 * verdict, and when the record holds more than a report prints, the judged lines are kept.
 */
import { describe, expect, it } from "vitest";
import { type RecordForLines, reportLinesOf } from "./report-lines.ts";

const asset33kV: RecordForLines["asset"] = {
  iecCategory: "C",
  hvKv: 33,
  rating: 10,
  ratingUnit: "MVA",
  year: 2012,
  oltcMake: null,
  oilType: "mineral",
};

describe("reportLinesOf", () => {
  it("maps BDV, water, acidity, DGA, 2-FAL, IR and PI of a 33 kV unit to judged lines", () => {
    const result = reportLinesOf({
      asset: asset33kV,
      record: {
        sampledOn: "2026-03-10",
        samplePointKey: "main-tank",
        results: {
          oil: { bdvKv: 58, waterMgKg: 35, acidityMgKoh: 0.35, furanMgKg: 0.5 },
          gases: { h2: 120, ch4: 20, c2h2: 0, co2: 2500, o2: 12000 },
          electrical: { ir60: 2500, pi: 1.8 },
          other: [],
        },
      },
    });
    expect(result.lines).toEqual([
      {
        parameter: "Breakdown voltage (BDV)",
        value: "58",
        unit: "kV",
        method: "IEC 60156:2018 (2.5 mm gap)",
        limit: "Min 30 kV (IEC 60422:2013 Table 5, cat. C)",
        verdict: "satisfactory",
      },
      {
        parameter: "Water content",
        value: "35",
        unit: "mg/kg",
        method: "IEC 60814:1997 (Karl Fischer)",
        limit: "Max 40 mg/kg (IEC 60422:2013 Table 5, cat. C)",
        verdict: "satisfactory",
      },
      {
        parameter: "Acidity",
        value: "0.35",
        unit: "mg KOH/g",
        method: "IEC 62021-1:2003 (potentiometric)",
        limit: "Max 0.3 mg KOH/g (IEC 60422:2013 Table 5, cat. C)",
        verdict: "not-satisfactory",
      },
      {
        parameter: "2-Furfuraldehyde (2-FAL)",
        value: "0.5",
        unit: "mg/kg",
        method: "IEC 61198:1993 (HPLC)",
        limit: "",
        verdict: "reported",
      },
      {
        parameter: "Hydrogen (H₂)",
        value: "120",
        unit: "µL/L",
        method: "IEC 60567:2011 (extraction, GC); IEC 60599:2022",
        limit: "Typical ≤ 50 (IEC 60599:2022 Table A.1)",
        verdict: "reported",
      },
      {
        parameter: "Methane (CH₄)",
        value: "20",
        unit: "µL/L",
        method: "IEC 60567:2011 (extraction, GC); IEC 60599:2022",
        limit: "Typical ≤ 30 (IEC 60599:2022 Table A.1)",
        verdict: "satisfactory",
      },
      {
        parameter: "Acetylene (C₂H₂)",
        value: "0",
        unit: "µL/L",
        method: "IEC 60567:2011 (extraction, GC); IEC 60599:2022",
        limit: "Typical ≤ 2 (IEC 60599:2022 Table A.1)",
        verdict: "satisfactory",
      },
      {
        parameter: "Carbon dioxide (CO₂)",
        value: "2,500",
        unit: "µL/L",
        method: "IEC 60567:2011 (extraction, GC); IEC 60599:2022",
        limit: "Typical ≤ 3,800 (IEC 60599:2022 Table A.1)",
        verdict: "satisfactory",
      },
      {
        parameter: "Oxygen (O₂)",
        value: "12,000",
        unit: "µL/L",
        method: "IEC 60567:2011 (extraction, GC); IEC 60599:2022",
        limit: "",
        verdict: "reported",
      },
      {
        parameter: "Insulation resistance (IR), 60 s, HV to LV+earth",
        value: "2,500",
        unit: "MΩ",
        method: "IEEE C57.152-2013 (insulation resistance)",
        limit: "",
        verdict: "reported",
      },
      {
        parameter: "Polarisation index (PI), IR 10 min / 1 min",
        value: "1.8",
        unit: "",
        method: "IEEE C57.152-2013 (insulation resistance)",
        limit: "",
        verdict: "reported",
      },
    ]);
    expect(result.leftOut).toEqual([]);
    // Water at 35 mg/kg is Fair for category C (30 to 40); 2-FAL 0.5 mg/kg is DP 517 by Chendong.
    expect(result.remarks[0]).toBe(
      "Fair by IEC 60422:2013 Table 5 (satisfactory, to be tested again sooner): Water content.",
    );
    expect(result.remarks[1]).toBe(
      "Above the typical values of IEC 60599:2022 Table A.1, which are not limits: Hydrogen (H₂). Sample again sooner and judge by the rate of increase.",
    );
    expect(result.remarks[2]).toMatch(/^Estimated DP 517: the paper has aged moderately\./);
  });

  it("uses the limits of the unit's category: 60 kV BDV is Fair above 170 kV, 41 mg/kg water Poor", () => {
    const { lines } = reportLinesOf({
      asset: { ...asset33kV, iecCategory: "A", hvKv: 220 },
      record: {
        sampledOn: "2026-03-10",
        samplePointKey: "main-tank",
        results: { oil: { bdvKv: 60, waterMgKg: 41 }, gases: {}, electrical: {}, other: [] },
      },
    });
    expect(lines.map((line) => [line.limit, line.verdict])).toEqual([
      ["Min 50 kV (IEC 60422:2013 Table 5, cat. O and A)", "satisfactory"],
      ["Max 20 mg/kg (IEC 60422:2013 Table 5, cat. O and A)", "not-satisfactory"],
    ]);
  });

  it("reports an OLTC compartment's gases without judging them against the main tank's typical values", () => {
    const { lines } = reportLinesOf({
      asset: { ...asset33kV, oltcMake: "CTR" },
      record: {
        sampledOn: "2026-03-10",
        samplePointKey: "oltc",
        results: { oil: {}, gases: { h2: 300, c2h2: 90 }, electrical: {}, other: [] },
      },
    });
    expect(lines.map((line) => [line.parameter, line.limit, line.verdict])).toEqual([
      ["Hydrogen (H₂)", "", "reported"],
      ["Acetylene (C₂H₂)", "", "reported"],
    ]);
  });

  it("judges the oxidation inhibitor in % by mass against 40 % of the new oil's content", () => {
    const judged = reportLinesOf({
      asset: asset33kV,
      record: {
        sampledOn: "2026-03-10",
        samplePointKey: "main-tank",
        results: {
          oil: { inhibitorPct: 0.2, inhibitorNewPct: 0.3, inhibition: "inhibited" },
          gases: {},
          electrical: {},
          other: [],
        },
      },
    });
    // 0.2 of 0.3 is 66.7 %: above 60 %, Good.
    expect(judged.lines).toEqual([
      {
        parameter: "Oxidation inhibitor",
        value: "0.2",
        unit: "% by mass",
        method: "IEC 60666:2010",
        limit: "Min 0.12 % by mass: 40 % of the new oil's 0.3 % (IEC 60422:2013 Table 5)",
        verdict: "satisfactory",
      },
    ]);
    const unknown = reportLinesOf({
      asset: asset33kV,
      record: {
        sampledOn: "2026-03-10",
        samplePointKey: "main-tank",
        results: { oil: { inhibitorPct: 0.2 }, gases: {}, electrical: {}, other: [] },
      },
    });
    expect(unknown.lines.map((line) => [line.parameter, line.limit, line.verdict])).toEqual([
      ["Oxidation inhibitor", "", "reported"],
    ]);
  });

  it("keeps the judged lines when a record holds more than 24 results and names those left out", () => {
    const { lines, leftOut } = reportLinesOf({
      asset: asset33kV,
      record: {
        sampledOn: "2026-03-10",
        samplePointKey: "main-tank",
        results: {
          oil: {
            bdvKv: 62,
            waterMgKg: 12,
            acidityMgKoh: 0.05,
            iftMnM: 32,
            ddf90: 0.02,
            resistivityGohmM90: 50,
            colour: 1.5,
            sediment: "none",
            sludge: "none",
            inhibitorPct: 0.2,
            furanMgKg: 0.1,
          },
          gases: {
            h2: 10,
            ch4: 5,
            c2h6: 4,
            c2h4: 3,
            c2h2: 0,
            co: 200,
            co2: 1500,
            o2: 9000,
            n2: 50000,
          },
          electrical: {
            ir60: 3000,
            pi: 2.1,
            wrHv: 420,
            wrLv: 8.5,
            ratioDev: -0.2,
            capPf: 4200,
            tanDelta: 0.3,
          },
          other: [
            { name: "Core insulation", value: 500, unit: "MΩ" },
            { name: "Moisture in paper", value: 1.2, unit: "%" },
          ],
        },
      },
    });
    expect(lines).toHaveLength(24);
    expect(leftOut).toEqual([
      "Winding resistance, LV, highest phase",
      "Capacitance, HV to LV+earth",
      "Dissipation factor (tan δ) of the winding insulation",
      "Core insulation",
      "Moisture in paper",
    ]);
    expect(lines.find((line) => line.parameter.startsWith("Turns ratio"))).toEqual({
      parameter: "Turns ratio, largest deviation from nameplate",
      value: "−0.2",
      unit: "%",
      method: "IEC 60076-1:2011, 11.3",
      limit: "Within ±0.5 % (IEC 60076-1:2011 Table 1)",
      verdict: "satisfactory",
    });
    expect(lines.find((line) => line.parameter === "Sediment")).toMatchObject({
      value: "None",
      limit: "None (IEC 60422:2013 Table 5)",
      verdict: "satisfactory",
    });
  });
});
