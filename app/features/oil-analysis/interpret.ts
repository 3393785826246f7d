/**
 * Turns one oil test (and any earlier DGAs) into judgements, a DGA diagnosis and an overall
 * condition with next steps. Pure: the same input gives the same plain object on the server and in
 * the browser. The rules that set the condition are listed in findings.ts.
 *
 * A fault method names a fault only when its gases are significant: values below the laboratory's
 * detection limit (IEC 60567) count as zero, and at least one of the method's gases must be above
 * its typical value or rising faster than typical beyond laboratory scatter.
 */

import { nextSteps } from "./advice.ts";
import { oltcSteps } from "./advice-oltc.ts";
import { disagreementOf } from "./disagreement.ts";
import type { DuvalResult } from "./duval.ts";
import {
  type Condition,
  conditionLabels,
  type Finding,
  findings,
  type GasCheck,
  levelOrder,
} from "./findings.ts";
import { formatValue } from "./format.ts";
import { carbonIncrease, hasResults, notesOf, ratesOf, readOxygen } from "./interpret-parts.ts";
import { categoryOf, voltageClasses } from "./limits.ts";
import { checkGases, readDuval, readRatios } from "./methods.ts";
import { type Co2CoResult, co2CoRatio, oltcLeakRatio } from "./other-ratios.ts";
import type { PentagonResult } from "./pentagon.ts";
import type { Pentagon2Result } from "./pentagon2.ts";
import {
  esterNotice,
  type JudgedProperty,
  judgeProperties,
  type PaperEstimate,
  type PropertyJudgement,
} from "./properties.ts";
import type { RatioResult } from "./ratios.ts";
import { type LowTemperature, readLowTemperature } from "./read-low-temperature.ts";
import { readPentagons } from "./read-pentagons.ts";
import { readTriangle2, type Triangle2Result } from "./read-triangle2.ts";
import type { OilAnalysisInput } from "./schema.ts";
import {
  type DatedGases,
  type RateCheck,
  type RatesResult,
  risingPastTypicalRange,
} from "./series.ts";
import { olderKeys } from "./series-fields.ts";
import { typicalConcentration } from "./typical-gases.ts";

export type {
  Condition,
  Finding,
  GasCheck,
  JudgedProperty,
  PropertyJudgement,
  RateCheck,
  RatesResult,
};
export { conditionLabels, formatValue };

export interface Interpretation {
  equipment: {
    voltageClass: string;
    category: string;
    oltc: OilAnalysisInput["equipment"]["oltc"];
    oltcCommonTank: boolean;
    /** Where the sample was drawn; undefined is the main tank. */
    samplePoint: OilAnalysisInput["samplePoint"];
  };
  properties: PropertyJudgement[];
  skipped: { property: JudgedProperty; reason: string }[];
  gases: GasCheck[];
  rates: RatesResult;
  duval: DuvalResult;
  pentagon: PentagonResult;
  pentagon2: Pentagon2Result;
  /** Duval Triangle 2: for an OLTC compartment's sample, or beside Triangle 1 for a unit whose
   * OLTC oil communicates with the main tank. */
  triangle2?: Triangle2Result;
  /** Duval Triangles 4 and 5, when Triangle 1 found a zone they look closer at. */
  lowTemperature: LowTemperature;
  ratios: RatioResult;
  /** Set when the methods that placed the sample name different faults. */
  disagreement?: string;
  co2co: Co2CoResult;
  /** The paper's DP estimated from 2-FAL, when 2-FAL was entered. */
  paper?: PaperEstimate;
  oxygenNitrogen?: { value: number; text: string; source: string };
  oltcLeak?: { value: number; suspected: boolean; source: string };
  overall: {
    condition: Condition;
    reason: string;
    findings: Finding[];
    nextSteps: string[];
  };
  notes: string[];
}

