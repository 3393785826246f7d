import { describe, expect, it } from "vitest";
import { oilAnalysisExamples } from "./examples.ts";
import { interpret } from "./interpret.ts";
import type { OilAnalysisInput } from "./schema.ts";

function example(id: "healthy" | "overheating" | "arcing"): OilAnalysisInput {
  const found = oilAnalysisExamples.find((entry) => entry.id === id);
  if (!found) throw new Error(`no example ${id}`);
  return structuredClone(found.input);
}

function only(input: Partial<OilAnalysisInput> & Pick<OilAnalysisInput, "equipment">) {
  return { oil: {}, gases: {}, ...input } as OilAnalysisInput;
}

describe("interpret", () => {
  it("finds a healthy unit normal", () => {
    const result = interpret(example("healthy"));
    expect(result.overall).toEqual({
      condition: "normal",
      reason: "Every result entered is Good and every gas is within its typical value.",
      findings: [],
      nextSteps: ["Test the oil and DGA again at the routine interval, usually once a year."],
    });
    expect(result.properties.map((judgement) => [judgement.property, judgement.verdict])).toEqual([
      ["bdv", "good"],
      ["water", "good"],
      ["acidity", "good"],
      ["ift", "good"],
      ["ddf", "good"],
      ["resistivity", "good"],
      ["colour", "good"],
      ["sediment", "good"],
      ["sludge", "good"],
    ]);
    // 8 mg/kg at 40 °C × 2.24 · e^(−1.6) = 8 × 0.452248 = 3.618 mg/kg at 20 °C
    const water = result.properties.find((judgement) => judgement.property === "water");
    expect(water?.value).toBeCloseTo(3.618, 3);
    expect(water?.measured?.text).toBe(
      "Measured 8 mg/kg at 40 °C, which is 3.62 mg/kg at 20 °C (IEC 60422:2013 Annex A, f = 2.24·e^(−0.04·ts)).",
    );
    expect(result.gases.every((check) => !check.above)).toBe(true);
    expect(result.duval).toMatchObject({ kind: "notEnoughGas" });
    expect(result.ratios).toMatchObject({ kind: "notEnoughGas" });
  });

  it("works out rates per year from an earlier sample", () => {
    const { rates } = interpret(example("healthy"));
    if (rates.kind !== "rates") throw new Error(rates.kind);
    // 2024-03-12 to 2025-03-10: 365 − 2 days = 363 days.
    expect(rates.days).toBe(363);
    const hydrogen = rates.items.find((item) => item.gas === "h2");
    // (12 − 10) × 365.25 / 363 = 2.0124 µL/L a year, typical 35
    expect(hydrogen?.perYear).toBeCloseTo(2.0124, 4);
    expect(hydrogen).toMatchObject({ earlier: 10, current: 12, typicalRate: 35, exceeded: false });
    expect(rates.items.map((item) => item.gas)).toEqual([
      "h2",
      "ch4",
      "c2h6",
      "c2h4",
      "c2h2",
      "co",
      "co2",
    ]);
  });

  it("finds an overheating unit a T3 fault to act on soon", () => {
    const result = interpret(example("overheating"));
    expect(result.overall.condition).toBe("act-soon");
    expect(result.overall.reason).toBe(
      "Duval Triangle 1 places the gases in zone T3: thermal fault above 700 °C.",
    );
    expect(result.overall.findings.map((finding) => finding.rule)).toEqual([
      "S1",
      "S2",
      "S2",
      "S2",
      "S2",
      "W2",
      "W2",
    ]);
    // CH₄ 310, C₂H₄ 520, C₂H₂ 1 of 831: 37.30 %, 62.58 %, 0.12 %
    expect(result.duval).toMatchObject({ kind: "zone", zone: "T3" });
    if (result.duval.kind !== "zone") throw new Error("no zone");
    expect(result.duval.percentages.ch4).toBeCloseTo(37.3045, 4);
    expect(result.duval.percentages.c2h4).toBeCloseTo(62.5752, 4);
    expect(result.duval.percentages.c2h2).toBeCloseTo(0.1203, 4);
    // 1/520 = 0.0019, 310/95 = 3.26, 520/120 = 4.33
    expect(result.ratios).toMatchObject({ kind: "ratios", case: "T3", alsoMatches: [] });
    // 4200 / 450 = 9.33: both above typical, no particular indication
    expect(result.co2co).toMatchObject({ kind: "ratio", reading: "no-indication" });
    if (result.rates.kind !== "rates") throw new Error(result.rates.kind);
    // 2024-09-15 to 2025-03-15 is 181 days; C₂H₄ (520 − 360) × 365.25 / 181 = 322.87 a year
    expect(result.rates.days).toBe(181);
    const ethylene = result.rates.items.find((item) => item.gas === "c2h4");
    expect(ethylene?.perYear).toBeCloseTo(322.873, 3);
    expect(ethylene?.exceeded).toBe(true);
    expect(result.rates.items.find((item) => item.gas === "c2h2")).toMatchObject({
      perYear: 0,
      exceeded: false,
    });
    expect(result.overall.nextSteps[0]).toBe(
      "Resample within 2 to 4 weeks to confirm the results and measure how fast the gases rise, and plan the work below.",
    );
    expect(result.overall.nextSteps.some((step) => step.startsWith("Look for the hot spot"))).toBe(
      true,
    );
    // O₂/N₂ = 9000 / 56000 = 0.16 in a free-breathing unit
    expect(result.oxygenNitrogen?.text).toBe(
      "O₂/N₂ is 0.161, below 0.3 in a free-breathing unit: oxygen is being used up by oxidation or heating faster than it is replaced.",
    );
  });

  it("finds an arcing unit a D2 fault to act on now", () => {
    const result = interpret(example("arcing"));
    expect(result.overall.condition).toBe("act-now");
    expect(result.overall.reason).toBe(
      "Duval Triangle 1 places the gases in zone D2: discharges of high energy (arcing).",
    );
    // 2024-11-20 to 2025-02-20 is 92 days; C₂H₂ (150 − 35) × 365.25 / 92 = 456.56 a year
    expect(result.overall.findings.slice(0, 2)).toEqual([
      {
        level: "act-now",
        rule: "N1",
        text: "Duval Triangle 1 places the gases in zone D2: discharges of high energy (arcing).",
      },
      {
        level: "act-now",
        rule: "N2",
        text: "Acetylene (C₂H₂) is above its typical value (150 µL/L, typical 2 µL/L) and rising (457 µL/L a year over 2 samples, typical 0 µL/L): an active discharge.",
      },
    ]);
    // CH₄ 90, C₂H₄ 170, C₂H₂ 150 of 410: 21.95 %, 41.46 %, 36.59 %
    expect(result.duval).toMatchObject({ kind: "zone", zone: "D2" });
    // 150/170 = 0.88, 90/420 = 0.21, 170/25 = 6.8
    expect(result.ratios).toMatchObject({ kind: "ratios", case: "D2", alsoMatches: [] });
    // IFT 26 mN/m: Good for uninhibited oil (> 25), which the example states.
    expect(result.properties.map((judgement) => [judgement.property, judgement.verdict])).toEqual([
      ["bdv", "fair"],
      ["water", "good"],
      ["acidity", "fair"],
      ["ift", "good"],
      ["ddf", "good"],
      ["resistivity", "good"],
      ["colour", "fair"],
      ["sediment", "good"],
      ["sludge", "good"],
    ]);
    expect(
      result.overall.nextSteps.some((step) => step.startsWith("Plan an internal inspection")),
    ).toBe(true);
  });

  it("asks for a prompt resample of acetylene with no earlier sample", () => {
    const input = example("arcing");
    delete input.earlier;
    const result = interpret(input);
    expect(result.overall.condition).toBe("act-now");
    expect(result.rates).toEqual({
      kind: "none",
      reason: "Enter an earlier DGA with its date to see how fast each gas is rising.",
    });
    // A sealed unit: O₂/N₂ ≤ 0.2 column, 95th percentile 2 µL/L; 150 is more than ten times it.
    expect(result.overall.findings.find((finding) => finding.rule === "N4")?.text).toBe(
      "Acetylene (C₂H₂) is at 150 µL/L, at least ten times the IEEE C57.104-2019 95th percentile (20 µL/L and above): a fault is producing gas fast, whatever its kind.",
    );
    input.gases.c2h2 = 15;
    expect(interpret(input).overall.findings.find((finding) => finding.rule === "S3")?.text).toBe(
      "Acetylene (C₂H₂) is above its typical value (15 µL/L, typical 2 µL/L); without an earlier value it is not known whether it is rising.",
    );
  });

  it("finds low-energy discharges (D1) a reason to act soon", () => {
    // CH₄ 10, C₂H₄ 5, C₂H₂ 15 of 30: 33.3 %, 16.7 %, 50 %: D1
    const result = interpret(
      only({
        equipment: { voltageClass: "72.5-170" },
        gases: { h2: 100, ch4: 10, c2h6: 5, c2h4: 5, c2h2: 15 },
      }),
    );
    expect(result.overall.condition).toBe("act-soon");
    expect(result.overall.reason).toBe(
      "Duval Triangle 1 places the gases in zone D1: discharges of low energy (sparking).",
    );
    expect(result.notes).toContain(
      "Typical gas values assume the unit has no on-load tap changer whose oil communicates with the main tank. Say in the form whether it has one: acetylene is then expected.",
    );
  });
});
