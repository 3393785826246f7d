import { describe, expect, it } from "vitest";
import { trendGeometry } from "./trend-geometry.ts";

describe("a trend chart's geometry", () => {
  it("places two yearly samples, the value ticks in pixels and the dates in percent", () => {
    const chart = trendGeometry([
      { date: "2024-01-01", value: 10 },
      { date: "2025-01-01", value: 20 },
    ]);
    // x: 366 days padded by 4 % each side over 0…1000; y: 0…22 (20 × 1.1) over 152…10 px.
    expect(chart.path).toBe("M37,87.5L963,22.9");
    expect(chart.dots).toBe("M37,87.5h0M963,22.9h0");
    expect(chart.valueTicks).toEqual([
      { y: 152, label: "0" },
      { y: 119.7, label: "5" },
      { y: 87.5, label: "10" },
      { y: 55.2, label: "15" },
      { y: 22.9, label: "20" },
    ]);
    // A year and a bit: quarterly ticks, each named by its month; every other one gives way on
    // a narrow chart.
    expect(chart.dateTicks).toEqual([
      { x: 3.7, label: "Jan 2024", minor: false },
      { x: 26.7, label: "Apr 2024", minor: true },
      { x: 49.7, label: "Jul 2024", minor: false },
      { x: 73, label: "Oct 2024", minor: true },
      { x: 96.3, label: "Jan 2025", minor: false },
    ]);
    // Two characters of 6.5 px and a gap of 8; no limit, no column for their names.
    expect(chart.axisWidth).toBe(21);
    expect(chart.limitWidth).toBe(0);
  });

  it("raises the scale to show a limit above every sample", () => {
    const chart = trendGeometry(
      [{ date: "2025-06-01", value: 12 }],
      [{ value: 40, label: "Good above 40" }],
    );
    // 0…44 made nice is 0…45: 40 sits at 152 − 142 × 40/45, the sample 12 at 152 − 142 × 12/45,
    // alone in the middle of a year's width: a dot, no line.
    expect(chart.limits).toEqual([{ y: 25.8, labelY: 25.8, label: "Good above 40" }]);
    expect(chart.path).toBeNull();
    expect(chart.dots).toBe("M500,114.1h0");
    // "Good above 40": 13 characters of 6.5 px, rounded up, and the gap.
    expect(chart.limitWidth).toBe(93);
  });

  it("moves the name of a limit clear of a limit just above it", () => {
    const chart = trendGeometry(
      [{ date: "2025-06-01", value: 1 }],
      [
        { value: 10, label: "Good below 10" },
        { value: 11, label: "Poor above 11" },
      ],
    );
    // 0…12.1 made nice is 0…13: the lines 11 px apart, the lower name 14 px under the upper one.
    expect(chart.limits).toEqual([
      { y: 42.8, labelY: 45.8, label: "Good below 10" },
      { y: 31.8, labelY: 31.8, label: "Poor above 11" },
    ]);
  });

  it("runs the axis just above the larger of the samples and the limits, not up to 1", () => {
    const chart = trendGeometry(
      [
        { date: "2024-01-01", value: 0.02 },
        { date: "2025-01-01", value: 0.03 },
        { date: "2026-01-01", value: 0.04 },
      ],
      [
        { value: 0.1, label: "Fair above 0.1" },
        { value: 0.2, label: "Poor above 0.2" },
      ],
    );
    // 0…0.22 (0.2 × 1.1) is already round at steps of 0.02: 0.2 sits at 152 − 142 × 0.2/0.22.
    expect(chart.valueTicks).toEqual([
      { y: 152, label: "0" },
      { y: 119.7, label: "0.05" },
      { y: 87.5, label: "0.1" },
      { y: 55.2, label: "0.15" },
      { y: 22.9, label: "0.2" },
    ]);
    expect(chart.limits).toEqual([
      { y: 87.5, labelY: 87.5, label: "Fair above 0.1" },
      { y: 22.9, labelY: 22.9, label: "Poor above 0.2" },
    ]);
    expect(chart.dots).toBe("M37,139.1h0M500.6,132.6h0M963,126.2h0");
    // Two years: the ticks are the Januaries, named by their years alone.
    expect(chart.dateTicks).toEqual([
      { x: 3.7, label: "2024", minor: false },
      { x: 50.1, label: "2025", minor: false },
      { x: 96.3, label: "2026", minor: false },
    ]);
  });

  it("names the ticks of a two-year chart by year even where d3 ticks half-years", () => {
    // Furans every 24 months: three samples in November, the chart from late October 2023.
    const chart = trendGeometry([
      { date: "2023-11-27", value: 0.05 },
      { date: "2024-11-27", value: 0.09 },
      { date: "2025-11-27", value: 0.13 },
    ]);
    expect(chart.dateTicks).toEqual([
      { x: 8.1, label: "2024", minor: false },
      { x: 54.5, label: "2025", minor: false },
    ]);
  });

  it("keeps a chart of zeros with no limit on a scale of 0 to 1", () => {
    const chart = trendGeometry([
      { date: "2025-01-01", value: 0 },
      { date: "2025-07-01", value: 0 },
    ]);
    expect(chart.valueTicks.at(-1)).toEqual({ y: 10, label: "1" });
    expect(chart.dateTicks.map((tick) => tick.label)).toEqual([
      "Jan 2025",
      "Feb 2025",
      "Mar 2025",
      "Apr 2025",
      "May 2025",
      "Jun 2025",
      "Jul 2025",
    ]);
  });
});
