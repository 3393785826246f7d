/**
 * Turns one oil test (and any earlier DGAs) into judgements, a DGA diagnosis and an overall
 * condition with next steps. Pure: the same input gives the same plain object on the server and in
 * the browser. The rules that set the condition are listed in findings.ts.
 *
 * A fault method names a fault only when its gases are significant: values below the laboratory's
 * detection limit (IEC 60567) count as zero, and at least one of the method's gases must be above
 * its typical value or rising faster than typical beyond laboratory scatter.
 */

import { dayNumber } from "~/lib/calendar-day";
import { nextSteps } from "./advice";
import type { DuvalResult } from "./duval";
import { compareRatio } from "./exact";
import {
  type Condition,
  conditionLabels,
  type Finding,
  findings,
  type GasCheck,
  levelOrder,
} from "./findings";
import { formatValue } from "./format";
import { detectionSource } from "./gas-levels";
import { categoryOf, voltageClasses } from "./limits";
import {
  checkGases,
  disagreementOf,
  type LowTemperature,
  readDuval,
  readLowTemperature,
  readPentagon,
  readRatios,
} from "./methods";
import type { PentagonResult } from "./pentagon";
import {
  esterNotice,
  type JudgedProperty,
  judgeProperties,
  type PaperEstimate,
  type PropertyJudgement,
} from "./properties";
import { type Co2CoResult, co2CoRatio, oltcLeakRatio, type RatioResult } from "./ratios";
import type { OilAnalysisInput } from "./schema";
import { type DatedGases, fitRates, type RateCheck, type RatesResult } from "./series";
import { olderKeys } from "./series-fields";
import { oxygenNitrogen, typicalConcentration } from "./typical-gases";

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
  };
  properties: PropertyJudgement[];
  skipped: { property: JudgedProperty; reason: string }[];
  gases: GasCheck[];
  rates: RatesResult;
  duval: DuvalResult;
  pentagon: PentagonResult;
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

function readOxygen(input: OilAnalysisInput): Interpretation["oxygenNitrogen"] {
  const { o2, n2 } = input.gases;
  if (o2 === undefined || n2 === undefined || !(n2 > 0)) return undefined;
  const value = o2 / n2;
  const shown = formatValue(value);
  const breathing = input.equipment.breathing;
  let text: string;
  if (breathing === "free" && compareRatio(o2, n2, oxygenNitrogen.depletedBelow) < 0) {
    text = `O₂/N₂ is ${shown}, below ${oxygenNitrogen.depletedBelow} in a free-breathing unit: oxygen is being used up by oxidation or heating faster than it is replaced.`;
  } else if (breathing === "sealed" && compareRatio(o2, n2, oxygenNitrogen.sealedAtOrBelow) > 0) {
    text = `O₂/N₂ is ${shown}, above ${oxygenNitrogen.sealedAtOrBelow} in a sealed unit: air may be getting in. Check the seals, the bag or bellows and the nitrogen blanket.`;
  } else if (breathing === undefined) {
    text = `O₂/N₂ is ${shown}: values up to ${oxygenNitrogen.sealedAtOrBelow} are usual for sealed units, higher values for free-breathing ones.`;
  } else {
    text = `O₂/N₂ is ${shown}, as expected for a ${breathing === "free" ? "free-breathing" : "sealed"} unit.`;
  }
  return { value, text, source: oxygenNitrogen.source };
}

/** Whether anything was measured: a gap, a temperature or a choice alone is not a result. */
function hasResults(input: OilAnalysisInput): boolean {
  const {
    electrodeGap: _gap,
    oilTempC: _temperature,
    oilType: _type,
    inhibition: _inhibition,
    ...results
  } = input.oil;
  return [...Object.values(results), ...Object.values(input.gases)].some(
    (value) => value !== undefined,
  );
}

