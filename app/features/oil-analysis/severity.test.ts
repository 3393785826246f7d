import { describe, expect, it } from "vitest";
import { interpret } from "./interpret.ts";
import type { OilAnalysisInput } from "./schema.ts";

type Equipment = OilAnalysisInput["equipment"];

function reading(
  gases: OilAnalysisInput["gases"],
  equipment: Partial<Equipment> = {},
  extra: Partial<OilAnalysisInput> = {},
) {
  return interpret({
    equipment: { voltageClass: "gt170", oltc: "none", ...equipment },
    oil: {},
    gases,
    ...extra,
  } as OilAnalysisInput);
}

describe("gases below detection limits", () => {
  it("does not place hydrocarbons at 0.1 µL/L on the triangle, and never reads arcing", () => {
    const result = reading({ h2: 55, ch4: 0.1, c2h6: 0.1, c2h4: 0.1, c2h2: 0.1 });
    expect(result.duval).toEqual({
      kind: "notEnoughGas",
      reason:
        "CH₄, C₂H₄ and C₂H₂ are all zero or below the laboratory's detection limits (CH₄ 1, C₂H₄ 1, C₂H₂ 0.5 µL/L; IEC 60567:2011, required detection limits for dissolved gases), so there is no point to place on the triangle.",
    });
    expect(result.overall.condition).toBe("watch");
    expect(result.overall.reason).toBe(
      "Hydrogen (H₂) is above its typical value (55 µL/L, typical 50 µL/L).",
    );
    expect(result.notes).toContain(
      "Methane (CH₄) 0.1 µL/L, Ethane (C₂H₆) 0.1 µL/L, Ethylene (C₂H₄) 0.1 µL/L, Acetylene (C₂H₂) 0.1 µL/L: below the detection limit a laboratory is expected to reach (IEC 60567:2011, required detection limits for dissolved gases), so taken as not detected.",
    );
  });

  it("does not name a fault from hydrocarbons all within their typical values", () => {
    // CH₄ 5, C₂H₄ 1, C₂H₂ 1 would be D1 (14 % C₂H₂), but none is above typical or rising.
    const result = reading({ h2: 10, ch4: 5, c2h6: 2, c2h4: 1, c2h2: 1 }, { breathing: "free" });
    expect(result.duval.kind).toBe("notEnoughGas");
    expect(result.overall.condition).toBe("normal");
  });

  it("takes a gas below its detection limit as zero on the triangle, and says so", () => {
    // CH₄ 100, C₂H₄ 20, C₂H₂ 0.3 (below 0.5): 83.3 %, 16.7 %, 0 %: T1
    const result = reading({ h2: 20, ch4: 100, c2h6: 40, c2h4: 20, c2h2: 0.3 });
    expect(result.duval).toMatchObject({
      kind: "zone",
      zone: "T1",
      note: "C₂H₂ below the detection limit (CH₄ 1, C₂H₄ 1, C₂H₂ 0.5 µL/L; IEC 60567:2011, required detection limits for dissolved gases) is taken as zero.",
    });
  });
});

