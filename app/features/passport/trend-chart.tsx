/**
 * One parameter's history as a line chart drawn on the server: time on x, the value on y, each
 * sample a dot, and the limits as dashed lines named beside the chart. The geometry comes worked
 * out from the loader (trend-geometry.ts, d3-scale and d3-shape), so nothing but this markup runs
 * in the browser, and it prints as drawn.
 *
 * The plot is an SVG that stretches to its column at a fixed height, its strokes and dots kept
 * round by `vector-effect`; its labels are SVGs of their own, never scaled, so they are 12 px on a
 * phone, a wide screen and paper alike, without measuring anything in the browser.
 */
import { formatNumber } from "./format-number.ts";
import { plotSize, type TrendGeometry, type TrendPoint } from "./trend-geometry.ts";

const { width, height } = plotSize;
const label = "fill-steel-700 text-[12px]";

/** The line or the dots, kept round and as thick however the drawing is stretched. */
function Stroke({ d, width }: { d: string; width: number }) {
  return (
    <path
      d={d}
      fill="none"
      className="stroke-navy-800"
      strokeWidth={width}
      strokeLinejoin="round"
      strokeLinecap="round"
      vectorEffect="non-scaling-stroke"
    />
  );
}

/** A line across the plot at height `y`: a grid line, or a limit (dashed, red). */
function Across({ y, limit = false }: { y: number; limit?: boolean }) {
  return (
    <line
      x1={0}
      x2={width}
      y1={y}
      y2={y}
      strokeDasharray={limit ? "6 4" : undefined}
      className={limit ? "stroke-danger-700" : "stroke-steel-200"}
      strokeWidth={limit ? 1.5 : 1}
      vectorEffect="non-scaling-stroke"
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
  const description = `${points.length} ${points.length === 1 ? "sample" : "samples"} from ${points[0]?.date ?? ""} to ${points.at(-1)?.date ?? ""}: ${points
    .map((point) => `${point.date} ${formatNumber(point.value)}`)
    .join(
      ", ",
    )}${chart.limits.length ? `. Limits: ${chart.limits.map((limit) => limit.label).join(", ")}` : ""}.`;
  return (
    <div
      role="img"
      aria-labelledby={`${id}-t ${id}-d`}
      className="@container grid grid-cols-[auto_minmax(0,1fr)_auto] pt-2 pb-1"
    >
      <span id={`${id}-t`} hidden>{`${title}${unit ? `, ${unit}` : ""}`}</span>
      <span id={`${id}-d`} hidden>
        {description}
      </span>
      <svg width={chart.axisWidth} height={height} aria-hidden="true" className="overflow-visible">
        {chart.valueTicks.map((tick) => (
          <text
            key={tick.label}
            x={chart.axisWidth - 6}
            y={tick.y}
            dy="0.32em"
            textAnchor="end"
            className={label}
          >
            {tick.label}
          </text>
        ))}
      </svg>
      <svg
        viewBox={`0 0 ${width} ${height}`}
        preserveAspectRatio="none"
        width="100%"
        height={height}
        aria-hidden="true"
        className="overflow-visible"
      >
        {chart.valueTicks.map((tick) => (
          <Across key={tick.label} y={tick.y} />
        ))}
        {chart.limits.map((limit) => (
          <Across key={limit.label} y={limit.y} limit />
        ))}
        {chart.path ? <Stroke d={chart.path} width={2} /> : null}
        {/* Each sample is a dot: one element for all, however many samples a unit has. */}
        {chart.dots ? <Stroke d={chart.dots} width={7} /> : null}
      </svg>
      <svg width={chart.limitWidth} height={height} aria-hidden="true" className="overflow-visible">
        {chart.limits.map((limit) => (
          <text
            key={limit.label}
            x={6}
            y={limit.labelY}
            dy="0.32em"
            className="fill-danger-700 text-[12px]"
          >
            {limit.label}
          </text>
        ))}
      </svg>
      <svg width="100%" height={20} aria-hidden="true" className="col-start-2 overflow-visible">
        {chart.dateTicks.map((tick) => (
          <text
            key={tick.label}
            x={`${tick.x}%`}
            y={15}
            textAnchor="middle"
            className={`${label} ${tick.minor ? "@max-md:hidden" : ""}`}
          >
            {tick.label}
          </text>
        ))}
      </svg>
    </div>
  );
}
