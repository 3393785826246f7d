/**
 * One parameter's history as an SVG line chart drawn on the server: time on x, the value on y,
 * each sample a dot (the line's markers), and the limits as dashed lines named on the chart.
 * Scales and the path come from d3-scale and d3-shape; nothing runs in the browser, and it
 * prints as drawn.
 */
import { scaleLinear, scaleUtc } from "d3-scale";
import { line } from "d3-shape";
import type { LimitLine } from "./limit-lines.ts";
import { formatNumber } from "./parameters.ts";

export type TrendPoint = { date: string; value: number };

const width = 560;
const height = 200;
const margin = { top: 14, right: 96, bottom: 28, left: 52 };

export function TrendChart({
  id,
  title,
  unit,
  points,
  limits = [],
}: {
  id: string;
  title: string;
  unit: string;
  points: readonly TrendPoint[];
  limits?: readonly LimitLine[];
}) {
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
  // A tenth of a unit is finer than the screen or the paper shows; the path stays short.
  const path = line<TrendPoint>()
    .digits(1)
    .x((point) => x(new Date(`${point.date}T00:00:00Z`)))
    .y((point) => y(point.value))(points as TrendPoint[]);
  const dot = `${id}-dot`;
  const description = `${points.length} samples from ${points[0]?.date ?? ""} to ${points.at(-1)?.date ?? ""}: ${points
    .map((point) => `${point.date} ${formatNumber(point.value)}`)
    .join(
      ", ",
    )}${limits.length ? `. Limits: ${limits.map((limit) => limit.label).join(", ")}` : ""}.`;
  return (
    <svg
      viewBox={`0 0 ${width} ${height}`}
      role="img"
      aria-labelledby={`${id}-t ${id}-d`}
      className="h-auto w-full"
    >
      <title id={`${id}-t`}>{`${title}${unit ? `, ${unit}` : ""}`}</title>
      <desc id={`${id}-d`}>{description}</desc>
      {y.ticks(4).map((tick) => (
        <g key={tick}>
          <line
            x1={margin.left}
            x2={width - margin.right}
            y1={y(tick)}
            y2={y(tick)}
            className="stroke-steel-200"
          />
          <text
            x={margin.left - 6}
            y={y(tick)}
            dy="0.32em"
            textAnchor="end"
            className="fill-steel-700 text-[11px]"
          >
            {formatNumber(tick)}
          </text>
        </g>
      ))}
      {x.ticks(5).map((tick) => (
        <text
          key={tick.toISOString()}
          x={x(tick)}
          y={height - 8}
          textAnchor="middle"
          className="fill-steel-700 text-[11px]"
        >
          {tick.getUTCMonth() === 0 ? tick.getUTCFullYear() : tick.toISOString().slice(0, 7)}
        </text>
      ))}
      {limits.map((limit) => (
        <g key={limit.label}>
          <line
            x1={margin.left}
            x2={width - margin.right}
            y1={y(limit.value)}
            y2={y(limit.value)}
            strokeDasharray="6 4"
            className="stroke-danger-700"
            strokeWidth={1.5}
          />
          <text
            x={width - margin.right + 4}
            y={y(limit.value)}
            dy="0.32em"
            className="fill-danger-700 text-[11px]"
          >
            {limit.label}
          </text>
        </g>
      ))}
      {/* Each sample is a dot drawn by the line's markers (one element, not one per sample). */}
      <defs>
        <marker
          id={dot}
          viewBox="-4 -4 8 8"
          markerWidth={8}
          markerHeight={8}
          markerUnits="userSpaceOnUse"
        >
          <circle r={3.5} className="fill-navy-800" />
        </marker>
      </defs>
      {path ? (
        <path
          d={path}
          fill="none"
          className="stroke-navy-800"
          strokeWidth={2}
          markerStart={`url(#${dot})`}
          markerMid={`url(#${dot})`}
          markerEnd={`url(#${dot})`}
        />
      ) : null}
    </svg>
  );
}
