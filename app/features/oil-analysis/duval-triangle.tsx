/**
 * Duval Triangle 1 drawn from the published zone polygons, with the sample's point when there is
 * one. The drawing is one image to assistive technology: its title and description state the
 * percentages and the zone, which the page also says in words beside it.
 */
import {
  type DuvalPercentages,
  type DuvalZone,
  duvalZoneNames,
  duvalZones,
  toTrianglePoint,
  zonePoints,
} from "./duval.ts";
import { duvalLabelLayout } from "./duval-label-layout.ts";
import { DuvalLabels } from "./duval-labels.tsx";
import { SampleMark } from "./sample-mark.tsx";

const size = 360;
const height = (size * Math.sqrt(3)) / 2;
const layout = duvalLabelLayout(size);

/** Zone fills from the site's palette: thermal faults amber, discharges navy and red. */
export const zoneFills: Record<DuvalZone, string> = {
  PD: "fill-navy-200",
  T1: "fill-amber-100",
  T2: "fill-amber-300",
  T3: "fill-amber-500",
  D1: "fill-navy-100",
  D2: "fill-danger-100",
  DT: "fill-steel-200",
};

const round = (value: number) => Math.round(value * 10) / 10;

function percent(value: number): string {
  return `${value.toFixed(1)} %`;
}

/** "CH₄ 22.0 %, C₂H₄ 41.5 %, C₂H₂ 36.6 %" */
export function percentagesText(percentages: DuvalPercentages): string {
  return `CH₄ ${percent(percentages.ch4)}, C₂H₄ ${percent(percentages.c2h4)}, C₂H₂ ${percent(percentages.c2h2)}`;
}

export function DuvalTriangle({
  id,
  zone,
  percentages,
  emptyText = "No sample is placed on the triangle: there is not enough gas to interpret.",
}: {
  id: string;
  /** The sample's zone; with no zone the triangle is drawn without a point. */
  zone?: DuvalZone;
  percentages?: DuvalPercentages;
  /** What the description says when no sample is placed. */
  emptyText?: string;
}) {
  const point = zone && percentages ? toTrianglePoint(percentages, size) : undefined;
  const description =
    zone && percentages
      ? `The sample is in zone ${zone}, ${duvalZoneNames[zone].toLowerCase()}: ${percentagesText(percentages)}.`
      : emptyText;
  const zoneList = duvalZones.map((name) => `${name}: ${duvalZoneNames[name]}`).join("; ");
  return (
    <svg
      viewBox={layout.viewBox}
      role="img"
      aria-labelledby={`${id}-title`}
      aria-describedby={`${id}-desc`}
      className="h-auto w-full max-w-[26rem] print:max-w-[19rem]"
    >
      <title id={`${id}-title`}>
        {zone ? `Duval Triangle 1, sample in zone ${zone}` : "Duval Triangle 1"}
      </title>
      <desc id={`${id}-desc`}>{`${description} Zones: ${zoneList}.`}</desc>
      {duvalZones.map((name) => (
        <polygon
          key={name}
          points={zonePoints(name, size)}
          className={`${zoneFills[name]} stroke-white`}
          strokeWidth={1.5}
          strokeLinejoin="round"
        />
      ))}
      {zone ? (
        <polygon
          points={zonePoints(zone, size)}
          className="fill-none stroke-navy-950"
          strokeWidth={2.5}
          strokeLinejoin="round"
        />
      ) : null}
      <polygon
        points={`${size / 2},0 0,${round(height)} ${size},${round(height)}`}
        className="fill-none stroke-navy-800"
        strokeWidth={1.5}
        strokeLinejoin="round"
      />
      <DuvalLabels layout={layout} current={zone} size="text-[13px]" cornerSize="text-[12px]" />
      {point ? <SampleMark x={round(point.x)} y={round(point.y)} ring={11} dot={5} /> : null}
    </svg>
  );
}
