/**
 * The reading, in the order an engineer reads it: the overall condition, the Duval triangle that
 * places the fault, whether the methods agree, what counts towards the condition and the next
 * steps; then each oil property against its limit, the pentagons, Triangles 4 and 5, the IEC 60599
 * ratios, the gases against their typical values and rates. It is one column that scrolls with
 * the page: nothing in it scrolls on its own. Everything shown comes from interpret().
 */
import type { ReactNode } from "react";
import { FoldOnPhone } from "#app/ui/fold-on-phone.tsx";
import { TitledSection } from "#app/ui/titled-section.tsx";
import type { Interpretation } from "./interpret.ts";
import { Duval, Triangle2 } from "./reading-duval.tsx";
import { Gases } from "./reading-gases.tsx";
import { LowTemperatureTriangles, Pentagons } from "./reading-methods.tsx";
import { OilProperties } from "./reading-oil.tsx";
import { FindingsAndSteps, Verdict } from "./reading-overall.tsx";
import { OtherRatios, Ratios } from "./reading-ratios.tsx";
import { inputGroups } from "./report.ts";
import type { OilAnalysisInput } from "./schema.ts";

/** A part of the reading; a short one (`whole`) is never split across two sheets of paper. */
function Part({
  id,
  title,
  whole = false,
  children,
}: {
  id: string;
  title: string;
  whole?: boolean;
  children: ReactNode;
}) {
  return (
    <TitledSection
      id={id}
      title={title}
      level={3}
      className={`border-t border-steel-200 pt-5 print:pt-3 ${whole ? "print:break-inside-avoid" : "print:break-inside-auto"}`}
      headingClassName="text-lg font-semibold"
    >
      <div className="mt-3">{children}</div>
    </TitledSection>
  );
}

/** The values entered, for the printed report (the form itself is not printed). */
export function PrintedInputs({ input }: { input: OilAnalysisInput }) {
  return (
    <TitledSection
      id="printed-inputs"
      title="Values entered"
      level={3}
      className="hidden print:block"
      headingClassName="text-lg font-semibold"
    >
      {/* Four across: an earlier DGA stands beside the latest, not alone under its first column. */}
      <div className="mt-2 grid grid-cols-4 gap-x-6 gap-y-3 text-sm">
        {inputGroups(input).map((group) => (
          <div key={group.heading} className="break-inside-avoid">
            <h4 className="font-semibold text-navy-950">{group.heading}</h4>
            <dl className="mt-1 grid grid-cols-[auto_1fr] gap-x-3">
              {group.items.map((item) => (
                <div key={item.label} className="contents">
                  <dt className="text-steel-700">{item.label}</dt>
                  <dd className="text-navy-950 tabular-nums">{item.value}</dd>
                </div>
              ))}
            </dl>
          </div>
        ))}
      </div>
    </TitledSection>
  );
}

/** A part of the reading that one component draws from the result: anchor, heading, drawing. */
type MethodPart = readonly [
  id: string,
  title: string,
  Drawing: (props: { result: Interpretation }) => ReactNode,
];

/** The methods that add detail to Triangle 1. */
const detailMethods: readonly MethodPart[] = [
  ["reading-pentagon", "Duval Pentagons 1 and 2", Pentagons],
  ["reading-low-temperature", "Duval Triangles 4 and 5", LowTemperatureTriangles],
  ["reading-ratios", "IEC 60599 gas ratios", Ratios],
];

/** What every reading ends with, whatever the sample point. */
const closingParts: readonly MethodPart[] = [
  ["reading-gases", "Gases against typical values", Gases],
  ["reading-other", "Paper, oxygen and the tap changer", OtherRatios],
];

function MethodParts({ parts, result }: { parts: readonly MethodPart[]; result: Interpretation }) {
  return parts.map(([id, title, Drawing]) => (
    <Part key={id} id={id} title={title}>
      <Drawing result={result} />
    </Part>
  ));
}

/** Every part of the reading of one valid input. */
export function ReadingDetails({ result }: { result: Interpretation }) {
  const oltcSample = result.triangle2?.kind === "zone" && result.triangle2.reason === "oltc-sample";
  const oltcOnly = result.equipment.samplePoint === "oltc";
  return (
    <div className="flex flex-col gap-6 print:gap-4">
      <Verdict result={result} />
      {oltcOnly ? (
        <Part id="reading-triangle-2" title="Duval Triangle 2 (OLTC compartment)">
          <Triangle2 result={result} />
        </Part>
      ) : (
        <Part id="reading-duval" title="Duval Triangle 1">
          <Duval result={result} />
        </Part>
      )}
      {result.disagreement ? (
        <p className="rounded-md border-l-4 border-amber-500 bg-amber-100 p-3 text-sm text-navy-950 break-inside-avoid">
          {result.disagreement}
        </p>
      ) : null}
      <FindingsAndSteps result={result} />
      <Part id="reading-oil" title="Oil quality">
        <OilProperties result={result} />
      </Part>
      {oltcOnly ? null : (
        <>
          {result.triangle2 && !oltcSample ? (
            <Part id="reading-triangle-2" title="Duval Triangle 2 (the OLTC's gases)">
              <Triangle2 result={result} />
            </Part>
          ) : null}
          {/* The methods that add detail to Triangle 1: three screens on a phone, folded there. */}
          <FoldOnPhone summary="Duval Pentagons, Triangles 4 and 5 and the IEC 60599 ratios">
            <div className="flex flex-col gap-6 print:gap-4">
              <MethodParts parts={detailMethods} result={result} />
            </div>
          </FoldOnPhone>
        </>
      )}
      <MethodParts parts={closingParts} result={result} />
      {result.notes.length ? (
        // Two or three lines: printed whole, not its heading and a line at a page's foot.
        <Part id="reading-notes" title="Notes" whole>
          <ul className="flex list-disc flex-col gap-1.5 pl-5 text-sm text-steel-700">
            {result.notes.map((note) => (
              <li key={note}>{note}</li>
            ))}
          </ul>
        </Part>
      ) : null}
    </div>
  );
}
