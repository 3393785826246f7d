/**
 * One parameter's history as an SVG line chart drawn on the server: time on x, the value on y,
 * each sample a dot (the line's markers), and the limits as dashed lines named on the chart.
 * The geometry comes worked out from the loader (trend-geometry.ts, d3-scale and d3-shape), so
 * nothing but this markup runs in the browser, and it prints as drawn.
 */
import { formatNumber } from "./format-number.ts";
import type { TrendGeometry, TrendPoint } from "./trend-geometry.ts";

export const chartSize = { width: 560, height: 200 };
export const chartMargin = { top: 14, right: 96, bottom: 28, left: 52 };
const margin = chartMargin;

/** A line across the plot at height `y`: a grid line, or a limit (dashed, red). */
function Across({ y, limit = false }: { y: number; limit?: boolean }) {
  return (
    <line
      x1={margin.left}
      x2={chartSize.width - margin.right}
      y1={y}
      y2={y}
      strokeDasharray={limit ? "6 4" : undefined}
      className={limit ? "stroke-danger-700" : "stroke-steel-200"}
      strokeWidth={limit ? 1.5 : undefined}
    />
  );
}

export function TrendChart({
  id,
  title,
  unit,
  points,
  chart,
}: {
  id: string;
  title: string;
  unit: string;
  /** The samples, for the chart's description; the table beside it lists them too. */
  points: readonly TrendPoint[];
  chart: TrendGeometry;
}) {
  const { width, height } = chartSize;
  const description = `${points.length} ${points.length === 1 ? "sample" : "samples"} from ${points[0]?.date ?? ""} to ${points.at(-1)?.date ?? ""}: ${points
    .map((point) => `${point.date} ${formatNumber(point.value)}`)
    .join(
      ", ",
    )}${chart.limits.length ? `. Limits: ${chart.limits.map((limit) => limit.label).join(", ")}` : ""}.`;
  const dot = `${id}-dot`;
  return (
    <svg
      viewBox={`0 0 ${width} ${height}`}
      role="img"
      aria-labelledby={`${id}-t ${id}-d`}
      className="h-auto w-full"
    >
      <title id={`${id}-t`}>{`${title}${unit ? `, ${unit}` : ""}`}</title>
      <desc id={`${id}-d`}>{description}</desc>
      {chart.valueTicks.map((tick) => (
        <g key={tick.label}>
          <Across y={tick.y} />
          <text
            x={margin.left - 6}
            y={tick.y}
            dy="0.32em"
            textAnchor="end"
            className="fill-steel-700 text-[11px]"
          >
            {tick.label}
          </text>
        </g>
      ))}
      {chart.dateTicks.map((tick) => (
        <text
          key={tick.label}
          x={tick.x}
          y={height - 8}
          textAnchor="middle"
          className="fill-steel-700 text-[11px]"
        >
          {tick.label}
        </text>
      ))}
      {chart.limits.map((limit) => (
        <g key={limit.label}>
          <Across y={limit.y} limit />
          <text
            x={width - margin.right + 4}
            y={limit.y}
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
      {chart.path ? (
        <path
          d={chart.path}
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
