/**
 * A Duval triangle other than Triangle 1, drawn from its zone polygons with the sample's point:
 * server-rendered SVG, one image to assistive technology, its zones named in the description.
 * Zones too slim to hold their name are named in the legend beside the drawing instead.
 */
import type { Corner } from "./low-temperature.ts";
import { SampleMark, ZoneLabel } from "./sample-mark.tsx";

const size = 300;
const height = (size * Math.sqrt(3)) / 2;
const round = (value: number) => Math.round(value * 100) / 100;

function place([top, left, right]: Corner): { x: number; y: number } {
  const total = top + left + right;
  return {
    x: round((size * (top / 2 + right)) / total),
    y: round((height * (left + right)) / total),
  };
}

function pointsOf(corners: readonly Corner[]): string {
  return corners
    .map((corner) => {
      const { x, y } = place(corner);
      return `${x},${y}`;
    })
    .join(" ");
}

function labelPoint(corners: readonly Corner[]): { x: number; y: number } {
  const sum = corners.reduce<[number, number, number]>(
    (acc, corner) => [acc[0] + corner[0], acc[1] + corner[1], acc[2] + corner[2]],
    [0, 0, 0],
  );
  return place(sum);
}

/** Twice the area in percentage units, to tell slim zones from roomy ones. */
function roomy(corners: readonly Corner[]): boolean {
  let sum = 0;
  corners.forEach((corner, index) => {
    const next = corners[(index + 1) % corners.length] as Corner;
    sum += corner[1] * next[2] - next[1] * corner[2];
  });
  return Math.abs(sum) / 2 > 120;
}

export function TernaryTriangle<Z extends string>({
  id,
  title,
  axes,
  polygons,
  fills,
  names,
  zone,
  point,
}: {
  id: string;
  title: string;
  /** The gases at the top, bottom-left and bottom-right corners. */
  axes: readonly [string, string, string];
  polygons: Record<Z, readonly (readonly Corner[])[]>;
  fills: Record<Z, string>;
  names: Record<Z, string>;
  zone?: Z;
  /** The sample's shares, in the order of `axes`. */
  point?: Corner;
}) {
  const zones = Object.keys(polygons) as Z[];
  const dot = zone && point ? place(point) : undefined;
  const description =
    zone && point
      ? `The sample (${axes.map((axis, index) => `${axis} ${point[index]?.toFixed(1)} %`).join(", ")}) is in zone ${zone}, ${names[zone].toLowerCase()}.`
      : "No sample is placed on this triangle.";
  return (
    <svg
      viewBox={`-40 -24 ${size + 80} ${round(height + 56)}`}
      role="img"
      aria-labelledby={`${id}-title`}
      aria-describedby={`${id}-desc`}
      className="h-auto w-full max-w-[22rem] print:max-w-[16rem]"
    >
      <title id={`${id}-title`}>{zone ? `${title}, sample in zone ${zone}` : title}</title>
      <desc id={`${id}-desc`}>
        {`${description} Zones: ${zones.map((name) => `${name}: ${names[name]}`).join("; ")}.`}
      </desc>
      {zones.flatMap((name) =>
        polygons[name].map((corners) => (
          <polygon
            key={`${name}-${pointsOf(corners)}`}
            points={pointsOf(corners)}
            className={`${fills[name]} stroke-white`}
            strokeWidth={1.5}
            strokeLinejoin="round"
          />
        )),
      )}
      <polygon
        points={`${size / 2},0 0,${round(height)} ${size},${round(height)}`}
        className="fill-none stroke-navy-800"
        strokeWidth={1.5}
      />
      {zones.flatMap((name) =>
        polygons[name].filter(roomy).map((corners) => {
          const at = labelPoint(corners);
          return (
            <ZoneLabel
              key={`${name}-label-${at.x}`}
              x={at.x}
              y={at.y}
              name={name}
              current={name === zone}
              size="text-[15px]"
            />
          );
        }),
      )}
      <text x={size / 2} y={-8} textAnchor="middle" className="fill-steel-700 text-[15px]">
        {axes[0]}
      </text>
      <text x={0} y={round(height + 18)} textAnchor="middle" className="fill-steel-700 text-[15px]">
        {axes[1]}
      </text>
      <text
        x={size}
        y={round(height + 18)}
        textAnchor="middle"
        className="fill-steel-700 text-[15px]"
      >
        {axes[2]}
      </text>
      {dot ? <SampleMark x={dot.x} y={dot.y} /> : null}
    </svg>
  );
}
