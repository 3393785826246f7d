/**
 * Duval Triangle 1's words drawn from their layout (duval-label-layout.ts): the zones' names, in
 * bold for the zone the sample is in, and the gas at each corner.
 */
import type { DuvalLabelLayout } from "./duval-label-layout.ts";
import { ZoneLabel } from "./sample-mark.tsx";

export function DuvalLabels({
  layout,
  current,
  size,
  cornerSize,
}: {
  layout: DuvalLabelLayout;
  /** The zone to name in bold: where the (latest) sample is. */
  current?: string;
  /** The text sizes of the zones' names and the corners', written out for Tailwind. */
  size: "text-[13px]" | "text-[16px]";
  cornerSize: "text-[12px]" | "text-[16px]";
}) {
  return (
    <g>
      {layout.zones.map((label) => (
        <g key={label.zone}>
          {label.leader ? (
            <line {...label.leader} className="stroke-steel-600" strokeWidth={1} />
          ) : null}
          <ZoneLabel
            x={label.x}
            y={label.y}
            name={label.zone}
            current={label.zone === current}
            size={size}
            anchor={label.anchor}
          />
        </g>
      ))}
      {layout.corners.map((corner) => (
        <text
          key={corner.text}
          x={corner.x}
          y={corner.y}
          textAnchor={corner.anchor}
          className={`fill-steel-700 font-semibold ${cornerSize}`}
        >
          {corner.text}
        </text>
      ))}
    </g>
  );
}
