/**
 * The findings that set the overall condition. The condition is the highest level any rule
 * reaches; each gas yields one finding, at the highest level it reaches; the first finding of the
 * top level is the headline reason, so a diagnosis comes before its symptoms.
 *
 *   act-now   N1  Duval Triangle 1 zone D2 (arcing), with C₂H₂ above the top of its IEC 60599
 *                 typical range or rising faster than the top of its typical rate range (D2 with
 *                 less acetylene is S1: a few µL/L sit within the laboratory's reach and scatter)
 *             N2  C₂H₂ above its typical value and rising faster than the top of its typical
 *                 rate range, beyond lab scatter (a slower rise is S2)
 *             N3  BDV Poor together with water content Poor
 *             N4  a fault gas at ten times its IEEE C57.104-2019 95th percentile or more
 *   act-soon  S1  Duval zone D1, T3 or DT
 *             S2  a gas above its typical value and rising faster than typical (for C₂H₂, no
 *                 faster than the top of its typical rate range)
 *             S3  C₂H₂ above its typical value with no earlier value to show whether it rises
 *             S4  any oil property Poor
 *             S5  a gas above its IEEE C57.104-2019 95th percentile (DGA status 3)
 *             S6  paper DP estimated from 2-FAL at 250 or below
 *             S7  an OLTC compartment's sample in zone T2, T3 or X3 of Duval Triangle 2 (coking)
 *   watch     W1  Duval zone PD, T1 or T2
 *             W2  a gas above its IEC 60599 typical value or IEEE 90th percentile (status 2)
 *             W3  a gas within its typical value but rising faster than typical
 *             W4  any property Fair, or colour Fair or Poor
 *             W5  CO₂/CO below 3 (paper involved in a fault)
 *             W6  paper DP estimated from 2-FAL at 450 or below
 *             W7  an OLTC compartment's sample in zone D1 or X1 of Duval Triangle 2
 *   normal        none of the above
 *
 * A gas below the laboratory's detection limit is "not detected" and raises nothing; a rate
 * counts only when the change is beyond the laboratory's scatter (series.ts). Noise therefore
 * never reaches "Act now". Colour never raises the condition above watch. An OLTC compartment's
 * sample has no gas findings of its own (the main tank's typical values do not apply to it): its
 * gases count through Triangle 2 (S7, W7).
 */

import { arcingFinding } from "./arcing.ts";
import type { DuvalResult } from "./duval.ts";
import { formatValue, lowerFirst, withUnit } from "./format.ts";
import type { GasLevel } from "./gas-levels.ts";
import { type Triangle2Zone, triangle2ZoneNames } from "./oltc-triangle.ts";
import type { Co2CoResult } from "./other-ratios.ts";
import type { JudgedProperty, PaperEstimate, PropertyJudgement } from "./properties.ts";
import { type RateCheck, type RatesResult, risingPastTypicalRange } from "./series.ts";
import type { Gas } from "./typical-gases.ts";

export type Condition = "not-judged" | "normal" | "watch" | "act-soon" | "act-now";

export const conditionLabels: Record<Condition, string> = {
  "not-judged": "Not judged",
  normal: "Normal",
  watch: "Watch",
  "act-soon": "Act soon",
  "act-now": "Act now",
};

export interface GasCheck {
  gas: Gas;
  name: string;
  value: number;
  typical: number;
  typicalRange: readonly [number, number];
  /** Above the IEC 60599 typical value (and detected). */
  above: boolean;
  detected: boolean;
  detectionLimit: number;
  level: GasLevel;
  source: string;
}

export interface Finding {
  level: Exclude<Condition, "normal" | "not-judged">;
  rule: string;
  text: string;
}

export const levelOrder = ["act-now", "act-soon", "watch"] as const;

const ruleOrder = ["N1", "N2", "N3", "N4", "S7", "S1", "S2", "S3", "S4", "S5", "S6"];
const watchRules = ["W7", "W1", "W2", "W3", "W4", "W5", "W6"];

const verdictWords = { good: "Good", fair: "Fair", poor: "Poor" } as const;

