import { describe, expect, it } from "vitest";
import { foldSummary } from "./reading-oil.tsx";

describe("the oil quality list's summary on a phone", () => {
  it("counts the properties and how they stand, skipping a verdict none has", () => {
    expect(
      foldSummary([
        { verdict: "good" },
        { verdict: "fair" },
        { verdict: "good" },
        { verdict: "poor" },
        { verdict: "good" },
      ]),
    ).toBe("5 properties against their limits (3 good, 1 fair, 1 poor)");
    expect(foldSummary([{ verdict: "fair" }, { verdict: "fair" }])).toBe(
      "2 properties against their limits (2 fair)",
    );
  });

  it("speaks of one property in the singular", () => {
    expect(foldSummary([{ verdict: "good" }])).toBe("1 property against its limit (1 good)");
  });
});
