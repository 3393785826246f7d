/**
 * Duval Pentagon 1 or 2 drawn from the published zone corners, with the sample's centroid when
 * there is one. Server-rendered SVG, one image to assistive technology, as the triangle is.
 */
import {
  type PentagonZone,
  pentagonAxes,
  pentagonPolygons,
  pentagonZoneNames,
  pentagonZones,
  type XY,
} from "./pentagon.ts";
import {
  type Pentagon2Zone,
  pentagon2Polygons,
  pentagon2ZoneNames,
  pentagon2Zones,
} from "./pentagon2.ts";
import { SampleMark, ZoneLabel } from "./sample-mark.tsx";

type AnyZone = PentagonZone | Pentagon2Zone;

const scale = 4;
const reach = 40;

const zoneFills: Record<AnyZone, string> = {
  PD: "fill-navy-200",
  S: "fill-steel-200",
  T1: "fill-amber-100",
  T2: "fill-amber-300",
  T3: "fill-amber-500",
  O: "fill-amber-100",
  C: "fill-amber-300",
  "T3-H": "fill-amber-500",
  D1: "fill-navy-100",
  D2: "fill-danger-100",
};

const labelAt: Record<AnyZone, XY> = {
  PD: { x: -5, y: 28.5 },
  S: { x: -17, y: 14 },
  T1: { x: -22, y: -10 },
  T2: { x: -8, y: -26 },
  T3: { x: 9, y: -26 },
  O: { x: -20, y: -8 },
  C: { x: -7, y: -24 },
  "T3-H": { x: 11, y: -24 },
  D1: { x: 17, y: 16 },
  D2: { x: 16, y: -8 },
};

const versions = {
  1: {
    zones: pentagonZones as readonly AnyZone[],
    polygons: pentagonPolygons as Partial<Record<AnyZone, readonly XY[]>>,
    names: pentagonZoneNames as Partial<Record<AnyZone, string>>,
  },
  2: {
    zones: pentagon2Zones as readonly AnyZone[],
    polygons: pentagon2Polygons as Partial<Record<AnyZone, readonly XY[]>>,
    names: pentagon2ZoneNames as Partial<Record<AnyZone, string>>,
  },
};

const round = (value: number) => Math.round(value * 100) / 100;

/** SVG coordinates: y downwards. */
function svg({ x, y }: XY): XY {
  return { x: round(x * scale), y: round(-y * scale) };
}

function points(corners: readonly XY[]): string {
  return corners
    .map((corner) => {
      const { x, y } = svg(corner);
      return `${x},${y}`;
    })
    .join(" ");
}

function onAxis(degrees: number, distance: number): XY {
  const radians = (degrees * Math.PI) / 180;
  return { x: distance * Math.cos(radians), y: distance * Math.sin(radians) };
}

export function DuvalPentagon({
  id,
  version = 1,
  zone,
  centroid,
}: {
  id: string;
  version?: 1 | 2;
  zone?: AnyZone;
  centroid?: XY;
}) {
  const { zones, polygons, names } = versions[version];
  const outline = pentagonAxes.map((axis) => onAxis(axis.degrees, reach));
  const point = zone && centroid ? svg(centroid) : undefined;
  const description =
    zone && centroid
      ? `The sample's centroid (${round(centroid.x)}, ${round(centroid.y)}) is in zone ${zone}, ${(names[zone] ?? "").toLowerCase()}.`
      : "No sample is placed on the pentagon.";
  const zoneList = zones.map((name) => `${name}: ${names[name]}`).join("; ");
  const edge = (reach + 10) * scale;
  return (
    <svg
      viewBox={`${-edge - 10} ${-edge} ${2 * edge + 20} ${2 * edge - 20}`}
      role="img"
      aria-labelledby={`${id}-title`}
      aria-describedby={`${id}-desc`}
      className="h-auto w-full max-w-[24rem] print:max-w-[17rem]"
    >
      <title id={`${id}-title`}>
        {zone ? `Duval Pentagon ${version}, sample in zone ${zone}` : `Duval Pentagon ${version}`}
      </title>
      <desc id={`${id}-desc`}>{`${description} Zones: ${zoneList}.`}</desc>
      {zones.map((name) => (
        <polygon
          key={name}
          points={points(polygons[name] ?? [])}
          className={`${zoneFills[name]} stroke-white`}
          strokeWidth={1.5}
          strokeLinejoin="round"
        />
      ))}
      {zone ? (
        <polygon
          points={points(polygons[zone] ?? [])}
          className="fill-none stroke-navy-950"
          strokeWidth={2.5}
          strokeLinejoin="round"
        />
      ) : null}
      <polygon
        points={points(outline)}
        className="fill-none stroke-navy-800"
        strokeWidth={1.5}
        strokeLinejoin="round"
      />
      {pentagonAxes.map((axis) => {
        const at = svg(onAxis(axis.degrees, reach + 6));
        return (
          <text
            key={axis.gas}
            x={at.x}
            y={at.y}
            textAnchor="middle"
            dominantBaseline="central"
            className="fill-steel-700 text-[18px] font-semibold"
          >
            {axis.label}
          </text>
        );
      })}
      {zones.map((name) => {
        const at = svg(labelAt[name]);
        return (
          <ZoneLabel
            key={name}
            x={at.x}
            y={at.y}
            name={name}
            current={name === zone}
            size="text-[18px]"
          />
        );
      })}
      {point ? <SampleMark x={point.x} y={point.y} /> : null}
    </svg>
  );
}