/** The interpretation of one set of results; `history` holds earlier DGAs of the same unit. */
export function interpret(
  input: OilAnalysisInput,
  history: readonly DatedGases[] = [],
): Interpretation {
  const oltcCommonTank = input.equipment.oltc === "common";
  const { properties, skipped, paper } = judgeProperties(input);
  const ester = input.oil.oilType === "natural-ester" || input.oil.oilType === "synthetic-ester";
  const gases = checkGases(input.gases, oltcCommonTank, input);
  const earlier = [input.earlier, ...olderKeys.map((key) => input[key])].flatMap((sample) =>
    sample?.sampleDate ? [{ sampleDate: sample.sampleDate, gases: sample.gases }] : [],
  );
  const rates = ratesOf(input, [...history, ...earlier], oltcCommonTank);
  const oltcSample = input.samplePoint === "oltc";
  const mainTankOnly = (method: string) => ({
    kind: "notEnoughGas" as const,
    reason: `${method} is for the oil of the main tank; a sample from the OLTC compartment is read on Duval Triangle 2.`,
  });
  const duval: DuvalResult = ester
    ? {
        kind: "notEnoughGas",
        reason: "Duval Triangle 1 is for mineral oil; esters have triangles of their own.",
      }
    : oltcSample
      ? mainTankOnly("Duval Triangle 1")
      : readDuval(input.gases, gases, rates);
  const { pentagon, pentagon2 }: { pentagon: PentagonResult; pentagon2: Pentagon2Result } = ester
    ? {
        pentagon: { kind: "notEnoughGas", reason: "Duval Pentagon 1 is for mineral oil." },
        pentagon2: { kind: "notEnoughGas", reason: "Duval Pentagon 2 is for mineral oil." },
      }
    : oltcSample
      ? { pentagon: mainTankOnly("Duval Pentagon 1"), pentagon2: mainTankOnly("Duval Pentagon 2") }
      : readPentagons(input.gases, gases, rates);
  const ratios: RatioResult = ester
    ? { kind: "notEnoughGas", reason: "The IEC 60599 ratios are for mineral oil." }
    : oltcSample
      ? mainTankOnly("The IEC 60599 ratio method")
      : readRatios(input.gases, gases, rates, oltcCommonTank);
  const triangle2 = ester ? undefined : readTriangle2(input, duval);
  const oltcZone =
    triangle2?.kind === "zone" && triangle2.reason === "oltc-sample" ? triangle2.zone : undefined;
  const { co, co2, h2, c2h2 } = input.gases;
  const co2co: Co2CoResult =
    co !== undefined && co2 !== undefined
      ? co2CoRatio(
          { co, co2 },
          {
            co: typicalConcentration("co", oltcCommonTank).value,
            co2: typicalConcentration("co2", oltcCommonTank).value,
          },
          carbonIncrease(rates),
        )
      : { kind: "notApplicable", reason: "Enter CO and CO₂ to read the CO₂/CO ratio." };
  // Only a unit with an OLTC in its own compartment can have that compartment leak into the main
  // tank; with no OLTC the same ratio is a main-tank discharge, with a communicating one it is
  // the OLTC's normal switching.
  const oltcLeak =
    h2 !== undefined && c2h2 !== undefined && input.equipment.oltc === "separate" && !oltcSample
      ? oltcLeakRatio({ h2, c2h2 }, typicalConcentration("c2h2", false).value)
      : undefined;

  const found = ester
    ? []
    : findings({
        properties,
        // An OLTC compartment's gases are not judged against the main tank's typical values.
        gases: oltcSample ? [] : gases,
        rates,
        duval,
        co2co,
        oltcCommonTank,
        paper,
        ...(oltcZone ? { oltcZone } : {}),
      });
  const condition: Condition = ester
    ? "not-judged"
    : (levelOrder.find((level) => found.some((item) => item.level === level)) ?? "normal");
  const top = found.filter((item) => item.level === condition);
  const reason = ester
    ? esterNotice
    : condition !== "normal"
      ? (top[0]?.text ?? "")
      : oltcZone === "N"
        ? "Duval Triangle 2 places the OLTC compartment's gases in zone N, the normal switching of the tap changer, and every oil result entered is Good."
        : hasResults(input)
          ? "Every result entered is Good and every gas is within its typical value."
          : "No test results were entered, so there is nothing to judge yet.";

  const notes = notesOf(input, gases, oltcLeak);
  const disagreement = disagreementOf(duval, pentagon, pentagon2, ratios);
  const oxygen = readOxygen(input);
  const voltage = voltageClasses.find((entry) => entry.value === input.equipment.voltageClass);

  return {
    equipment: {
      voltageClass: voltage?.label ?? input.equipment.voltageClass,
      category: categoryOf(input.equipment.voltageClass),
      oltc: input.equipment.oltc,
      oltcCommonTank,
      samplePoint: input.samplePoint,
    },
    properties,
    skipped,
    gases,
    rates,
    duval,
    pentagon,
    pentagon2,
    ...(triangle2 ? { triangle2 } : {}),
    lowTemperature: ester ? {} : readLowTemperature(duval, input.gases),
    ratios,
    ...(disagreement ? { disagreement } : {}),
    co2co,
    ...(paper ? { paper } : {}),
    ...(oxygen ? { oxygenNitrogen: oxygen } : {}),
    ...(oltcLeak ? { oltcLeak } : {}),
    overall: {
      condition,
      reason,
      findings: found,
      nextSteps: [
        ...nextSteps({
          condition,
          input,
          properties,
          gases: oltcSample ? [] : gases,
          duval,
          co2co,
          ...(oltcLeak ? { oltcLeak } : {}),
          c2h2Rising:
            !oltcSample &&
            rates.kind === "rates" &&
            risingPastTypicalRange(rates.items.find((item) => item.gas === "c2h2")),
        }),
        ...oltcSteps(oltcZone),
      ],
    },
    notes,
  };
}
