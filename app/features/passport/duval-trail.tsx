/**
 * Each sample's place on Duval Triangle 1 (IEC 60599:2022 Annex B), oldest to latest, joined in
 * date order: the zones, their names and the corners' gases are the oil tool's own (worked out on
 * the server by duval-geometry.ts, drawn by its DuvalLabels), so the passport and
 * /tools/oil-analysis draw the same triangle. A table beside it says the same in words.
 */
import { DuvalLabels, SampleMark } from "#app/features/oil-analysis/public.ts";
import { ColumnHeads } from "#app/ui/column-heads.tsx";
import type { DuvalTrailData } from "./duval-geometry.ts";

/** The oil tool's side, so its labels' layout fits as it is. */
export const duvalSize = 360;
const size = duvalSize;
const height = Math.round(((size * Math.sqrt(3)) / 2) * 10) / 10;

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
  const latest = placed.at(-1);
  const earlier = placed.slice(0, -1);
  return (
    // Side by side from 1024 px: at a tablet's width the table beside the triangle was squeezed
    // to a quarter of the block.
    <div className="grid items-start gap-4 lg:grid-cols-[minmax(0,26rem)_minmax(0,1fr)] print:grid-cols-[19rem_minmax(0,1fr)]">
      <svg
        viewBox={trail.labels.viewBox}
        role="img"
        aria-labelledby="duval-trail-t duval-trail-d"
        className="h-auto w-full max-w-[26rem]"
      >
        <title id="duval-trail-t">Duval Triangle 1, every sample in date order</title>
        <desc id="duval-trail-d">{description}</desc>
        {trail.zones.map(({ zone, points, fill }) => (
          <polygon
            key={zone}
            points={points}
            className={`${fill} stroke-white`}
            strokeWidth={1.5}
            strokeLinejoin="round"
          />
        ))}
        <polygon
          points={`${size / 2},0 0,${height} ${size},${height}`}
          className="fill-none stroke-navy-800"
          strokeWidth={1.5}
          strokeLinejoin="round"
        />
        <DuvalLabels
          layout={trail.labels}
          current={latest?.code ?? undefined}
          size="text-[16px]"
          cornerSize="text-[16px]"
        />
        <polyline
          points={placed.map(({ x, y }) => `${x},${y}`).join(" ")}
          fill="none"
          className="stroke-navy-950"
          strokeWidth={1.5}
          strokeDasharray="4 3"
        />
        {/* The latest is a ring, open in the middle, under the earlier samples' small dots: where
            samples crowd, each still shows. */}
        {latest ? <SampleMark x={latest.x} y={latest.y} ring={11} dot={4} /> : null}
        {earlier.map(({ x, y, sampledOn }) => (
          <circle
            key={sampledOn}
            cx={x}
            cy={y}
            r={4}
            className="fill-navy-800 stroke-white"
            strokeWidth={1}
          />
        ))}
        {placed.map(({ x, y, sampledOn }, index) =>
          index === 0 || index === placed.length - 1 ? (
            <text
              key={sampledOn}
              x={x - 14}
              y={y}
              dy="0.32em"
              textAnchor="end"
              paintOrder="stroke"
              className="fill-navy-950 stroke-white text-[16px] font-bold [stroke-width:3px]"
            >
              {index + 1}
            </text>
          ) : null,
        )}
      </svg>
      <div>
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
        {placed.some((point) => point.code === null) ? (
          <p className="mt-2 text-xs text-steel-600">
            No fault named: none of CH₄, C₂H₄ and C₂H₂ stood above its typical value (IEC 60599:2022
            Annex A), so the sample's point moves with the laboratory's scatter and names no zone.
          </p>
        ) : null}
      </div>
    </div>
  );
}
