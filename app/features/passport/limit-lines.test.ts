import { describe, expect, it } from "vitest";
import { limitsFor } from "./limit-lines.ts";

describe("the lines on a unit's charts", () => {
  it("calls IEC 60422's boundaries limits and IEC 60599's typical value a typical value", () => {
    // IEC 60422:2013 Table 5, category B (72.5–170 kV): BDV Good above 50, Poor below 40 kV.
    expect(limitsFor("bdv", "72.5-170", false)).toMatchObject({
      caption: "Limits",
      lines: [
        { value: 50, label: "Good above 50" },
        { value: 40, label: "Poor below 40" },
      ],
    });
    // IEC 60599:2022 Table A.1, no communicating OLTC: H₂ 50–150, the low end drawn.
    expect(limitsFor("h2", "72.5-170", false)).toMatchObject({
      caption: "Typical value",
      lines: [{ value: 50, label: "Typical 50" }],
    });
  });
});
