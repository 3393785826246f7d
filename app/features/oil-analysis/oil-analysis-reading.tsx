/**
 * The reading: the overall condition with its reason and next steps, each oil property against
 * its limit, the Duval triangle, the IEC 60599 ratios, the gases against their typical values and
 * rates. Everything shown comes from interpret(); nothing is judged here.
 */
import type { ReactNode } from "react";
import { boundaryConvention } from "./duval";
import { DuvalTriangle, percentagesText } from "./duval-triangle";
import {
  type Condition,
  conditionLabels,
  type Finding,
  formatValue,
  type Interpretation,
  type PropertyJudgement,
} from "./interpret";
import type { Verdict } from "./limits";
import { conditionText, ratioTable } from "./ratios";
import { Chip, type chipTones } from "./reading-chip";
import { Gases } from "./reading-gases";
import { LowTemperatureTriangles, Pentagon } from "./reading-methods";
import { inputGroups } from "./report";
import type { OilAnalysisInput } from "./schema";

const conditionTones: Record<Condition, { box: string; word: string }> = {
  "not-judged": { box: "border-steel-500 bg-steel-100", word: "text-navy-950" },
  normal: { box: "border-success-700 bg-success-100", word: "text-success-700" },
  watch: { box: "border-amber-500 bg-amber-100", word: "text-navy-950" },
  "act-soon": { box: "border-amber-800 bg-amber-100", word: "text-amber-800" },
  "act-now": { box: "border-danger-700 bg-danger-100", word: "text-danger-700" },
};

const verdictWords: Record<Verdict, string> = { good: "Good", fair: "Fair", poor: "Poor" };

const levelTone: Record<Finding["level"], keyof typeof chipTones> = {
  "act-now": "poor",
  "act-soon": "fair",
  watch: "neutral",
};

function Part({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section
      aria-labelledby={id}
      className="border-t border-steel-200 pt-5 print:pt-3 print:break-inside-auto"
    >
      <h3 id={id} className="text-lg font-semibold">
        {title}
      </h3>
      <div className="mt-3">{children}</div>
    </section>
  );
}

