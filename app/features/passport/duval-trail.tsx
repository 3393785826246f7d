/**
 * Each sample's place on Duval Triangle 1 (IEC 60599:2022 Annex B), oldest to latest, joined in
 * date order: the zones are the oil tool's own polygons and fills (worked out on the server by
 * duval-geometry.ts), so the passport and /tools/oil-analysis draw the same triangle. A table
 * beside it says the same in words.
 */
import { ColumnHeads } from "#app/ui/column-heads.tsx";
import type { DuvalTrailData } from "./duval-geometry.ts";

export const duvalSize = 300;
const size = duvalSize;
const height = (size * Math.sqrt(3)) / 2;

export function DuvalTrail({ trail }: { trail: DuvalTrailData }) {
  const placed = trail.samples;
  if (placed.length === 0)
    return (
      <p className="text-sm text-steel-700">
        No sample has enough methane, ethylene and acetylene to place on the triangle.
      </p>
    );
  const description = placed
    .map((point, index) => `${index + 1}: ${point.sampledOn}, ${point.zone}`)
    .join("; ");
  return (
    <div className="grid items-start gap-4 sm:grid-cols-[minmax(0,20rem)_minmax(0,1fr)] print:grid-cols-[16rem_minmax(0,1fr)]">
      <svg
        viewBox={`-20 -20 ${size + 40} ${Math.round(height + 40)}`}
        role="img"
        aria-labelledby="duval-trail-t duval-trail-d"
        className="h-auto w-full"
      >
        <title id="duval-trail-t">Duval Triangle 1, every sample in date order</title>
        <desc id="duval-trail-d">{description}</desc>
        {trail.zones.map(({ zone, points, fill }) => (
          <polygon
            key={zone}
            points={points}
            className={`${fill} stroke-white`}
            strokeWidth={1.5}
          />
        ))}
        <polygon
          points={`${size / 2},0 0,${height} ${size},${height}`}
          className="fill-none stroke-navy-800"
          strokeWidth={1.5}
        />
        <polyline
          points={placed.map(({ x, y }) => `${x},${y}`).join(" ")}
          fill="none"
          className="stroke-navy-950"
          strokeWidth={1.5}
          strokeDasharray="4 3"
        />
        {placed.map(({ x, y }, index) => (
          <g key={placed[index]?.sampledOn}>
            <circle
              cx={x}
              cy={y}
              r={index === placed.length - 1 ? 7 : 5}
              className={index === placed.length - 1 ? "fill-danger-700" : "fill-navy-800"}
            />
            {index === 0 || index === placed.length - 1 ? (
              <text x={x + 9} y={y} dy="0.32em" className="fill-navy-950 text-[11px] font-semibold">
                {index + 1}
              </text>
            ) : null}
          </g>
        ))}
      </svg>
      <table className="text-left text-sm">
        <caption className="sr-only">Duval zone of each sample</caption>
        <thead className="text-steel-700">
          <ColumnHeads
            className="py-1 pr-3"
            columns={["No.", "Sampled", { label: "Zone", className: "py-1" }]}
          />
        </thead>
        <tbody>
          {placed.map((point, index) => (
            <tr key={point.sampledOn} className="border-t border-steel-200">
              <td className="py-1 pr-3 tabular-nums">{index + 1}</td>
              <td className="py-1 pr-3 whitespace-nowrap">{point.sampledOn}</td>
              <td className="py-1">{point.zone}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
