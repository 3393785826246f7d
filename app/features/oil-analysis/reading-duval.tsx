/**
 * The reading's Duval triangles for the fault: Triangle 1 for main-tank oil, Triangle 2 for an
 * OLTC compartment (or beside Triangle 1 when the OLTC's oil communicates with the main tank).
 * Everything shown comes from interpret(); nothing is judged here.
 */
import { boundaryConvention } from "./duval.ts";
import { DuvalTriangle, percentagesText } from "./duval-triangle.tsx";
import type { Interpretation } from "./interpret.ts";
import { type Triangle2Zone, triangle2Polygons, triangle2ZoneNames } from "./oltc-triangle.ts";
import { TernaryTriangle } from "./ternary-triangle.tsx";

const lowerFirst = (text: string) => text.charAt(0).toLowerCase() + text.slice(1);

export function Duval({ result }: { result: Interpretation }) {
  const { duval } = result;
  return (
    <div className="grid items-center gap-4 sm:grid-cols-[minmax(0,1fr)_minmax(0,1fr)] lg:grid-cols-1 xl:grid-cols-[minmax(0,1fr)_minmax(0,1fr)] print:grid-cols-[19rem_1fr]">
      <DuvalTriangle
        id="duval"
        zone={duval.kind === "zone" ? duval.zone : undefined}
        percentages={duval.kind === "zone" ? duval.percentages : undefined}
      />
      <div>
        {duval.kind === "zone" ? (
          <>
            <p className="text-lg font-semibold text-navy-950">
              Zone {duval.zone}: {duval.name.charAt(0).toLowerCase() + duval.name.slice(1)}
            </p>
            <p className="mt-2 text-steel-700">{percentagesText(duval.percentages)}</p>
            {duval.note ? <p className="mt-2 text-sm text-steel-700">{duval.note}</p> : null}
            <p className="mt-2 text-xs text-steel-600">{duval.source}.</p>
          </>
        ) : (
          <>
            <p className="text-lg font-semibold text-navy-950">Not enough gas to interpret</p>
            <p className="mt-2 text-steel-700">{duval.reason}</p>
          </>
        )}
        <p className="mt-3 text-xs text-steel-600">
          PD partial discharges; T1, T2, T3 thermal faults below 300 °C, 300–700 °C and above 700
          °C; D1 low-energy and D2 high-energy discharges; DT thermal and electrical faults mixed.
        </p>
        <p className="mt-2 text-xs text-steel-600">{boundaryConvention}</p>
      </div>
    </div>
  );
}

const triangle2Fills: Record<Triangle2Zone, string> = {
  N: "fill-success-100",
  D1: "fill-navy-100",
  X1: "fill-navy-200",
  T2: "fill-amber-300",
  T3: "fill-amber-500",
  X3: "fill-danger-100",
};

export function Triangle2({ result }: { result: Interpretation }) {
  const { triangle2 } = result;
  if (!triangle2) return null;
  const placed = triangle2.kind === "zone" ? triangle2 : undefined;
  return (
    <div className="grid items-center gap-4 sm:grid-cols-[minmax(0,1fr)_minmax(0,1fr)] lg:grid-cols-1 xl:grid-cols-[minmax(0,1fr)_minmax(0,1fr)] print:grid-cols-[17rem_1fr]">
      <TernaryTriangle<Triangle2Zone>
        id="triangle-2"
        title="Duval Triangle 2 for OLTC compartments"
        axes={["CH₄", "C₂H₂", "C₂H₄"]}
        polygons={triangle2Polygons}
        fills={triangle2Fills}
        names={triangle2ZoneNames}
        {...(placed
          ? {
              zone: placed.zone,
              point: [
                placed.percentages.ch4,
                placed.percentages.c2h2,
                placed.percentages.c2h4,
              ] as const,
            }
          : {})}
      />
      <div>
        {placed ? (
          <>
            <p className="text-lg font-semibold text-navy-950">
              Zone {placed.zone}: {lowerFirst(placed.name)}
            </p>
            <p className="mt-2 text-steel-700">{percentagesText(placed.percentages)}</p>
            <p className="mt-2 text-sm text-steel-700">
              {placed.reason === "oltc-sample"
                ? "The sample is from the OLTC compartment, so Triangle 2 reads it in place of Triangle 1."
                : "The OLTC's oil communicates with the main tank: Triangle 2 shows whether these gases look like the tap changer's normal switching (zone N) rather than a fault in the main tank. It adds to Triangle 1's reading and does not change the condition."}
            </p>
          </>
        ) : (
          <>
            <p className="text-lg font-semibold text-navy-950">Not placed</p>
            <p className="mt-2 text-steel-700">{triangle2.reason}</p>
          </>
        )}
        <p className="mt-3 text-xs text-steel-600">
          N normal switching; D1 abnormal arcing; X1 arcing or a thermal fault in progress; T2, T3
          severe heating with coking of the contacts; X3 heating in progress or heavy arcing. Zone
          limits from Duval's figure, not yet checked against the paper; a point on a limit belongs
          to the zone whose lower limit it meets, as on Triangle 1.
        </p>
        {placed ? <p className="mt-2 text-xs text-steel-600">{placed.source}.</p> : null}
      </div>
    </div>
  );
}
