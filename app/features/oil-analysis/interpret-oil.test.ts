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

describe("interpret: the oil's own tests, dates and empty input", () => {
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
