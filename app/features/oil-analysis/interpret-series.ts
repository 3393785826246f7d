/**
 * The reading of several dated analyses of one unit: the latest sample is read in full, and the
 * rates come from a least-squares line through every sample (series.ts). This is the entry a
 * unit's history (the transformer passport) calls with the samples it holds.
 */

import { dayNumber } from "#app/lib/calendar-day.ts";
import type { DuvalResult } from "./duval.ts";
import { type Interpretation, interpret } from "./interpret.ts";
import { checkGases, readDuval } from "./methods.ts";
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

/**
 * One sample's place on Duval Triangle 1 as the tool reads it: gases below the detection limit
 * count as zero, and no zone is named unless CH₄, C₂H₄ or C₂H₂ stands above its typical value or
 * the IEEE 90th percentile (IEC 60599:2022 reads a fault type only from gases clearly present).
 * A healthy unit's samples then carry no fault name.
 */
export function sampleDuval(
  equipment: OilAnalysisInput["equipment"],
  gases: OilAnalysisInput["gases"],
): DuvalResult {
  const input: OilAnalysisInput = { equipment, oil: {}, gases };
  const checks = checkGases(gases, equipment.oltc === "common", input);
  return readDuval(gases, checks, { kind: "none", reason: "" });
}
