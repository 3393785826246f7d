/**
 * The reading of several dated analyses of one unit: the latest sample is read in full, and the
 * rates come from a least-squares line through every sample (series.ts). This is the entry a
 * unit's history (the transformer passport) calls with the samples it holds.
 */

import { dayNumber } from "#app/lib/calendar-day.ts";
import { type Interpretation, interpret } from "./interpret.ts";
import type { OilAnalysisInput } from "./schema.ts";

export interface UnitSample {
  sampleDate: string;
  gases: OilAnalysisInput["gases"];
  /** The oil tests of that sample; only the latest sample's are judged. */
  oil?: OilAnalysisInput["oil"];
}

/** Reads the samples of one unit, in any order; undefined when no sample carries a real date. */
export function interpretSeries(
  equipment: OilAnalysisInput["equipment"],
  samples: readonly UnitSample[],
): Interpretation | undefined {
  const dated = samples
    .filter((sample) => dayNumber(sample.sampleDate) !== undefined)
    .toSorted((a, b) => (dayNumber(a.sampleDate) ?? 0) - (dayNumber(b.sampleDate) ?? 0));
  const latest = dated.at(-1);
  if (!latest) return undefined;
  const input: OilAnalysisInput = {
    equipment,
    oil: latest.oil ?? {},
    sampleDate: latest.sampleDate,
    gases: latest.gases,
  };
  return interpret(
    input,
    dated.slice(0, -1).map((sample) => ({ sampleDate: sample.sampleDate, gases: sample.gases })),
  );
}
