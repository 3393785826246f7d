import { describe, expect, it } from "vitest";
import { resultsLine } from "./parameters.ts";

describe("a record's results on one line", () => {
  it("names each result shortly with its unit, in the form's order", () => {
    expect(
      resultsLine({
        oil: { bdvKv: 62, colour: 1.5 },
        gases: { h2: 12, c2h2: 0.4 },
        electrical: { pi: 1.8 },
        other: [{ name: "Core IR", value: 850, unit: "MΩ" }],
      }),
    ).toBe("BDV 62 kV · Colour 1.5 · H₂ 12 µL/L · C₂H₂ 0.4 µL/L · PI 1.8 · Core IR 850 MΩ");
  });
});