describe("severity grows with the gases", () => {
  // A sealed unit: IEEE C57.104-2019 O₂/N₂ ≤ 0.2 column, H₂ 90th percentile 80, 95th 200,
  // extreme (ten times the 95th) 2000; IEC 60599 typical H₂ 50.
  it.each<[number, string, string | undefined]>([
    [3, "normal", undefined], // below the 5 µL/L detection limit
    [40, "normal", undefined],
    [60, "watch", "W2"], // above typical 50
    [150, "watch", "W2"], // above the 90th percentile, not the 95th
    [250, "act-soon", "S5"], // above the 95th percentile: status 3
    [2000, "act-now", "N4"], // ten times the 95th percentile
  ])("H₂ %s µL/L is %s", (h2, condition, rule) => {
    const result = reading({ h2 }, { breathing: "sealed" });
    expect(result.overall.condition).toBe(condition);
    expect(result.overall.findings[0]?.rule).toBe(rule);
  });

  it("does not act soon on a guess about the unit's breathing", () => {
    // IEEE C57.104-2019 H₂: 95th percentile 200 sealed, 90 free-breathing; 90th 80 and 40.
    const unknown = reading({ h2: 100 });
    expect(unknown.overall.condition).toBe("watch");
    expect(unknown.overall.findings.map((finding) => finding.rule)).toEqual(["W2"]);
    expect(reading({ h2: 100 }, { breathing: "free" }).overall.findings[0]).toEqual({
      level: "act-soon",
      rule: "S5",
      text: "Hydrogen (H₂) is above the IEEE C57.104-2019 95th percentile (100 µL/L, 95th percentile 90 µL/L): DGA status 3.",
    });
    expect(reading({ h2: 250 }).overall.findings[0]).toEqual({
      level: "act-soon",
      rule: "S5",
      text: "Hydrogen (H₂) is above the IEEE C57.104-2019 95th percentile (250 µL/L, 95th percentile 200 µL/L): DGA status 3.",
    });
  });

  it("acts now on partial discharges with H₂ at tens of thousands of µL/L", () => {
    // CH₄ 1000 of 1005: 99.5 % CH₄: PD. CH₄/H₂ = 0.033 < 0.1: hydrogen leads.
    const result = reading({ h2: 30000, ch4: 1000, c2h6: 60, c2h4: 5, c2h2: 0 });
    expect(result.duval).toMatchObject({ kind: "zone", zone: "PD" });
    expect(result.overall.condition).toBe("act-now");
    expect(result.overall.findings[0]?.rule).toBe("N4");
    expect(result.overall.nextSteps).toContain(
      "Measure partial discharges (acoustic or electrical) to locate the source.",
    );
  });

  it("acts now on a T2 fault with CH₄ 5000 and C₂H₄ 3000 µL/L", () => {
    // 5000, 3000, 10 of 8010: 62.4 %, 37.5 %, 0.1 %: T2.
    const result = reading({ h2: 800, ch4: 5000, c2h6: 900, c2h4: 3000, c2h2: 10 });
    expect(result.duval).toMatchObject({ kind: "zone", zone: "T2" });
    expect(result.overall.condition).toBe("act-now");
  });

  it("never reads 'Watch' on arcing with significant gases", () => {
    // CH₄ 30, C₂H₄ 40, C₂H₂ 30 of 100: D2 (C₂H₄ ≥ 23, C₂H₂ ≥ 29).
    const result = reading({ h2: 60, ch4: 30, c2h6: 10, c2h4: 40, c2h2: 30 });
    expect(result.duval).toMatchObject({ kind: "zone", zone: "D2" });
    expect(result.overall.condition).toBe("act-now");
  });

  it("acts soon, not now, on a D2 point drawn from a few µL/L of each gas", () => {
    // CH₄ 3, C₂H₄ 3, C₂H₂ 2 of 8: 37.5 %, 37.5 %, 25 %: D2. C₂H₂ 2 is at, not above, typical 2;
    // it is above the IEEE 90th percentile (1, the lower column), so the triangle is read.
    const result = reading({ h2: 10, ch4: 3, c2h6: 2, c2h4: 3, c2h2: 2 });
    expect(result.duval).toMatchObject({ kind: "zone", zone: "D2" });
    expect(result.overall.condition).toBe("act-soon");
    expect(result.overall.reason).toBe(
      "Duval Triangle 1 places the gases in zone D2: discharges of high energy (arcing). Its acetylene is still within the typical value.",
    );
  });

  it("acts soon, not now, on arcing read from 2.5 µL/L of acetylene, within its typical range", () => {
    // CH₄ 10, C₂H₄ 5, C₂H₂ 2.5 of 17.5: 57.1 %, 28.6 %, 14.3 %: D2 (C₂H₄ 23–40 %, C₂H₂ ≥ 13 %).
    // C₂H₂ 2.5 is above the low end of IEC 60599's typical range (2) but far from its top (20).
    const result = interpret({
      equipment: { voltageClass: "72.5-170", oltc: "none" },
      oil: {},
      gases: { h2: 20, ch4: 10, c2h6: 8, c2h4: 5, c2h2: 2.5, co: 300, co2: 2500 },
    } as OilAnalysisInput);
    expect(result.duval).toMatchObject({ kind: "zone", zone: "D2" });
    expect(result.overall.condition).toBe("act-soon");
    expect(result.overall.findings[0]).toEqual({
      level: "act-soon",
      rule: "S1",
      text: "Duval Triangle 1 places the gases in zone D2: discharges of high energy (arcing). Its acetylene (2.5 µL/L) is within the typical range of 2–20 µL/L and not rising fast: confirm it with a prompt resample before any decision on service.",
    });
    expect(result.overall.nextSteps).toContain(
      "If the resample confirms the discharge, plan an internal inspection. Before it, run winding resistance, SFRA, capacitance and tan δ tests on windings and bushings, and look for loose connections and floating potentials.",
    );
  });

  it("reads acetylene rising 1 → 3 µL/L in a year as a rise to confirm, 1 → 8 as an active discharge", () => {
    const slow = reading(
      { h2: 15, ch4: 3, c2h6: 2, c2h4: 3, c2h2: 3 },
      {},
      {
        sampleDate: "2025-03-10",
        earlier: { sampleDate: "2024-03-10", gases: { h2: 15, ch4: 3, c2h6: 2, c2h4: 3, c2h2: 1 } },
      },
    );
    // 2 µL/L in 365 days is 2.0 a year: above the low end of IEC 60599 Table A.2 (0), not its
    // top (4 µL/L a year).
    expect(slow.overall.condition).toBe("act-soon");
    expect(slow.overall.findings.find((finding) => finding.rule === "S2")?.text).toBe(
      "Acetylene (C₂H₂) is above its typical value (3 µL/L, typical 2 µL/L) and rising (2 µL/L a year over 2 samples, typical 0 µL/L), no faster than the top of the typical range (4 µL/L a year): confirm the rise with a prompt resample.",
    );
    const fast = reading(
      { h2: 15, ch4: 3, c2h6: 2, c2h4: 3, c2h2: 8 },
      {},
      {
        sampleDate: "2025-03-10",
        earlier: { sampleDate: "2024-03-10", gases: { h2: 15, ch4: 3, c2h6: 2, c2h4: 3, c2h2: 1 } },
      },
    );
    // 7 µL/L in 365 days: 7.0 a year, above the top of the typical range.
    expect(fast.overall.condition).toBe("act-now");
    expect(fast.overall.findings[0]).toEqual({
      level: "act-now",
      rule: "N2",
      text: "Acetylene (C₂H₂) is above its typical value (8 µL/L, typical 2 µL/L) and rising (7 µL/L a year over 2 samples, typical 0 µL/L): an active discharge.",
    });
  });

  it("reads C₂H₂ going 3.0 → 3.1 µL/L in a year as steady, not as an active discharge", () => {
    // Free-breathing: C₂H₂ 90th percentile 2, 95th 7. 3.1 is above typical (2) and the 90th.
    const result = reading(
      { c2h2: 3.1 },
      { breathing: "free" },
      { sampleDate: "2025-01-01", earlier: { sampleDate: "2024-01-01", gases: { c2h2: 3 } } },
    );
    expect(result.overall.condition).toBe("watch");
    expect(result.overall.findings.map((finding) => finding.rule)).toEqual(["W2"]);
  });
});

