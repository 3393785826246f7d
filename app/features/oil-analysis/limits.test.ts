import { describe, expect, it } from "vitest";
import {
  type Inhibition,
  judge,
  limitText,
  oilLimit,
  type Verdict,
  type VoltageClass,
} from "./limits.ts";
import { colourLimit, inhibitorLimit } from "./limits-other.ts";
import { judgeProperties } from "./properties.ts";
import type { OilAnalysisInput } from "./schema.ts";

type Property = "bdv" | "water" | "acidity" | "ddf" | "resistivity";

/**
 * IEC 60422:2013 Table 5 (= IS 1866:2017), written out by hand: every limit of every class just
 * below, at and just above each of its two values, as "value verdict" pairs. The Fair band
 * includes both of its ends.
 */
const cases: [VoltageClass, Property, string][] = [
  // > 170 kV (categories O and A)
  ["gt170", "bdv", "49.9 poor, 50 fair, 50.1 fair, 59.9 fair, 60 fair, 60.1 good"],
  ["gt170", "water", "14.9 good, 15 fair, 15.1 fair, 19.9 fair, 20 fair, 20.1 poor"],
  ["gt170", "acidity", "0.09 good, 0.1 fair, 0.11 fair, 0.14 fair, 0.15 fair, 0.16 poor"],
  ["gt170", "ddf", "0.09 good, 0.1 fair, 0.11 fair, 0.19 fair, 0.2 fair, 0.21 poor"],
  ["gt170", "resistivity", "2.9 poor, 3 fair, 3.1 fair, 9.9 fair, 10 fair, 10.1 good"],
  // > 72.5 kV up to 170 kV (category B)
  ["72.5-170", "bdv", "39.9 poor, 40 fair, 40.1 fair, 49.9 fair, 50 fair, 50.1 good"],
  ["72.5-170", "water", "19.9 good, 20 fair, 20.1 fair, 29.9 fair, 30 fair, 30.1 poor"],
  ["72.5-170", "acidity", "0.09 good, 0.1 fair, 0.11 fair, 0.19 fair, 0.2 fair, 0.21 poor"],
  ["72.5-170", "ddf", "0.09 good, 0.1 fair, 0.11 fair, 0.49 fair, 0.5 fair, 0.51 poor"],
  ["72.5-170", "resistivity", "0.19 poor, 0.2 fair, 0.21 fair, 2.9 fair, 3 fair, 3.1 good"],
  // up to 72.5 kV (category C)
  ["le72.5", "bdv", "29.9 poor, 30 fair, 30.1 fair, 39.9 fair, 40 fair, 40.1 good"],
  ["le72.5", "water", "29.9 good, 30 fair, 30.1 fair, 39.9 fair, 40 fair, 40.1 poor"],
  ["le72.5", "acidity", "0.14 good, 0.15 fair, 0.16 fair, 0.29 fair, 0.3 fair, 0.31 poor"],
  ["le72.5", "ddf", "0.09 good, 0.1 fair, 0.11 fair, 0.49 fair, 0.5 fair, 0.51 poor"],
  ["le72.5", "resistivity", "0.19 poor, 0.2 fair, 0.21 fair, 2.9 fair, 3 fair, 3.1 good"],
];

/** IFT by oil: the same in every class. */
const iftCases: [Inhibition | undefined, string][] = [
  ["inhibited", "21.9 poor, 22 fair, 22.1 fair, 27.9 fair, 28 fair, 28.1 good"],
  ["uninhibited", "19.9 poor, 20 fair, 20.1 fair, 24.9 fair, 25 fair, 25.1 good"],
  // Not stated: judged as uninhibited oil, the usual IS 335 oil in Indian service.
  [undefined, "19.9 poor, 20 fair, 20.1 fair, 24.9 fair, 25 fair, 25.1 good"],
];

function pairs(text: string): [number, Verdict][] {
  return text.split(", ").map((pair) => {
    const [value = "", verdict = ""] = pair.split(" ");
    return [Number(value), verdict as Verdict];
  });
}

const oils: (Inhibition | undefined)[] = ["inhibited", "uninhibited", undefined];
const classes: VoltageClass[] = ["gt170", "72.5-170", "le72.5"];

