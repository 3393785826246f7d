/**
 * The head of the reading: the overall condition and its reason, then (below the triangle) every
 * finding that counts towards it and the next steps. Everything shown comes from interpret().
 */
import { type Condition, conditionLabels, type Finding, type Interpretation } from "./interpret.ts";
import { Chip, type chipTones } from "./reading-chip.tsx";

const conditionTones: Record<Condition, { box: string; word: string }> = {
  "not-judged": { box: "border-steel-500 bg-steel-100", word: "text-navy-950" },
  normal: { box: "border-success-700 bg-success-100", word: "text-success-700" },
  watch: { box: "border-amber-500 bg-amber-100", word: "text-navy-950" },
  "act-soon": { box: "border-amber-800 bg-amber-100", word: "text-amber-800" },
  "act-now": { box: "border-danger-700 bg-danger-100", word: "text-danger-700" },
};

const levelTone: Record<Finding["level"], keyof typeof chipTones> = {
  "act-now": "poor",
  "act-soon": "fair",
  watch: "neutral",
};

export function Verdict({ result }: { result: Interpretation }) {
  const { condition, reason } = result.overall;
  const tone = conditionTones[condition];
  return (
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
  );
}

export function FindingsAndSteps({ result }: { result: Interpretation }) {
  const { findings, nextSteps } = result.overall;
  return (
    <div className="flex flex-col gap-5">
      {/* On paper a list may run on to the next page, line by line: kept whole, it left a
          quarter of the page before it empty. */}
      {findings.length > 1 ? (
        <div>
          <h4 className="font-semibold text-navy-950">Everything that counts towards it</h4>
          <ul className="mt-2 flex flex-col gap-2 text-sm text-steel-800">
            {findings.map((finding) => (
              <li
                key={`${finding.rule}-${finding.text}`}
                className="flex items-start gap-2 break-inside-avoid"
              >
                <span className="mt-0.5 w-[4.75rem] shrink-0">
                  <Chip tone={levelTone[finding.level]}>{conditionLabels[finding.level]}</Chip>
                </span>
                <span>{finding.text}</span>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      <div>
        <h4 className="font-semibold text-navy-950">Next steps</h4>
        <ol className="mt-2 flex list-decimal flex-col gap-1.5 pl-5 text-steel-800 marker:font-semibold marker:text-amber-800">
          {nextSteps.map((step) => (
            <li key={step} className="break-inside-avoid">
              {step}
            </li>
          ))}
        </ol>
      </div>
    </div>
  );
}
