import { describe, expect, it } from "vitest";
import { trendGeometry } from "./trend-geometry.ts";

describe("a trend chart's geometry", () => {
  it("places two yearly samples, the value ticks and the dates in the chart's own units", () => {
    const chart = trendGeometry([
      { date: "2024-01-01", value: 10 },
      { date: "2025-01-01", value: 20 },
    ]);
    // x: 366 days padded by 4 % each side over 52…464; y: 0…22 (20 × 1.1) over 172…14.
    expect(chart.path).toBe("M67.3,100.2L448.7,28.4");
    expect(chart.valueTicks).toEqual([
      { y: 172, label: "0" },
      { y: 136.1, label: "5" },
      { y: 100.2, label: "10" },
      { y: 64.3, label: "15" },
      { y: 28.4, label: "20" },
    ]);
    // Quarterly ticks, January named by its year.
    expect(chart.dateTicks.map((tick) => tick.label)).toEqual([
      "2024",
      "2024-04",
      "2024-07",
      "2024-10",
      "2025",
    ]);
  });

  it("raises the scale to show a limit above every sample", () => {
    const chart = trendGeometry(
      [{ date: "2025-06-01", value: 12 }],
      [{ value: 40, label: "Good above 40" }],
    );
    // 0…44 made nice is 0…45: 40 sits at 172 − 158 × 40/45, the sample 12 at 172 − 158 × 12/45,
    // alone in the middle of a year's width.
    expect(chart.limits).toEqual([{ y: 31.6, label: "Good above 40" }]);
    expect(chart.path).toBe("M258,129.9Z");
  });
});
