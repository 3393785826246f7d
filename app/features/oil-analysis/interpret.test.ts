import { describe, expect, it } from "vitest";
import { oilAnalysisExamples } from "./examples";
import { interpret } from "./interpret";
import {
  type OilAnalysisInput,
  parseOilAnalysisParams,
  toOilAnalysisParams,
  validateOilAnalysis,
} from "./schema";

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

  it("acts now when BDV and water are both Poor", () => {
    const result = interpret(
      only({ equipment: { voltageClass: "le72.5" }, oil: { bdvKv: 25, waterMgKg: 45 } }),
    );
    expect(result.overall.condition).toBe("act-now");
    expect(result.overall.reason).toBe(
      "Breakdown voltage and water content are both Poor: the oil can no longer be relied on to insulate.",
    );
    expect(
      result.properties.find((judgement) => judgement.property === "water")?.measured?.text,
    ).toBe(
      "No sampling temperature was entered, so the value is judged as measured; the limits assume water corrected to 20 °C per IEC 60422:2013 Annex A.",
    );
    expect(result.overall.nextSteps).toContain(
      "Dry the oil by hot-oil vacuum filtration (dehydration and degassing); if the water returns, the winding insulation is wet and needs on-site drying.",
    );
    expect(result.notes).toContain(
      "The BDV is taken to be measured with the IEC 60156 (IS 6792) 2.5 mm gap.",
    );
  });

  it("acts soon on one Poor property and watches a Fair one", () => {
    const poor = interpret(
      only({ equipment: { voltageClass: "gt170" }, oil: { acidityMgKoh: 0.2 } }),
    );
    expect(poor.overall.condition).toBe("act-soon");
    expect(poor.overall.reason).toBe(
      "Acidity is Poor (0.2 mg KOH/g; Good < 0.1 mg KOH/g; Fair 0.1–0.15 mg KOH/g; Poor > 0.15 mg KOH/g).",
    );
    expect(poor.overall.nextSteps).toContain(
      "Reclaim the oil (regeneration through Fuller's earth) or replace it: acidity, IFT and DDF show the oil has aged beyond what filtering can fix.",
    );
    const fair = interpret(only({ equipment: { voltageClass: "gt170" }, oil: { iftMnM: 25 } }));
    expect(fair.overall.condition).toBe("watch");
    expect(fair.overall.reason).toBe(
      "Interfacial tension (IFT) is Fair (25 mN/m; Good > 25 mN/m; Fair 20–25 mN/m; Poor < 20 mN/m).",
    );
  });

  it("does not judge a BDV measured with another gap", () => {
    const result = interpret(
      only({ equipment: { voltageClass: "gt170" }, oil: { bdvKv: 30, electrodeGap: "other" } }),
    );
    expect(result.properties).toEqual([]);
    expect(result.skipped).toEqual([
      {
        property: "bdv",
        reason:
          "A BDV of 30 kV measured with another gap or method cannot be compared with the IEC 60422 limits, which assume the IEC 60156 cell with a 2.5 mm gap.",
      },
    ]);
    expect(result.overall.condition).toBe("normal");
  });

  it("judges water as measured when sampled outside 20–70 °C", () => {
    const result = interpret(
      only({ equipment: { voltageClass: "gt170" }, oil: { waterMgKg: 18, oilTempC: 80 } }),
    );
    const water = result.properties.find((judgement) => judgement.property === "water");
    expect(water).toMatchObject({ value: 18, verdict: "fair" });
    expect(water?.measured?.text).toBe(
      "The sample was taken at 80 °C, outside the 20–70 °C range where we apply the IEC 60422:2013 Annex A correction, so the value is judged as measured; the limits assume water corrected to 20 °C.",
    );
  });

  it("refuses rates from samples taken the same day or in the wrong order", () => {
    const input = example("healthy");
    input.sampleDate = "2024-03-12";
    input.earlier = { sampleDate: "2024-03-12", gases: { h2: 10 } };
    expect(interpret(input).rates).toEqual({
      kind: "error",
      message: "The earlier sample (2024-03-12) must be dated before this sample (2024-03-12).",
    });
    input.sampleDate = "2024-01-01";
    expect(interpret(input).rates.kind).toBe("error");
  });

  it("says when nothing was entered", () => {
    const result = interpret(only({ equipment: { voltageClass: "gt170" } }));
    expect(result.overall).toMatchObject({
      condition: "normal",
      reason: "No test results were entered, so there is nothing to judge yet.",
    });
    expect(result.duval).toEqual({
      kind: "notEnoughGas",
      reason: "Enter CH₄, C₂H₄ and C₂H₂ to place the sample on the Duval triangle.",
    });
  });
});

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
