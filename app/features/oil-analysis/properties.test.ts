import { describe, expect, it } from "vitest";
import { interpret } from "./interpret.ts";
import { paperOf } from "./properties.ts";
import type { OilAnalysisInput } from "./schema.ts";

function withOil(oil: OilAnalysisInput["oil"], gases: OilAnalysisInput["gases"] = {}) {
  return interpret({
    equipment: { voltageClass: "72.5-170", oltc: "none" },
    oil,
    gases,
  } as OilAnalysisInput);
}

const verdictOf = (result: ReturnType<typeof interpret>, property: string) =>
  result.properties.find((judgement) => judgement.property === property)?.verdict;

describe("IFT by type of oil", () => {
  it.each<[OilAnalysisInput["oil"]["inhibition"], number, string]>([
    ["inhibited", 21.9, "poor"],
    ["inhibited", 22, "fair"],
    ["inhibited", 28, "fair"],
    ["inhibited", 28.1, "good"],
    ["uninhibited", 19.9, "poor"],
    ["uninhibited", 20, "fair"],
    ["uninhibited", 25, "fair"],
    ["uninhibited", 25.1, "good"],
    [undefined, 26, "good"], // judged as uninhibited oil
  ])("%s oil, IFT %s mN/m is %s", (inhibition, iftMnM, verdict) => {
    const oil = inhibition ? { inhibition, iftMnM } : { iftMnM };
    expect(verdictOf(withOil(oil), "ift")).toBe(verdict);
  });
});

describe("oxidation inhibitor", () => {
  it.each<[number, string]>([
    [0.119, "poor"], // 39.7 % of 0.3
    [0.12, "fair"], // 40 %
    [0.18, "fair"], // 60 %
    [0.181, "good"], // 60.3 %
  ])("%s %% by mass of 0.3 %% in new oil is %s", (inhibitorPct, verdict) => {
    const result = withOil({ inhibition: "inhibited", inhibitorPct, inhibitorNewPct: 0.3 });
    expect(verdictOf(result, "inhibitor")).toBe(verdict);
  });

  it("asks for the new oil's content, and questions an inhibitor in uninhibited oil", () => {
    expect(withOil({ inhibitorPct: 0.2 }).skipped[0]?.reason).toBe(
      "An inhibitor content of 0.2 % by mass is judged against the new oil's content (IEC 60422:2013 Table 5): enter that too, from the oil's supply certificate.",
    );
    expect(
      withOil({ inhibition: "uninhibited", inhibitorPct: 0.2, inhibitorNewPct: 0.3 }).skipped[0]
        ?.property,
    ).toBe("inhibitor");
  });
});

describe("paper DP from 2-FAL (Chendong)", () => {
  it.each([
    // (1.51 − log₁₀ 0.1) / 0.0035 = 2.51 / 0.0035 = 717.14
    [0.1, 717.14],
    // 1.51 / 0.0035 = 431.43
    [1, 431.43],
    // (1.51 − 1) / 0.0035 = 145.71
    [10, 145.71],
  ])("2-FAL %s mg/kg gives DP %s", (furanMgKg, dp) => {
    expect(paperOf(furanMgKg)?.dp).toBeCloseTo(dp, 2);
  });

  it("watches an aged paper and acts soon on one near the end of its life", () => {
    expect(withOil({ furanMgKg: 1 }).overall).toMatchObject({ condition: "watch" });
    expect(withOil({ furanMgKg: 10 }).overall.findings[0]).toMatchObject({
      level: "act-soon",
      rule: "S6",
    });
    expect(withOil({ furanMgKg: 0 }).paper?.dp).toBeUndefined();
  });
});

describe("esters", () => {
  it("judges neither the liquid nor its gases against mineral-oil limits", () => {
    const result = withOil(
      { oilType: "natural-ester", iftMnM: 18, acidityMgKoh: 0.5 },
      { h2: 300, ch4: 100, c2h6: 200, c2h4: 20, c2h2: 0 },
    );
    expect(result.properties).toEqual([]);
    expect(result.duval.kind).toBe("notEnoughGas");
    expect(result.ratios.kind).toBe("notEnoughGas");
    expect(result.overall.condition).toBe("not-judged");
    expect(result.overall.reason).toContain("are for mineral oil");
  });
});
