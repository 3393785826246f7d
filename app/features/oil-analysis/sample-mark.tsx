/** Where a sample falls on a triangle or a pentagon: a ring with a dot, legible on any zone. */
export function SampleMark({
  x,
  y,
  ring = 9,
  dot = 4,
}: {
  x: number;
  y: number;
  /** The radii of the ring and the dot (Triangle 1, drawn larger, has its own). */
  ring?: number;
  dot?: number;
}) {
  return (
    <g>
      <circle cx={x} cy={y} r={ring} className="fill-none stroke-navy-950" strokeWidth={2} />
      <circle cx={x} cy={y} r={dot} className="fill-navy-950 stroke-white" strokeWidth={1.5} />
    </g>
  );
}

/** A zone's name on its drawing, in bold where the sample falls. */
export function ZoneLabel({
  x,
  y,
  name,
  current,
  size,
  anchor = "middle",
}: {
  x: number;
  y: number;
  name: string;
  current: boolean;
  /** The text size of the drawing's labels, written out for Tailwind. */
  size: "text-[13px]" | "text-[15px]" | "text-[16px]" | "text-[18px]";
  anchor?: "start" | "middle";
}) {
  return (
    <text
      x={x}
      y={y}
      textAnchor={anchor}
      dominantBaseline="central"
      className={`fill-navy-950 ${size} ${current ? "font-bold" : "font-semibold"}`}
    >
      {name}
    </text>
  );
}
