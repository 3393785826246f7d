/**
 * A trend chart's geometry, worked out on the server: the scales (d3-scale), the line (d3-shape),
 * the ticks and the limit lines' heights. The page draws them as they come, so neither d3 nor the
 * arithmetic is sent to the browser with the unit page.
 *
 * Heights are CSS pixels: the chart is drawn at a fixed height at every width, so its text is
 * never scaled. Across, the plot stretches to its column: the line is in thousandths of the plot's
 * width (its SVG stretches with it), the date ticks in percent of it (their text is not stretched).
 */
import { scaleLinear, scaleUtc } from "d3-scale";
import { line } from "d3-shape";
import { formatNumber } from "./format-number.ts";
import type { LimitLine } from "./limit-lines.ts";

export type TrendPoint = { date: string; value: number };

export type TrendGeometry = {
  /** The line through the samples; null with fewer than two. */
  path: string | null;
  /** A dot at each sample: a zero-length segment the stroke's round caps draw as a circle. */
  dots: string | null;
  valueTicks: { y: number; label: string }[];
  /** `x` in percent of the plot's width; a minor tick is left out where the chart is narrow. */
  dateTicks: { x: number; label: string; minor: boolean }[];
  /** `labelY` is where the limit's name goes: at its line, or moved clear of the other's. */
  limits: { y: number; labelY: number; label: string }[];
  /** The widths, in CSS pixels, of the value labels' column and the limit names' column. */
  axisWidth: number;
  limitWidth: number;
};

/** The plot's drawing: its height in CSS pixels, its width in thousandths of its column. */
export const plotSize = { width: 1000, height: 160 };
const plotTop = 10;
const plotBottom = plotSize.height - 8;
/** A 12 px label's character, a little wide, for the width of the columns beside the plot. */
const charWidth = 6.5;
/** Two limit names closer than this (in pixels) would overlap: the lower one moves down. */
const labelGap = 14;
/** Two years: a chart spanning at least this names its ticks by year, a shorter one by month. */
const twoYears = 730 * 86_400_000;
const monthNames = "Jan Feb Mar Apr May Jun Jul Aug Sep Oct Nov Dec".split(" ");

/** A tenth of a unit is finer than the screen or the paper shows, and keeps the markup short. */
const tenth = (value: number) => Math.round(value * 10) / 10;
const widthOf = (labels: readonly string[]) =>
  labels.length ? Math.ceil(Math.max(...labels.map((label) => label.length)) * charWidth) + 8 : 0;

/** The limits' names, top to bottom, at least `labelGap` apart and inside the plot. */
function placeLabels(limits: { y: number; label: string }[]) {
  const order = limits.map((limit, index) => ({ ...limit, index })).sort((a, b) => a.y - b.y);
  const placed: number[] = [];
  order.forEach((limit, rank) => {
    const previous = placed[rank - 1];
    placed.push(previous === undefined ? limit.y : Math.max(limit.y, previous + labelGap));
  });
  // Pushed past the bottom, the whole stack moves up again.
  const overflow = (placed.at(-1) ?? 0) - plotBottom;
  const labelYs = new Array<number>(limits.length);
  order.forEach((limit, rank) => {
    labelYs[limit.index] = tenth((placed[rank] ?? limit.y) - Math.max(0, overflow));
  });
  return limits.map((limit, index) => ({ ...limit, labelY: labelYs[index] ?? limit.y }));
}

export function trendGeometry(
  points: readonly TrendPoint[],
  limits: readonly LimitLine[] = [],
): TrendGeometry {
  const dates = points.map((point) => new Date(`${point.date}T00:00:00Z`));
  const first = dates[0] ?? new Date();
  const last = dates.at(-1) ?? first;
  const span = last.getTime() - first.getTime();
  const pad = span > 0 ? span * 0.04 : 180 * 86_400_000;
  const x = scaleUtc()
    .domain([new Date(first.getTime() - pad), new Date(last.getTime() + pad)])
    .range([0, plotSize.width]);
  const values = [...points.map((point) => point.value), ...limits.map((limit) => limit.value)];
  // The axis runs a tenth above the larger of the samples and the limits drawn, made round:
  // acidity of 0.02-0.04 under limits of 0.1 and 0.2 fills the plot up to 0.22. Only a chart
  // of zeros, with no limit, falls back to 0…1. (Rounded to 12 digits first: 0.2 × 1.1 is
  // 0.22000000000000003, which `nice` would take up to 0.24.)
  const top = Number((Math.max(0, ...values) * 1.1).toPrecision(12));
  const y = scaleLinear()
    .domain([Math.min(0, ...values), top > 0 ? top : 1])
    .nice()
    .range([plotBottom, plotTop]);
  const xOf = (point: TrendPoint) => x(new Date(`${point.date}T00:00:00Z`));
  const path =
    points.length > 1
      ? line<TrendPoint>()
          .digits(1)
          .x(xOf)
          .y((point) => y(point.value))(points as TrendPoint[])
      : null;
  const dots = points.length
    ? points.map((point) => `M${tenth(xOf(point))},${tenth(y(point.value))}h0`).join("")
    : null;
  const valueTicks = y.ticks(4).map((tick) => ({ y: tenth(y(tick)), label: formatNumber(tick) }));
  // One tick format for every chart of a unit: across two years or more, the first of January
  // of each year named by its year ("2024"); across less, d3's months named as the console
  // writes dates ("Jul 2024"). A long chart's ticks are d3's own, already at years.
  const [start, end] = x.domain() as [Date, Date];
  const byYear = end.getTime() - start.getTime() >= twoYears;
  const ticks = byYear
    ? x.ticks(5).filter((tick) => tick.getUTCMonth() === 0 && tick.getUTCDate() === 1)
    : x.ticks(5);
  return {
    path,
    dots,
    valueTicks,
    dateTicks: ticks.map((tick, index) => ({
      x: Math.round(x(tick)) / 10,
      label: byYear
        ? String(tick.getUTCFullYear())
        : `${monthNames[tick.getUTCMonth()]} ${tick.getUTCFullYear()}`,
      minor: ticks.length > 4 && index % 2 === 1,
    })),
    limits: placeLabels(limits.map((limit) => ({ y: tenth(y(limit.value)), label: limit.label }))),
    axisWidth: widthOf(valueTicks.map((tick) => tick.label)),
    limitWidth: widthOf(limits.map((limit) => limit.label)),
  };
}
