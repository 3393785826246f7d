/** Where a sample falls on a triangle or a pentagon: a ring with a dot, legible on any zone. */
export function SampleMark({ x, y }: { x: number; y: number }) {
  return (
    <g>
      <circle cx={x} cy={y} r={9} className="fill-none stroke-navy-950" strokeWidth={2} />
      <circle cx={x} cy={y} r={4} className="fill-navy-950 stroke-white" strokeWidth={1.5} />
    </g>
  );
}