describe("IEC 60422:2013 Table 5 limits, for each oil", () => {
  for (const inhibition of oils) {
    const oil = inhibition ?? "oil of unstated inhibition";
    for (const [voltageClass, property, text] of cases) {
      it.each(pairs(text))(`${oil}, ${voltageClass} ${property} %s is %s`, (value, verdict) => {
        expect(judge(oilLimit(property, voltageClass, inhibition), value)).toBe(verdict);
      });
    }
    const ift = iftCases.find(([which]) => which === inhibition)?.[1] ?? "";
    for (const voltageClass of classes) {
      it.each(pairs(ift))(`${oil}, ${voltageClass} IFT %s mN/m is %s`, (value, verdict) => {
        expect(judge(oilLimit("ift", voltageClass, inhibition), value)).toBe(verdict);
      });
    }
  }

  it.each(pairs("39.9 poor, 40 fair, 40.1 fair, 59.9 fair, 60 fair, 60.1 good"))(
    "inhibited oil: inhibitor remaining %s %% of new is %s",
    (value, verdict) => {
      expect(judge(inhibitorLimit, value)).toBe(verdict);
    },
  );

  it.each(pairs("2.4 good, 2.5 fair, 2.6 fair, 3.9 fair, 4 fair, 4.1 poor"))(
    "grades ISO 2049 colour %s as %s",
    (value, verdict) => {
      expect(judge(colourLimit, value)).toBe(verdict);
    },
  );

  it("judges an inhibited and an uninhibited oil alike but for IFT, and an ester not at all", () => {
    const input = (oilType: string, inhibition?: Inhibition) =>
      ({
        equipment: { voltageClass: "gt170" },
        oil: { oilType, inhibition, bdvKv: 55, acidityMgKoh: 0.16, iftMnM: 26 },
        gases: {},
      }) as unknown as OilAnalysisInput;
    const verdicts = (oilType: string, inhibition?: Inhibition) =>
      judgeProperties(input(oilType, inhibition)).properties.map(
        (judgement) => `${judgement.property} ${judgement.verdict}`,
      );
    expect(verdicts("mineral", "inhibited")).toEqual(["bdv fair", "acidity poor", "ift fair"]);
    expect(verdicts("mineral", "uninhibited")).toEqual(["bdv fair", "acidity poor", "ift good"]);
    expect(verdicts("natural-ester")).toEqual([]);
    expect(verdicts("synthetic-ester")).toEqual([]);
  });

  it("judges IFT of an oil not stated to be inhibited as uninhibited oil, and says so", () => {
    const limit = oilLimit("ift", "72.5-170");
    expect(limitText(limit)).toBe("Good > 25 mN/m; Fair 20–25 mN/m; Poor < 20 mN/m");
    expect(limit.source).toBe(
      "IEC 60422:2013 Table 5 (IS 1866:2017), equipment category B, uninhibited oil",
    );
    expect(limit.note).toContain("the limits for uninhibited oil are used");
    expect(limitText(oilLimit("ift", "72.5-170", "inhibited"))).toBe(
      "Good > 28 mN/m; Fair 22–28 mN/m; Poor < 22 mN/m",
    );
  });

  it("writes the bands out with their units", () => {
    expect(limitText(oilLimit("bdv", "gt170"))).toBe("Good > 60 kV; Fair 50–60 kV; Poor < 50 kV");
    expect(limitText(oilLimit("water", "72.5-170"))).toBe(
      "Good < 20 mg/kg; Fair 20–30 mg/kg; Poor > 30 mg/kg",
    );
    expect(limitText(oilLimit("ddf", "le72.5"))).toBe("Good < 0.1; Fair 0.1–0.5; Poor > 0.5");
  });

  it("cites the table, the edition and the category, and notes IS 1866:2017", () => {
    expect(oilLimit("acidity", "gt170").source).toBe(
      "IEC 60422:2013 Table 5 (IS 1866:2017), equipment category O and A",
    );
    expect(oilLimit("acidity", "72.5-170").source).toBe(
      "IEC 60422:2013 Table 5 (IS 1866:2017), equipment category B",
    );
    expect(oilLimit("acidity", "le72.5").source).toBe(
      "IEC 60422:2013 Table 5 (IS 1866:2017), equipment category C",
    );
    expect(oilLimit("bdv", "le72.5").note).toContain(
      "IS 1866:2017 is identical with IEC 60422:2013",
    );
    expect(oilLimit("bdv", "le72.5").note).toContain("2.5 mm gap");
    expect(oilLimit("bdv", "le72.5").note).toContain(
      "IEC 60422:2024 has replaced the 2013 edition; we have not confirmed this limit against its text",
    );
  });
});