function ratesOf(
  input: OilAnalysisInput,
  samples: readonly DatedGases[],
  oltcCommonTank: boolean,
): RatesResult {
  if (samples.length === 0) return fitRates([], oltcCommonTank);
  const current = input.sampleDate;
  const today = current === undefined ? undefined : dayNumber(current);
  if (current === undefined || today === undefined) {
    return {
      kind: "error",
      message: "Both sample dates are needed to work out rates of increase.",
    };
  }
  const late = samples.find((sample) => (dayNumber(sample.sampleDate) ?? today) >= today);
  if (late) {
    return {
      kind: "error",
      message: `The earlier sample (${late.sampleDate}) must be dated before this sample (${current}).`,
    };
  }
  return fitRates([...samples, { sampleDate: current, gases: input.gases }], oltcCommonTank);
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
  const duval: DuvalResult = ester
    ? {
        kind: "notEnoughGas",
        reason: "Duval Triangle 1 is for mineral oil; esters have triangles of their own.",
      }
    : readDuval(input.gases, gases, rates);
  const pentagon: PentagonResult = ester
    ? { kind: "notEnoughGas", reason: "Duval Pentagon 1 is for mineral oil." }
    : readPentagon(input.gases, gases, rates);
  const ratios: RatioResult = ester
    ? { kind: "notEnoughGas", reason: "The IEC 60599 ratios are for mineral oil." }
    : readRatios(input.gases, gases, rates, oltcCommonTank);
  const { co, co2, h2, c2h2 } = input.gases;
  const co2co: Co2CoResult =
    co !== undefined && co2 !== undefined
      ? co2CoRatio(
          { co, co2 },
          {
            co: typicalConcentration("co", oltcCommonTank).value,
            co2: typicalConcentration("co2", oltcCommonTank).value,
          },
        )
      : { kind: "notApplicable", reason: "Enter CO and CO₂ to read the CO₂/CO ratio." };
  // Only a unit with an OLTC in its own compartment can have that compartment leak into the main
  // tank; with no OLTC the same ratio is a main-tank discharge, with a communicating one it is
  // the OLTC's normal switching.
  const oltcLeak =
    h2 !== undefined && c2h2 !== undefined && input.equipment.oltc === "separate"
      ? oltcLeakRatio({ h2, c2h2 }, typicalConcentration("c2h2", false).value)
      : undefined;

  const found = ester
    ? []
    : findings({ properties, gases, rates, duval, co2co, oltcCommonTank, paper });
  const condition: Condition = ester
    ? "not-judged"
    : (levelOrder.find((level) => found.some((item) => item.level === level)) ?? "normal");
  const top = found.filter((item) => item.level === condition);
  const reason = ester
    ? esterNotice
    : condition !== "normal"
      ? (top[0]?.text ?? "")
      : hasResults(input)
        ? "Every result entered is Good and every gas is within its typical value."
        : "No test results were entered, so there is nothing to judge yet.";

  const notes: string[] = [];
  if (input.equipment.oltc === undefined && gases.length > 0) {
    notes.push(
      "Typical gas values assume the unit has no on-load tap changer whose oil communicates with the main tank. Say in the form whether it has one: acetylene is then expected.",
    );
  }
  if (input.oil.bdvKv !== undefined && input.oil.electrodeGap === undefined) {
    notes.push("The BDV is taken to be measured with the IEC 60156 (IS 6792) 2.5 mm gap.");
  }
  const notSeen = gases.filter((check) => !check.detected && check.value > 0);
  if (notSeen.length > 0) {
    notes.push(
      `${notSeen.map((check) => `${check.name} ${formatValue(check.value)} µL/L`).join(", ")}: below the detection limit a laboratory is expected to reach (${detectionSource}), so taken as not detected.`,
    );
  }
  if (oltcLeak?.suspected) {
    notes.push(
      `C₂H₂/H₂ is ${formatValue(oltcLeak.value)}, above 2: oil or gas from the OLTC compartment may be reaching the main tank (IEC 60599:2022).`,
    );
  }
  const disagreement = disagreementOf(duval, pentagon, ratios);
  const oxygen = readOxygen(input);
  const voltage = voltageClasses.find((entry) => entry.value === input.equipment.voltageClass);

  return {
    equipment: {
      voltageClass: voltage?.label ?? input.equipment.voltageClass,
      category: categoryOf(input.equipment.voltageClass),
      oltc: input.equipment.oltc,
      oltcCommonTank,
    },
    properties,
    skipped,
    gases,
    rates,
    duval,
    pentagon,
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
      nextSteps: nextSteps({
        condition,
        input,
        properties,
        gases,
        duval,
        co2co,
        ...(oltcLeak ? { oltcLeak } : {}),
        c2h2Rising:
          rates.kind === "rates" &&
          rates.items.some((item) => item.gas === "c2h2" && item.exceeded),
      }),
    },
    notes,
  };
}
