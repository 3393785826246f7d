/**
 * The reading's parts for the methods beside Triangle 1: Duval Pentagons 1 and 2 and Duval
 * Triangles 4 and 5. Everything shown comes from interpret(); nothing is judged here.
 */
import type { ComponentProps } from "react";
import { DuvalPentagon } from "./duval-pentagon.tsx";
import type { Interpretation } from "./interpret.ts";
import { lowTemperatureZoneNames, type Triangle4Zone } from "./low-temperature.ts";
import { triangle4Polygons, triangle5Polygons } from "./low-temperature-polygons.ts";
import type { LowTemperatureReading } from "./read-low-temperature.ts";
import { TernaryTriangle } from "./ternary-triangle.tsx";

const lowerFirst = (text: string) => text.charAt(0).toLowerCase() + text.slice(1);

function PentagonBlock({
  version,
  reading,
}: {
  version: 1 | 2;
  reading: Interpretation["pentagon"] | Interpretation["pentagon2"];
}) {
  return (
    <div className="flex flex-col gap-3">
      <DuvalPentagon
        id={`pentagon-${version}`}
        version={version}
        {...(reading.kind === "zone" ? { zone: reading.zone, centroid: reading.centroid } : {})}
      />
      {reading.kind === "zone" ? (
        <div>
          <p className="font-semibold text-navy-950">
            Pentagon {version}, zone {reading.zone}: {lowerFirst(reading.name)}
          </p>
          <p className="mt-1 text-xs text-steel-600">{reading.source}.</p>
        </div>
      ) : (
        <p className="text-sm text-steel-700">
          <strong className="font-semibold text-navy-950">Pentagon {version} not placed. </strong>
          {reading.reason}
        </p>
      )}
    </div>
  );
}

export function Pentagons({ result }: { result: Interpretation }) {
  const { pentagon, pentagon2 } = result;
  const same = pentagon.kind === "notEnoughGas" && pentagon2.kind === "notEnoughGas";
  return (
    <div className="flex flex-col gap-4">
      {same ? (
        <div className="grid items-center gap-4 sm:grid-cols-2 lg:grid-cols-1 xl:grid-cols-2 print:grid-cols-[15rem_1fr]">
          <DuvalPentagon id="pentagon-1" />
          <p className="text-steel-700">
            <strong className="font-semibold text-navy-950">Not placed. </strong>
            {pentagon.reason}
          </p>
        </div>
      ) : (
        <div className="grid gap-6 sm:grid-cols-2 lg:grid-cols-1 xl:grid-cols-2 print:grid-cols-2">
          <PentagonBlock version={1} reading={pentagon} />
          <PentagonBlock version={2} reading={pentagon2} />
        </div>
      )}
      <p className="text-xs text-steel-600">
        The five gases' shares are set out on five axes; the centroid of the shape they make names
        the fault. Both pentagons share that centroid and the zones PD, D1, D2 and S (stray gassing
        of the oil, which Triangle 1 cannot show). Pentagon 1 splits the thermal faults by
        temperature (T1, T2, T3); Pentagon 2 by what is heated: O overheating below about 250 °C, C
        possible carbonisation of paper, T3-H a hot spot above 700 °C in oil only.
      </p>
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

/** One of Triangles 4 and 5 with the sample placed on it, and what its zone means. */
function LowTemperatureTriangle<Z extends string>({
  triangle,
  reading,
  ...drawing
}: {
  triangle: 4 | 5;
  reading: LowTemperatureReading<Z>;
} & Pick<ComponentProps<typeof TernaryTriangle<Z>>, "axes" | "polygons" | "names" | "fills">) {
  return (
    <div className="grid items-center gap-4 sm:grid-cols-2">
      <TernaryTriangle<Z>
        id={`triangle-${triangle}`}
        title={`Duval Triangle ${triangle}`}
        zone={reading.zone}
        point={reading.shares}
        {...drawing}
      />
      <div>
        <Words triangle={triangle} reading={reading} />
      </div>
    </div>
  );
}

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
        <LowTemperatureTriangle
          triangle={4}
          axes={["H₂", "CH₄", "C₂H₆"]}
          polygons={triangle4Polygons}
          fills={fills}
          names={triangle4Names}
          reading={triangle4}
        />
      ) : null}
      {triangle5 ? (
        <LowTemperatureTriangle
          triangle={5}
          axes={["CH₄", "C₂H₄", "C₂H₆"]}
          polygons={triangle5Polygons}
          fills={fills}
          names={lowTemperatureZoneNames}
          reading={triangle5}
        />
      ) : null}
      <p className="text-xs text-steel-600">
        S stray gassing of the oil; O overheating below 250 °C; C possible carbonisation of paper;
        ND not determined. They are read after Triangle 1 for the low-temperature faults it cannot
        separate from stray gassing; they add detail to its reading and never change the condition.
      </p>
    </div>
  );
}
