/**
 * A trend chart's geometry, worked out on the server: the scales (d3-scale), the line (d3-shape),
 * the ticks and the limit lines' heights, in the chart's own units. The page draws them as they
 * come, so neither d3 nor the arithmetic is sent to the browser with the unit page.
 */
import { scaleLinear, scaleUtc } from "d3-scale";
import { line } from "d3-shape";
import { formatNumber } from "./format-number.ts";
import type { LimitLine } from "./limit-lines.ts";
import { chartMargin, chartSize } from "./trend-chart.tsx";

export type TrendPoint = { date: string; value: number };

export type TrendGeometry = {
  /** The line through the samples; null without samples. */
  path: string | null;
  valueTicks: { y: number; label: string }[];
  dateTicks: { x: number; label: string }[];
  limits: { y: number; label: string }[];
};

/** A tenth of a unit is finer than the screen or the paper shows, and keeps the markup short. */
const tenth = (value: number) => Math.round(value * 10) / 10;

export function trendGeometry(
  points: readonly TrendPoint[],
  limits: readonly LimitLine[] = [],
): TrendGeometry {
  const { width, height } = chartSize;
  const margin = chartMargin;
  const dates = points.map((point) => new Date(`${point.date}T00:00:00Z`));
  const first = dates[0] ?? new Date();
  const last = dates.at(-1) ?? first;
  const span = last.getTime() - first.getTime();
  const pad = span > 0 ? span * 0.04 : 180 * 86_400_000;
  const x = scaleUtc()
    .domain([new Date(first.getTime() - pad), new Date(last.getTime() + pad)])
    .range([margin.left, width - margin.right]);
  const values = [...points.map((point) => point.value), ...limits.map((limit) => limit.value)];
  const y = scaleLinear()
    .domain([Math.min(0, ...values), Math.max(...values, 1) * 1.1])
    .nice()
    .range([height - margin.bottom, margin.top]);
  const path = line<TrendPoint>()
    .digits(1)
    .x((point) => x(new Date(`${point.date}T00:00:00Z`)))
    .y((point) => y(point.value))(points as TrendPoint[]);
  return {
    path,
    valueTicks: y.ticks(4).map((tick) => ({ y: tenth(y(tick)), label: formatNumber(tick) })),
    dateTicks: x.ticks(5).map((tick) => ({
      x: tenth(x(tick)),
      label:
        tick.getUTCMonth() === 0 ? String(tick.getUTCFullYear()) : tick.toISOString().slice(0, 7),
    })),
    limits: limits.map((limit) => ({ y: tenth(y(limit.value)), label: limit.label })),
  };
}
