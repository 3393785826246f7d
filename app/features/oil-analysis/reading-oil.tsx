/**
 * The reading's oil quality: each property against its limit, with its source. Everything shown
 * comes from interpret(); nothing is judged here.
 */
import { FoldOnPhone } from "#app/ui/fold-on-phone.tsx";
import { formatValue, type Interpretation, type PropertyJudgement } from "./interpret.ts";
import type { Verdict } from "./limits.ts";
import { Chip } from "./reading-chip.tsx";

const verdictWords: Record<Verdict, string> = { good: "Good", fair: "Fair", poor: "Poor" };

const is1866Sentence = /\s*IS 1866:2017 is identical with IEC 60422:2013.*$/s;

function shownJudgement(judgement: PropertyJudgement): string {
  if (typeof judgement.value !== "number")
    return judgement.value === "present" ? "Present" : "None";
  const unit = judgement.unit ? ` ${judgement.unit}` : "";
  return `${formatValue(judgement.value)}${unit}`;
}

/** The folded list's summary on a phone: how many properties, and how they stand. */
export function foldSummary(properties: readonly Pick<PropertyJudgement, "verdict">[]): string {
  const counts = (["good", "fair", "poor"] as const).flatMap((verdict) => {
    const count = properties.filter((judgement) => judgement.verdict === verdict).length;
    return count ? [`${count} ${verdictWords[verdict].toLowerCase()}`] : [];
  });
  const what =
    properties.length === 1 ? "property against its limit" : "properties against their limits";
  return `${properties.length} ${what} (${counts.join(", ")})`;
}

export function OilProperties({ result }: { result: Interpretation }) {
  const { properties, skipped, equipment } = result;
  if (properties.length === 0 && skipped.length === 0)
    return <p className="text-steel-700">No oil test was entered.</p>;
  const is1866 = properties
    .map((judgement) => is1866Sentence.exec(judgement.note)?.[0]?.trim())
    .find(Boolean);
  return (
    <>
      <p className="text-sm text-steel-700">
        Limits of IEC 60422:2013 Table 5 (IS 1866:2017) for equipment category {equipment.category},{" "}
        {equipment.voltageClass.charAt(0).toLowerCase() + equipment.voltageClass.slice(1)}. IEC
        60422:2024 has replaced the 2013 edition; these limits are not yet confirmed against it.
      </p>
      {properties.length ? (
        <FoldOnPhone className="mt-3" summary={foldSummary(properties)}>
          <ul className="divide-y divide-steel-200 border-y border-steel-200">
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
          {is1866 ? <p className="mt-3 text-xs text-steel-600">{is1866}</p> : null}
        </FoldOnPhone>
      ) : null}
      {skipped.length ? (
        <ul className="mt-3 flex flex-col gap-1 text-sm text-steel-700">
          {skipped.map((item) => (
            <li key={item.property}>{item.reason}</li>
          ))}
        </ul>
      ) : null}
    </>
  );
}
