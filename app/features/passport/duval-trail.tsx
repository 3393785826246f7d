/**
 * Each sample's place on Duval Triangle 1 (IEC 60599:2022 Annex B), oldest to latest, joined in
 * date order: the zones are the oil tool's own polygons and fills, from its public entry, so the
 * passport and /tools/oil-analysis draw the same triangle. A table beside it says the same in words.
 */
import {
  duvalZoneNames,
  duvalZones,
  toTrianglePoint,
  zoneFills,
  zonePoints,
} from "#app/features/oil-analysis/public.ts";
import { ColumnHeads } from "#app/ui/column-heads.tsx";

export type TrailPoint = {
  sampledOn: string;
  zone: string | null;
  ch4: number;
  c2h4: number;
  c2h2: number;
};

const size = 300;
const height = (size * Math.sqrt(3)) / 2;

export function DuvalTrail({ points }: { points: readonly TrailPoint[] }) {
  const placed = points.filter((point) => point.ch4 + point.c2h4 + point.c2h2 > 0);
  if (placed.length === 0)
    return (
      <p className="text-sm text-steel-700">
        No sample has enough methane, ethylene and acetylene to place on the triangle.
      </p>
    );
  const xy = placed.map((point) => toTrianglePoint(point, size));
  const description = placed
    .map(
      (point, index) =>
        `${index + 1}: ${point.sampledOn}, ${point.zone ? `zone ${point.zone}` : "no zone"}`,
    )
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
        {duvalZones.map((zone) => (
          <polygon
            key={zone}
            points={zonePoints(zone, size)}
            className={`${zoneFills[zone]} stroke-white`}
            strokeWidth={1.5}
          />
        ))}
        <polygon
          points={`${size / 2},0 0,${height} ${size},${height}`}
          className="fill-none stroke-navy-800"
          strokeWidth={1.5}
        />
        <polyline
          points={xy.map(({ x, y }) => `${x},${y}`).join(" ")}
          fill="none"
          className="stroke-navy-950"
          strokeWidth={1.5}
          strokeDasharray="4 3"
        />
        {xy.map(({ x, y }, index) => (
          <g key={placed[index]?.sampledOn}>
            <circle
              cx={x}
              cy={y}
              r={index === xy.length - 1 ? 7 : 5}
              className={index === xy.length - 1 ? "fill-danger-700" : "fill-navy-800"}
            />
            {index === 0 || index === xy.length - 1 ? (
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
              <td className="py-1">
                {point.zone
                  ? `${point.zone}: ${duvalZoneNames[point.zone as keyof typeof duvalZoneNames] ?? ""}`
                  : "Too little gas to place"}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
