/**
 * Where Duval Triangle 1's words go, for a triangle of side `size`: each zone's name (inside the
 * large zones, outside the right edge with a leader line for the slim ones) and the gas at each
 * corner. The oil tool draws them beside its sample; the passport works them out on the server
 * and draws them under a unit's trail of samples (duval-labels.tsx draws them for both).
 */
import {
  type DuvalPercentages,
  type DuvalZone,
  duvalZones,
  type Point,
  toTrianglePoint,
} from "./duval.ts";

export type DuvalLabelLayout = {
  zones: {
    zone: DuvalZone;
    x: number;
    y: number;
    anchor: "start" | "middle";
    /** From inside a slim zone to its name outside the triangle. */
    leader?: { x1: number; y1: number; x2: number; y2: number };
  }[];
  corners: { text: string; x: number; y: number; anchor: "end" | "middle" }[];
  /** The drawing's viewBox: the triangle with room for the names outside it. */
  viewBox: string;
};

const at = (ch4: number, c2h4: number, c2h2: number): DuvalPercentages => ({ ch4, c2h4, c2h2 });

/** Each zone's label point; `outside` is how far (in a 360 side's units) its name is pushed out. */
const places: Record<DuvalZone, { point: DuvalPercentages; outside?: number }> = {
  PD: { point: at(99, 0.6, 0.4), outside: 30 },
  T1: { point: at(88, 10, 2), outside: 30 },
  T2: { point: at(63, 35, 2), outside: 30 },
  T3: { point: at(18, 74, 8) },
  D1: { point: at(38, 9, 53) },
  D2: { point: at(14, 44, 42) },
  DT: { point: at(32, 47, 21) },
};

// The right edge runs from the top corner down to the right; its outward normal is (cos 30°, −sin 30°).
const normal = { x: Math.cos(Math.PI / 6), y: -Math.sin(Math.PI / 6) };

const round = (value: number) => Math.round(value * 10) / 10;
const rounded = ({ x, y }: Point) => ({ x: round(x), y: round(y) });

export function duvalLabelLayout(size: number): DuvalLabelLayout {
  const scale = size / 360;
  const height = (size * Math.sqrt(3)) / 2;
  return {
    zones: duvalZones.map((zone) => {
      const place = places[zone];
      const anchor = toTrianglePoint(place.point, size);
      if (!place.outside) return { zone, ...rounded(anchor), anchor: "middle" };
      const out = place.outside * scale;
      const text = { x: anchor.x + normal.x * out, y: anchor.y + normal.y * out };
      const gap = 10 * scale;
      return {
        zone,
        ...rounded(text),
        anchor: "start",
        leader: {
          x1: round(anchor.x),
          y1: round(anchor.y),
          x2: round(text.x - normal.x * gap),
          y2: round(text.y - normal.y * gap),
        },
      };
    }),
    corners: [
      { text: "100 % CH₄", x: round(size / 2 - 16 * scale), y: round(8 * scale), anchor: "end" },
      { text: "100 % C₂H₂", x: 0, y: round(height + 22 * scale), anchor: "middle" },
      { text: "100 % C₂H₄", x: size, y: round(height + 22 * scale), anchor: "middle" },
    ],
    viewBox: `${round(-44 * scale)} ${round(-30 * scale)} ${round(size + 100 * scale)} ${round(height + 72 * scale)}`,
  };
}
