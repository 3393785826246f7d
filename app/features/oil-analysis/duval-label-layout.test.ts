import { describe, expect, it } from "vitest";
import { duvalLabelLayout } from "./duval-label-layout.ts";

describe("Duval Triangle 1's labels", () => {
  it("names every zone and corner, the slim zones outside the right edge", () => {
    const layout = duvalLabelLayout(360);
    expect(layout.zones.map((label) => label.zone)).toEqual([
      "PD",
      "T1",
      "T2",
      "T3",
      "D1",
      "D2",
      "DT",
    ]);
    // PD at CH₄ 99 %, C₂H₄ 0.6 %: (180.4, 3.1) inside, its name 30 out along (cos 30°, −sin 30°).
    expect(layout.zones[0]).toEqual({
      zone: "PD",
      x: 206.3,
      y: -11.9,
      anchor: "start",
      leader: { x1: 180.4, y1: 3.1, x2: 197.7, y2: -6.9 },
    });
    // D1 at CH₄ 38 %, C₂H₂ 53 %: x = 360 × (0.19 + 0.09), y = 311.77 × 0.62, named where it is.
    expect(layout.zones[4]).toEqual({ zone: "D1", x: 100.8, y: 193.3, anchor: "middle" });
    expect(layout.corners.map((corner) => corner.text)).toEqual([
      "100 % CH₄",
      "100 % C₂H₂",
      "100 % C₂H₄",
    ]);
    expect(layout.viewBox).toBe("-44 -30 460 383.8");
  });
});