function gasFinding(
  check: GasCheck,
  rate: RateCheck | undefined,
  oltcCommonTank: boolean,
): (Omit<Finding, "level"> & { level: Finding["level"] }) | undefined {
  if (!check.detected) return undefined;
  const value = `${withUnit(check.value, "µL/L")}, typical ${withUnit(check.typical, "µL/L")}`;
  const speed = rate
    ? `${withUnit(rate.perYear, "µL/L")} a year over ${rate.samples} samples, typical ${withUnit(rate.typicalRate, "µL/L")}`
    : "";
  const { level } = check;
  const faultGas = check.gas !== "co" && check.gas !== "co2";
  // IEEE C57.104-2019's tables are for units without a communicating OLTC; acetylene from a
  // communicating OLTC is judged against IEC 60599's OLTC values only.
  const ieeeApplies = !(oltcCommonTank && check.gas === "c2h2");
  if (check.above && rate?.exceeded) {
    if (check.gas !== "c2h2")
      return {
        level: "act-soon",
        rule: "S2",
        text: `${check.name} is above its typical value (${value}) and rising (${speed}).`,
      };
    return risingPastTypicalRange(rate)
      ? {
          level: "act-now",
          rule: "N2",
          text: `Acetylene (C₂H₂) is above its typical value (${value}) and rising (${speed}): an active discharge.`,
        }
      : {
          level: "act-soon",
          rule: "S2",
          text: `Acetylene (C₂H₂) is above its typical value (${value}) and rising (${speed}), no faster than the top of the typical range (${withUnit(rate.typicalRange[1], "µL/L")} a year): confirm the rise with a prompt resample.`,
        };
  }
  if (faultGas && ieeeApplies && level.status === "extreme") {
    return {
      level: "act-now",
      rule: "N4",
      text: `${check.name} is at ${withUnit(check.value, "µL/L")}, at least ten times the IEEE C57.104-2019 95th percentile (${withUnit(level.extremeAt, "µL/L")} and above): a fault is producing gas fast, whatever its kind.`,
    };
  }
  if (check.above && check.gas === "c2h2" && !rate) {
    return {
      level: "act-soon",
      rule: "S3",
      text: `Acetylene (C₂H₂) is above its typical value (${value}); without an earlier value it is not known whether it is rising.`,
    };
  }
  if (ieeeApplies && level.status === 3) {
    return {
      level: "act-soon",
      rule: "S5",
      text: `${check.name} is above the IEEE C57.104-2019 95th percentile (${withUnit(check.value, "µL/L")}, 95th percentile ${withUnit(level.p95, "µL/L")}): DGA status 3.`,
    };
  }
  if (check.above || (ieeeApplies && level.status === 2)) {
    const against = check.above
      ? `typical ${withUnit(check.typical, "µL/L")}`
      : `IEEE C57.104-2019 90th percentile ${withUnit(level.p90, "µL/L")}`;
    return {
      level: "watch",
      rule: "W2",
      text: `${check.name} is above ${check.above ? "its typical value" : "the values of most units"} (${withUnit(check.value, "µL/L")}, ${against}).`,
    };
  }
  if (rate?.exceeded) {
    return {
      level: "watch",
      rule: "W3",
      text: `${check.name} is within its typical value but rising faster than typical (${speed}).`,
    };
  }
  return undefined;
}

export function findings(parts: {
  properties: PropertyJudgement[];
  gases: GasCheck[];
  rates: RatesResult;
  duval: DuvalResult;
  co2co: Co2CoResult;
  oltcCommonTank: boolean;
  paper?: PaperEstimate | undefined;
  /** The Triangle 2 zone of a sample drawn from the OLTC compartment. */
  oltcZone?: Triangle2Zone;
}): Finding[] {
  const { properties, gases, rates, duval, co2co, oltcCommonTank, paper, oltcZone } = parts;
  const found: Finding[] = [];
  const add = (level: Finding["level"], rule: string, text: string) =>
    found.push({ level, rule, text });
  const rateOf = (gas: Gas) =>
    rates.kind === "rates" ? rates.items.find((item) => item.gas === gas) : undefined;
  const verdictOf = (property: JudgedProperty) =>
    properties.find((judgement) => judgement.property === property)?.verdict;
  const shown = (judgement: PropertyJudgement) =>
    typeof judgement.value === "number"
      ? withUnit(judgement.value, judgement.unit)
      : judgement.value;
  const zone = duval.kind === "zone" ? duval.zone : undefined;
  const zoneText =
    duval.kind === "zone"
      ? `Duval Triangle 1 places the gases in zone ${duval.zone}: ${lowerFirst(duval.name)}.`
      : "";

  for (const check of gases) {
    const finding = gasFinding(check, rateOf(check.gas), oltcCommonTank);
    if (finding) add(finding.level, finding.rule, finding.text);
  }
  if (zone === "D2") {
    const arcing = arcingFinding(
      zoneText,
      gases.find((check) => check.gas === "c2h2"),
      rateOf("c2h2"),
    );
    add(arcing.level, arcing.rule, arcing.text);
  }
  if (verdictOf("bdv") === "poor" && verdictOf("water") === "poor") {
    add(
      "act-now",
      "N3",
      "Breakdown voltage and water content are both Poor: the oil can no longer be relied on to insulate.",
    );
  }
  for (const judgement of properties) {
    if (judgement.property === "colour") {
      if (judgement.verdict !== "good") {
        add(
          "watch",
          "W4",
          `${judgement.name} is ${verdictWords[judgement.verdict]} (${shown(judgement)}; ${judgement.limit}).`,
        );
      }
    } else if (judgement.verdict === "poor") {
      add("act-soon", "S4", `${judgement.name} is Poor (${shown(judgement)}; ${judgement.limit}).`);
    } else if (judgement.verdict === "fair") {
      add("watch", "W4", `${judgement.name} is Fair (${shown(judgement)}; ${judgement.limit}).`);
    }
  }
  if (zone === "D1" || zone === "T3" || zone === "DT") add("act-soon", "S1", zoneText);
  if (zone === "PD" || zone === "T1" || zone === "T2") add("watch", "W1", zoneText);
  if (oltcZone && oltcZone !== "N") {
    const text = `Duval Triangle 2 places the OLTC compartment's gases in zone ${oltcZone}: ${lowerFirst(triangle2ZoneNames[oltcZone])}.`;
    if (oltcZone === "D1" || oltcZone === "X1") add("watch", "W7", text);
    else add("act-soon", "S7", text);
  }
  if (co2co.kind === "ratio" && co2co.reading === "paper-in-fault") {
    add(
      "watch",
      "W5",
      `CO₂/CO is ${formatValue(co2co.value)}: the paper insulation is probably involved in a fault.`,
    );
  }
  if (paper?.dp !== undefined && paper.dp <= 450) {
    add(paper.dp <= 250 ? "act-soon" : "watch", paper.dp <= 250 ? "S6" : "W6", paper.text);
  }
  const order = [...ruleOrder, ...watchRules];
  const rank = (finding: Finding) => levelOrder.indexOf(finding.level);
  return found.sort((a, b) => rank(a) - rank(b) || order.indexOf(a.rule) - order.indexOf(b.rule));
}