function Overall({ result }: { result: Interpretation }) {
  const { condition, reason, findings, nextSteps } = result.overall;
  const tone = conditionTones[condition];
  return (
    <div className="flex flex-col gap-5">
      <div className={`rounded-lg border-l-8 p-4 ${tone.box} break-inside-avoid`}>
        <h3 className="text-sm font-semibold tracking-wide text-steel-700 uppercase">
          Overall condition:{" "}
          <span
            className={`block pt-1 text-3xl font-semibold tracking-normal normal-case ${tone.word}`}
          >
            {conditionLabels[condition]}
          </span>
        </h3>
        <p className="mt-2 text-navy-950">{reason}</p>
      </div>
      {findings.length > 1 ? (
        <div className="break-inside-avoid">
          <h4 className="font-semibold text-navy-950">Everything that counts towards it</h4>
          <ul className="mt-2 flex flex-col gap-2 text-sm text-steel-800">
            {findings.map((finding) => (
              <li key={`${finding.rule}-${finding.text}`} className="flex items-start gap-2">
                <span className="mt-0.5 w-[4.75rem] shrink-0">
                  <Chip tone={levelTone[finding.level]}>{conditionLabels[finding.level]}</Chip>
                </span>
                <span>{finding.text}</span>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      <div className="break-inside-avoid">
        <h4 className="font-semibold text-navy-950">Next steps</h4>
        <ol className="mt-2 flex list-decimal flex-col gap-1.5 pl-5 text-steel-800 marker:font-semibold marker:text-amber-800">
          {nextSteps.map((step) => (
            <li key={step}>{step}</li>
          ))}
        </ol>
      </div>
    </div>
  );
}

const is1866Sentence = /\s*IS 1866:2017 is identical with IEC 60422:2013.*$/s;

function shownJudgement(judgement: PropertyJudgement): string {
  if (typeof judgement.value !== "number")
    return judgement.value === "present" ? "Present" : "None";
  const unit = judgement.unit ? ` ${judgement.unit}` : "";
  return `${formatValue(judgement.value)}${unit}`;
}

function OilProperties({ result }: { result: Interpretation }) {
  const { properties, skipped, equipment } = result;
  if (properties.length === 0 && skipped.length === 0)
    return <p className="text-steel-700">No oil test was entered.</p>;
  const is1866 = properties
    .map((judgement) => is1866Sentence.exec(judgement.note)?.[0]?.trim())
    .find(Boolean);
  return (
    <>
      <p className="text-sm text-steel-700">
        Limits of IEC 60422:2013 Table 5 for equipment category {equipment.category},{" "}
        {equipment.voltageClass.charAt(0).toLowerCase() + equipment.voltageClass.slice(1)}.
      </p>
      <ul className="mt-3 divide-y divide-steel-200 border-y border-steel-200">
        {properties.map((judgement) => {
          const note = judgement.note.replace(is1866Sentence, "").trim();
          return (
            <li key={judgement.property} className="py-3 break-inside-avoid print:py-1.5">
              <div className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1">
                <span className="font-semibold text-navy-950">{judgement.name}</span>
                <span className="flex items-baseline gap-2">
                  <span className="font-semibold text-navy-950 tabular-nums">
                    {shownJudgement(judgement)}
                    {judgement.measured?.factor ? (
                      <span className="font-normal text-steel-600"> at 20 °C</span>
                    ) : null}
                  </span>
                  <Chip tone={judgement.verdict}>{verdictWords[judgement.verdict]}</Chip>
                </span>
              </div>
              {judgement.measured ? (
                <p className="mt-1 text-sm text-steel-700">{judgement.measured.text}</p>
              ) : null}
              <p className="mt-1 text-sm text-steel-700">
                <span className="font-medium text-steel-800">{judgement.limit}.</span>{" "}
                {judgement.source}.
              </p>
              {note ? <p className="mt-1 text-xs text-steel-600">{note}</p> : null}
            </li>
          );
        })}
      </ul>
      {skipped.length ? (
        <ul className="mt-3 flex flex-col gap-1 text-sm text-steel-700">
          {skipped.map((item) => (
            <li key={item.property}>{item.reason}</li>
          ))}
        </ul>
      ) : null}
      {is1866 ? <p className="mt-3 text-xs text-steel-600">{is1866}</p> : null}
    </>
  );
}

function Duval({ result }: { result: Interpretation }) {
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
        {result.disagreement ? (
          <p className="mt-3 text-sm text-navy-950">{result.disagreement}</p>
        ) : null}
      </div>
    </div>
  );
}

const ratioNames = [
  ["c2h2C2h4", "C₂H₂/C₂H₄"],
  ["ch4H2", "CH₄/H₂"],
  ["c2h4C2h6", "C₂H₄/C₂H₆"],
] as const;

function Ratios({ result }: { result: Interpretation }) {
  const { ratios } = result;
  if (ratios.kind === "notEnoughGas")
    return (
      <p className="text-steel-700">
        <strong className="font-semibold text-navy-950">Not enough gas to interpret. </strong>
        {ratios.reason}
      </p>
    );
  const row = ratios.case ? ratioTable.find((entry) => entry.case === ratios.case) : undefined;
  return (
    <>
      <p className="font-semibold text-navy-950">
        {ratios.case ? `${ratios.case}: ${ratios.name}` : ratios.name}
      </p>
      <table className="mt-3 w-full max-w-xl text-left text-sm">
        <caption className="sr-only">IEC 60599 basic gas ratios</caption>
        <thead className="text-steel-700">
          <tr>
            <th scope="col" className="py-1.5 pr-3 font-semibold">
              Ratio
            </th>
            <th scope="col" className="py-1.5 pr-3 text-right font-semibold">
              Value
            </th>
            {row ? (
              <th scope="col" className="py-1.5 font-semibold">
                Table 1 range for {row.case}
              </th>
            ) : null}
          </tr>
        </thead>
        <tbody>
          {ratioNames.map(([key, label]) => (
            <tr key={key} className="border-t border-steel-200">
              <th scope="row" className="py-1.5 pr-3 font-semibold text-navy-950">
                {label}
              </th>
              <td className="py-1.5 pr-3 text-right text-navy-950 tabular-nums">
                {formatValue(ratios.ratios[key])}
              </td>
              {row ? <td className="py-1.5 text-steel-700">{conditionText(row[key])}</td> : null}
            </tr>
          ))}
        </tbody>
      </table>
      {ratios.alsoMatches.length ? (
        <p className="mt-2 text-sm text-steel-700">
          The ratios also meet the row{ratios.alsoMatches.length > 1 ? "s" : ""} for{" "}
          {ratios.alsoMatches.join(", ")}.
        </p>
      ) : null}
      {ratios.note ? <p className="mt-2 text-sm text-steel-700">{ratios.note}</p> : null}
      <p className="mt-2 text-xs text-steel-600">{ratios.source}.</p>
    </>
  );
}

function OtherRatios({ result }: { result: Interpretation }) {
  const { co2co, oxygenNitrogen, oltcLeak, paper } = result;
  return (
    <dl className="flex flex-col gap-3 text-sm">
      {paper ? (
        <div>
          <dt className="font-semibold text-navy-950">
            2-FAL = {formatValue(paper.furanMgKg)} mg/kg
            {paper.dp !== undefined ? `, DP about ${Math.round(paper.dp)}` : ""}
          </dt>
          <dd className="mt-0.5 text-steel-700">
            {paper.text} ({paper.source})
          </dd>
        </div>
      ) : null}
      <div>
        <dt className="font-semibold text-navy-950">
          CO₂/CO{co2co.kind === "ratio" ? ` = ${formatValue(co2co.value)}` : ""}
        </dt>
        <dd className="mt-0.5 text-steel-700">
          {co2co.kind === "ratio" ? `${co2co.text} (${co2co.source})` : co2co.reason}
        </dd>
      </div>
      {oxygenNitrogen ? (
        <div>
          <dt className="font-semibold text-navy-950">
            O₂/N₂ = {formatValue(oxygenNitrogen.value)}
          </dt>
          <dd className="mt-0.5 text-steel-700">
            {oxygenNitrogen.text} ({oxygenNitrogen.source})
          </dd>
        </div>
      ) : null}
      {oltcLeak ? (
        <div>
          <dt className="font-semibold text-navy-950">C₂H₂/H₂ = {formatValue(oltcLeak.value)}</dt>
          <dd className="mt-0.5 text-steel-700">
            {oltcLeak.suspected
              ? "Above 2: oil or gas from the OLTC compartment may be reaching the main tank."
              : "2 or below: no sign of oil from the OLTC compartment reaching the main tank."}{" "}
            ({oltcLeak.source})
          </dd>
        </div>
      ) : null}
    </dl>
  );
}

/** The values entered, for the printed report (the form itself is not printed). */
export function PrintedInputs({ input }: { input: OilAnalysisInput }) {
  return (
    <section aria-labelledby="printed-inputs" className="hidden print:block">
      <h3 id="printed-inputs" className="text-lg font-semibold">
        Values entered
      </h3>
      <div className="mt-2 grid grid-cols-2 gap-x-8 gap-y-3 text-sm">
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
    </section>
  );
}

/** Every part of the reading of one valid input. */
export function ReadingDetails({ result }: { result: Interpretation }) {
  return (
    <div className="flex flex-col gap-6 print:gap-4">
      <Overall result={result} />
      <Part id="reading-oil" title="Oil quality">
        <OilProperties result={result} />
      </Part>
      <Part id="reading-duval" title="Duval Triangle 1">
        <Duval result={result} />
      </Part>
      <Part id="reading-pentagon" title="Duval Pentagon 1">
        <Pentagon result={result} />
      </Part>
      <Part id="reading-low-temperature" title="Duval Triangles 4 and 5">
        <LowTemperatureTriangles result={result} />
      </Part>
      <Part id="reading-ratios" title="IEC 60599 gas ratios">
        <Ratios result={result} />
      </Part>
      <Part id="reading-gases" title="Gases against typical values">
        <Gases result={result} />
      </Part>
      <Part id="reading-other" title="Paper, oxygen and the tap changer">
        <OtherRatios result={result} />
      </Part>
      {result.notes.length ? (
        <Part id="reading-notes" title="Notes">
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