describe("advice that fits the unit", () => {
  const c2h2Rich = { h2: 20, ch4: 10, c2h6: 5, c2h4: 10, c2h2: 60 };
  const leakStep =
    "Test the OLTC compartment's oil and check its barrier and seals: a C₂H₂/H₂ ratio above 2 in the main tank often means its oil or gas reaches the main tank. Settle this before an internal inspection of the main tank.";

  it("gives OLTC leak advice only for a unit with an OLTC in its own compartment", () => {
    expect(reading(c2h2Rich, { oltc: "none" }).overall.nextSteps).not.toContain(leakStep);
    expect(reading(c2h2Rich, { oltc: "none" }).oltcLeak).toBeUndefined();
    expect(reading(c2h2Rich, { oltc: "separate" }).overall.nextSteps).toContain(leakStep);
    expect(reading(c2h2Rich, { oltc: "common" }).overall.nextSteps).not.toContain(leakStep);
    expect(reading(c2h2Rich, {}).overall.nextSteps).not.toContain(leakStep);
  });

  it("does not advise a partial-discharge measurement when methane leads in the PD zone", () => {
    // CH₄ 200 of 202: 99 % CH₄: PD; CH₄/H₂ = 3.3: not hydrogen-led.
    const result = reading({ h2: 60, ch4: 200, c2h6: 30, c2h4: 2, c2h2: 0 });
    expect(result.duval).toMatchObject({ kind: "zone", zone: "PD" });
    expect(result.overall.nextSteps.join(" ")).not.toContain("Measure partial discharges");
    expect(result.overall.nextSteps.join(" ")).toContain("stray gassing");
    // Triangle 4 looks closer: H₂ 60, CH₄ 200, C₂H₆ 30 of 290 are 20.7 %, 69 %, 10.3 %:
    // CH₄ ≥ 36 % with C₂H₆ < 24 % is C. Triangle 5 is not read after PD.
    expect(result.lowTemperature.triangle4).toMatchObject({ zone: "C" });
    expect(result.lowTemperature.triangle5).toBeUndefined();
  });

  it("does not speak of gases rising when only the oil was tested", () => {
    const result = reading({}, {}, { oil: { acidityMgKoh: 0.2 } });
    expect(result.overall.condition).toBe("act-soon");
    expect(result.overall.nextSteps[0]).toBe(
      "Resample within 2 to 4 weeks to confirm the results, and plan the work below.",
    );
  });
});
