/**
 * The Duval trail's drawing, worked out on the server: the zones of Duval Triangle 1 (IEC
 * 60599:2022 Annex B) as the oil tool draws them (its polygons and fills, from its public entry)
 * with its zones' and corners' names, and each sample's place in the triangle. The page draws them as they come, so the oil tool's
 * code is not sent to the browser with the unit page.
 */
import {
  type DuvalLabelLayout,
  duvalLabelLayout,
  duvalZoneNames,
  duvalZones,
  toTrianglePoint,
  zoneFills,
  zonePoints,
} from "#app/features/oil-analysis/public.ts";
import { duvalSize } from "./duval-trail.tsx";
import type { DuvalPoint } from "./unit-data.server.ts";

export type DuvalTrailData = {
  zones: { zone: string; points: string; fill: string }[];
  labels: DuvalLabelLayout;
  /**
   * The samples with CH₄, C₂H₄ or C₂H₂ to place, oldest first; `code` is null where the tool
   * names no zone (every gas within its typical value).
   */
  samples: { sampledOn: string; code: string | null; zone: string; x: number; y: number }[];
};

const tenth = (value: number) => Math.round(value * 10) / 10;

export function duvalTrail(points: readonly DuvalPoint[]): DuvalTrailData {
  return {
    zones: duvalZones.map((zone) => ({
      zone,
      points: zonePoints(zone, duvalSize),
      fill: zoneFills[zone],
    })),
    labels: duvalLabelLayout(duvalSize),
    samples: points
      .filter((point) => point.ch4 + point.c2h4 + point.c2h2 > 0)
      .map((point) => {
        const { x, y } = toTrianglePoint(point, duvalSize);
        return {
          sampledOn: point.sampledOn,
          code: point.zone,
          zone: point.zone
            ? `${point.zone}: ${duvalZoneNames[point.zone as keyof typeof duvalZoneNames] ?? ""}`
            : "No fault named",
          x: tenth(x),
          y: tenth(y),
        };
      }),
  };
}
