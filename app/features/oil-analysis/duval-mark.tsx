/**
 * Duval Triangle 1's zones, small and without words, with a sample's point: the mark on the links
 * to the tool. The shapes are written out, not computed from the zone polygons, so that a page
 * showing the mark does not load the triangle's geometry; duval-mark.test.tsx draws them from
 * duval.ts and checks they are the same.
 */
export const markZones = [
  { zone: "PD", fill: "fill-navy-200", points: "180,0 183.6,6.24 176.4,6.24" },
  {
    zone: "T1",
    fill: "fill-amber-100",
    points: "183.6,6.24 216,62.35 208.8,74.82 172.8,12.47 176.4,6.24",
  },
  { zone: "T2", fill: "fill-amber-300", points: "216,62.35 270,155.88 262.8,168.36 208.8,74.82" },
  { zone: "T3", fill: "fill-amber-500", points: "270,155.88 360,311.77 306,311.77 243,202.65" },
  { zone: "D1", fill: "fill-navy-100", points: "0,311.77 82.8,311.77 198,112.24 156.6,40.53" },
  {
    zone: "D2",
    fill: "fill-danger-100",
    points: "82.8,311.77 255.6,311.77 199.8,215.12 228.6,165.24 198,112.24",
  },
  {
    zone: "DT",
    fill: "fill-steel-200",
    points:
      "172.8,12.47 156.6,40.53 228.6,165.24 199.8,215.12 255.6,311.77 306,311.77 243,202.65 262.8,168.36",
  },
] as const;

/** The triangle's side is 360; the sample sits at CH₄ 22 %, C₂H₄ 41 %, C₂H₂ 37 % (zone D2). */
export const markSample = { cx: 187.2, cy: 243.2 };

export function DuvalMark({ className = "" }: { className?: string }) {
  return (
    <svg viewBox="-4 -4 368 319.8" aria-hidden="true" focusable="false" className={className}>
      {markZones.map(({ zone, fill, points }) => (
        <polygon
          key={zone}
          points={points}
          className={`${fill} stroke-white`}
          strokeWidth={4}
          strokeLinejoin="round"
        />
      ))}
      <circle
        cx={markSample.cx}
        cy={markSample.cy}
        r={16}
        className="fill-navy-950 stroke-white"
        strokeWidth={6}
      />
    </svg>
  );
}
