/**
 * The reading's parts for the methods beside Triangle 1: Duval Pentagon 1 and Duval Triangles 4
 * and 5. Everything shown comes from interpret(); nothing is judged here.
 */
import { DuvalPentagon } from "./duval-pentagon";
import type { Interpretation } from "./interpret";
import {
  lowTemperatureZoneNames,
  type Triangle4Zone,
  type Triangle5Zone,
  triangle4Polygons,
  triangle5Polygons,
} from "./low-temperature";
import type { LowTemperatureReading } from "./read-low-temperature";
import { TernaryTriangle } from "./ternary-triangle";

const lowerFirst = (text: string) => text.charAt(0).toLowerCase() + text.slice(1);

export function Pentagon({ result }: { result: Interpretation }) {
  const { pentagon } = result;
  return (
    <div className="grid items-center gap-4 sm:grid-cols-[minmax(0,1fr)_minmax(0,1fr)] lg:grid-cols-1 xl:grid-cols-[minmax(0,1fr)_minmax(0,1fr)] print:grid-cols-[17rem_1fr]">
      <DuvalPentagon
        id="pentagon"
        {...(pentagon.kind === "zone" ? { zone: pentagon.zone, centroid: pentagon.centroid } : {})}
      />
      <div>
        {pentagon.kind === "zone" ? (
          <>
            <p className="text-lg font-semibold text-navy-950">
              Pentagon zone {pentagon.zone}: {lowerFirst(pentagon.name)}
            </p>
            <p className="mt-2 text-xs text-steel-600">{pentagon.source}.</p>
          </>
        ) : (
          <>
            <p className="text-lg font-semibold text-navy-950">Not placed</p>
            <p className="mt-2 text-steel-700">{pentagon.reason}</p>
          </>
        )}
        <p className="mt-3 text-xs text-steel-600">
          The five gases' shares are set out on five axes; the centroid of the shape they make names
          the fault. S is stray gassing of the oil, which Triangle 1 cannot show.
        </p>
      </div>
    </div>
  );
}

const fills = {
  PD: "fill-navy-200",
  S: "fill-steel-200",
  O: "fill-amber-100",
  C: "fill-danger-100",
  T2: "fill-amber-300",
  T3: "fill-amber-500",
  ND: "fill-paper",
} as const;

const triangle4Names = {
  PD: lowTemperatureZoneNames.PD,
  S: lowTemperatureZoneNames.S,
  O: lowTemperatureZoneNames.O,
  C: lowTemperatureZoneNames.C,
  ND: lowTemperatureZoneNames.ND,
} satisfies Record<Triangle4Zone, string>;

function Words<Z extends string>({
  triangle,
  reading,
}: {
  triangle: 4 | 5;
  reading: LowTemperatureReading<Z>;
}) {
  return (
    <>
      <p className="font-semibold text-navy-950">
        Triangle {triangle}, zone {reading.zone}: {lowerFirst(reading.name)}
      </p>
      <p className="mt-1 text-xs text-steel-600">{reading.source}.</p>
    </>
  );
}

export function LowTemperatureTriangles({ result }: { result: Interpretation }) {
  const { triangle4, triangle5 } = result.lowTemperature;
  if (!triangle4 && !triangle5) {
    return (
      <p className="text-steel-700">
        Read only after Triangle 1 places a sample: Triangle 4 (H₂, CH₄, C₂H₆) after PD, T1 or T2,
        Triangle 5 (CH₄, C₂H₄, C₂H₆) after T2 or T3.
      </p>
    );
  }
  return (
    <div className="flex flex-col gap-5">
      {triangle4 ? (
        <div className="grid items-center gap-4 sm:grid-cols-2">
          <TernaryTriangle<Triangle4Zone>
            id="triangle-4"
            title="Duval Triangle 4"
            axes={["H₂", "CH₄", "C₂H₆"]}
            polygons={triangle4Polygons}
            fills={fills}
            names={triangle4Names}
            zone={triangle4.zone}
            point={triangle4.shares}
          />
          <div>
            <Words triangle={4} reading={triangle4} />
          </div>
        </div>
      ) : null}
      {triangle5 ? (
        <div className="grid items-center gap-4 sm:grid-cols-2">
          <TernaryTriangle<Triangle5Zone>
            id="triangle-5"
            title="Duval Triangle 5"
            axes={["CH₄", "C₂H₄", "C₂H₆"]}
            polygons={triangle5Polygons}
            fills={fills}
            names={lowTemperatureZoneNames}
            zone={triangle5.zone}
            point={triangle5.shares}
          />
          <div>
            <Words triangle={5} reading={triangle5} />
          </div>
        </div>
      ) : null}
      <p className="text-xs text-steel-600">
        S stray gassing of the oil; O overheating below 250 °C; C possible carbonisation of paper;
        ND not determined. They are read after Triangle 1 for the low-temperature faults it cannot
        separate from stray gassing; they add detail to its reading and never change the condition.
      </p>
    </div>
  );
}
