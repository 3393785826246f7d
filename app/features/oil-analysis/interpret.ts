/**
 * Turns one oil test (and, if given, an earlier DGA) into judgements, a DGA diagnosis and an
 * overall condition with next steps. Pure: the same input gives the same plain object on the
 * server and in the browser.
 *
 * The overall condition is the highest level any of these rules reaches. Each gas yields one
 * finding, at the highest level it reaches. The first finding of the top level is the headline
 * reason; the rules are numbered in that order, so a diagnosis comes before its symptoms.
 *
 *   act-now   N1  Duval Triangle 1 zone D2 (discharges of high energy)
 *             N2  C₂H₂ above its typical value and rising faster than its typical rate
 *             N3  BDV Poor together with water content Poor
 *   act-soon  S1  Duval zone D1, T3 or DT
 *             S2  any other gas above its typical value and rising faster than its typical rate
 *             S3  C₂H₂ above its typical value with no earlier value to show whether it is rising
 *             S4  any oil property Poor: BDV, water, acidity, IFT, DDF, resistivity, sediment, sludge
 *   watch     W1  Duval zone PD, T1 or T2
 *             W2  any gas above its typical value (and not counted by N2, S2 or S3)
 *             W3  any gas within its typical value but rising faster than its typical rate
 *             W4  any property Fair, or colour Fair or Poor
 *             W5  CO₂/CO below 3 (paper involved in a fault)
 *   normal        none of the above
 *
 * Duval zones count only when the DGA is significant: at least one fault gas (H₂, CH₄, C₂H₆,
 * C₂H₄, C₂H₂) above its typical value or rising faster than its typical rate. Colour never raises
 * the condition above watch: IEC 60422 reads it only with other tests.
 */
import { classifyDuval, type DuvalResult, duvalPercentages } from "./duval";
import {
  type BandedLimit,
  categoryOf,
  colourLimit,
  contaminationLimits,
  faultGases,
  type Gas,
  gasNames,
  gasOrder,
  judge,
  limitText,
  oilLimit,
  oxygenNitrogen,
  typicalConcentration,
  typicalRate,
  type Verdict,
  voltageClasses,
  waterCorrection,
} from "./limits";
import {
  type Co2CoResult,
  co2CoRatio,
  type FaultGases,
  interpretRatios,
  oltcLeakRatio,
  type RatioResult,
} from "./ratios";
import { dayNumber, type GasValues, type OilAnalysisInput } from "./schema";

export type Condition = "normal" | "watch" | "act-soon" | "act-now";

export const conditionLabels: Record<Condition, string> = {
  normal: "Normal",
  watch: "Watch",
  "act-soon": "Act soon",
  "act-now": "Act now",
};

export type JudgedProperty =
  | "bdv"
  | "water"
  | "acidity"
  | "ift"
  | "ddf"
  | "resistivity"
  | "colour"
  | "sediment"
  | "sludge";

export interface PropertyJudgement {
  property: JudgedProperty;
  name: string;
  /** The value judged: for water, the value at 20 °C when a correction was applied. */
  value: number | "none" | "present";
  unit: string;
  verdict: Verdict;
  limit: string;
  source: string;
  note: string;
  /** Water only: the value as measured and the correction applied to it, if any. */
  measured?: { value: number; sampleTempC?: number; factor?: number; text: string };
}

export interface GasCheck {
  gas: Gas;
  name: string;
  value: number;
  typical: number;
  typicalRange: readonly [number, number];
  above: boolean;
  source: string;
}

export interface RateCheck {
  gas: Gas;
  name: string;
  earlier: number;
  current: number;
  perYear: number;
  typicalRate: number;
  typicalRange: readonly [number, number];
  exceeded: boolean;
  source: string;
}

export type RatesResult =
  | { kind: "none"; reason: string }
  | { kind: "error"; message: string }
  | { kind: "rates"; days: number; from: string; to: string; items: RateCheck[]; note?: string };

export interface Finding {
  level: Exclude<Condition, "normal">;
  rule: string;
  text: string;
}

export interface Interpretation {
  equipment: { voltageClass: string; category: string; oltcCommonTank: boolean };
  properties: PropertyJudgement[];
  skipped: { property: JudgedProperty; reason: string }[];
  gases: GasCheck[];
  rates: RatesResult;
  duval: DuvalResult;
  ratios: RatioResult;
  co2co: Co2CoResult;
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

/** 365.25 days a year, so that rates over several years are not skewed by leap days. */
const daysPerYear = 365.25;

const numberFormat = new Intl.NumberFormat("en-IN", { maximumSignificantDigits: 3 });

/** A number for a sentence: three significant digits, whole numbers from 1000 up. */
export function formatValue(value: number): string {
  return Math.abs(value) >= 1000
    ? Math.round(value).toLocaleString("en-IN")
    : numberFormat.format(value);
}

function withUnit(value: number, unit: string): string {
  return unit ? `${formatValue(value)} ${unit}` : formatValue(value);
}

function lowerFirst(text: string): string {
  return text.charAt(0).toLowerCase() + text.slice(1);
}

const verdictWords: Record<Verdict, string> = { good: "Good", fair: "Fair", poor: "Poor" };

function banded(limit: BandedLimit, value: number): PropertyJudgement {
  return {
    property: limit.property,
    name: limit.name,
    value,
    unit: limit.unit,
    verdict: judge(limit, value),
    limit: limitText(limit),
    source: limit.source,
    note: limit.note,
  };
}

function judgeWater(input: OilAnalysisInput): PropertyJudgement | undefined {
  const { waterMgKg, oilTempC } = input.oil;
  if (waterMgKg === undefined) return undefined;
  const limit = oilLimit("water", input.equipment.voltageClass);
  if (
    oilTempC !== undefined &&
    oilTempC >= waterCorrection.minC &&
    oilTempC <= waterCorrection.maxC
  ) {
    const factor = waterCorrection.factor(oilTempC);
    const atTwenty = waterMgKg * factor;
    return {
      ...banded(limit, atTwenty),
      measured: {
        value: waterMgKg,
        sampleTempC: oilTempC,
        factor,
        text: `Measured ${withUnit(waterMgKg, "mg/kg")} at ${formatValue(oilTempC)} °C, which is ${withUnit(atTwenty, "mg/kg")} at 20 °C (${waterCorrection.source}).`,
      },
    };
  }
  const why =
    oilTempC === undefined
      ? "No sampling temperature was entered, so the value is judged as measured; the limits assume water corrected to 20 °C per IEC 60422:2013 Annex A."
      : `The sample was taken at ${formatValue(oilTempC)} °C, outside the ${waterCorrection.minC}–${waterCorrection.maxC} °C range where we apply the IEC 60422:2013 Annex A correction, so the value is judged as measured; the limits assume water corrected to 20 °C.`;
  return {
    ...banded(limit, waterMgKg),
    measured: {
      value: waterMgKg,
      ...(oilTempC === undefined ? {} : { sampleTempC: oilTempC }),
      text: why,
    },
  };
}

function judgeProperties(input: OilAnalysisInput) {
  const { oil, equipment } = input;
  const properties: PropertyJudgement[] = [];
  const skipped: Interpretation["skipped"] = [];
  if (oil.bdvKv !== undefined) {
    if (oil.electrodeGap === "other") {
      skipped.push({
        property: "bdv",
        reason: `A BDV of ${withUnit(oil.bdvKv, "kV")} measured with another gap or method cannot be compared with the IEC 60422 limits, which assume the IEC 60156 cell with a 2.5 mm gap.`,
      });
    } else {
      properties.push(banded(oilLimit("bdv", equipment.voltageClass), oil.bdvKv));
    }
  }
  const water = judgeWater(input);
  if (water) properties.push(water);
  const numeric = [
    ["acidity", oil.acidityMgKoh],
    ["ift", oil.iftMnM],
    ["ddf", oil.ddf90],
    ["resistivity", oil.resistivityGohmM90],
  ] as const;
  for (const [property, value] of numeric) {
    if (value !== undefined)
      properties.push(banded(oilLimit(property, equipment.voltageClass), value));
  }
  if (oil.colour !== undefined) properties.push(banded(colourLimit, oil.colour));
  for (const property of ["sediment", "sludge"] as const) {
    const value = oil[property];
    if (value === undefined) continue;
    const about = contaminationLimits[property];
    properties.push({
      property,
      name: about.name,
      value,
      unit: "",
      verdict: value === "present" ? "poor" : "good",
      limit: about.limit,
      source: about.source,
      note: about.note,
    });
  }
  return { properties, skipped };
}

function checkGases(gases: GasValues, oltcCommonTank: boolean): GasCheck[] {
  const checks: GasCheck[] = [];
  for (const gas of gasOrder) {
    const value = gases[gas];
    if (value === undefined) continue;
    const typical = typicalConcentration(gas, oltcCommonTank);
    checks.push({
      gas,
      name: gasNames[gas],
      value,
      typical: typical.value,
      typicalRange: typical.range,
      above: value > typical.value,
      source: typical.source,
    });
  }
  return checks;
}

function checkRates(input: OilAnalysisInput, oltcCommonTank: boolean): RatesResult {
  const { earlier } = input;
  if (!earlier) {
    return {
      kind: "none",
      reason: "Enter an earlier DGA with its date to see how fast each gas is rising.",
    };
  }
  const to = input.sampleDate;
  const from = earlier.sampleDate;
  const toDay = to === undefined ? undefined : dayNumber(to);
  const fromDay = from === undefined ? undefined : dayNumber(from);
  if (to === undefined || from === undefined || toDay === undefined || fromDay === undefined) {
    return {
      kind: "error",
      message: "Both sample dates are needed to work out rates of increase.",
    };
  }
  const days = toDay - fromDay;
  if (days <= 0) {
    return {
      kind: "error",
      message: `The earlier sample (${from}) must be dated before this sample (${to}).`,
    };
  }
  const items: RateCheck[] = [];
  for (const gas of gasOrder) {
    const current = input.gases[gas];
    const before = earlier.gases[gas];
    if (current === undefined || before === undefined) continue;
    const perYear = ((current - before) * daysPerYear) / days;
    const typical = typicalRate(gas, oltcCommonTank);
    items.push({
      gas,
      name: gasNames[gas],
      earlier: before,
      current,
      perYear,
      typicalRate: typical.value,
      typicalRange: typical.range,
      exceeded: perYear > typical.value,
      source: typical.source,
    });
  }
  return {
    kind: "rates",
    days,
    from,
    to,
    items,
    ...(days < 30
      ? {
          note: "The samples are less than 30 days apart: small measurement differences become large yearly rates. Confirm with a later sample.",
        }
      : {}),
  };
}

function faultGasValues(gases: GasValues): FaultGases | undefined {
  const { h2, ch4, c2h6, c2h4, c2h2 } = gases;
  if (h2 === undefined || ch4 === undefined || c2h6 === undefined) return undefined;
  if (c2h4 === undefined || c2h2 === undefined) return undefined;
  return { h2, ch4, c2h6, c2h4, c2h2 };
}

function typicalFaultGases(oltcCommonTank: boolean): FaultGases {
  const value = (gas: Gas) => typicalConcentration(gas, oltcCommonTank).value;
  return {
    h2: value("h2"),
    ch4: value("ch4"),
    c2h6: value("c2h6"),
    c2h4: value("c2h4"),
    c2h2: value("c2h2"),
  };
}

function readDuval(gases: GasValues, significant: boolean): DuvalResult {
  const { ch4, c2h4, c2h2 } = gases;
  if (ch4 === undefined || c2h4 === undefined || c2h2 === undefined) {
    return {
      kind: "notEnoughGas",
      reason: "Enter CH₄, C₂H₄ and C₂H₂ to place the sample on the Duval triangle.",
    };
  }
  const result = classifyDuval({ ch4, c2h4, c2h2 });
  if (result.kind === "notEnoughGas" || significant) return result;
  const percentages = duvalPercentages({ ch4, c2h4, c2h2 });
  return {
    kind: "notEnoughGas",
    reason:
      "Every fault gas is within its typical value (IEC 60599:2022 Annex A) and none is rising faster than typical: the DGA is normal, so there is no fault to classify.",
    ...(percentages ? { percentages } : {}),
  };
}

function readOxygen(input: OilAnalysisInput): Interpretation["oxygenNitrogen"] {
  const { o2, n2 } = input.gases;
  if (o2 === undefined || n2 === undefined || !(n2 > 0)) return undefined;
  const value = o2 / n2;
  const shown = formatValue(value);
  const breathing = input.equipment.breathing;
  let text: string;
  if (breathing === "free" && value < oxygenNitrogen.depletedBelow) {
    text = `O₂/N₂ is ${shown}, below ${oxygenNitrogen.depletedBelow} in a free-breathing unit: oxygen is being used up by oxidation or heating faster than it is replaced.`;
  } else if (breathing === "sealed" && value > oxygenNitrogen.sealedAtOrBelow) {
    text = `O₂/N₂ is ${shown}, above ${oxygenNitrogen.sealedAtOrBelow} in a sealed unit: air may be getting in. Check the seals, the bag or bellows and the nitrogen blanket.`;
  } else if (breathing === undefined) {
    text = `O₂/N₂ is ${shown}: values up to ${oxygenNitrogen.sealedAtOrBelow} are usual for sealed units, higher values for free-breathing ones.`;
  } else {
    text = `O₂/N₂ is ${shown}, as expected for a ${breathing === "free" ? "free-breathing" : "sealed"} unit.`;
  }
  return { value, text, source: oxygenNitrogen.source };
}

function findings(parts: {
  properties: PropertyJudgement[];
  gases: GasCheck[];
  rates: RatesResult;
  duval: DuvalResult;
  co2co: Co2CoResult;
}): Finding[] {
  const { properties, gases, rates, duval, co2co } = parts;
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
    const rate = rateOf(check.gas);
    const value = `${withUnit(check.value, "µL/L")}, typical ${withUnit(check.typical, "µL/L")}`;
    const speed = rate
      ? `${withUnit(rate.perYear, "µL/L")} a year, typical ${withUnit(rate.typicalRate, "µL/L")}`
      : "";
    if (check.above && rate?.exceeded) {
      if (check.gas === "c2h2") {
        add(
          "act-now",
          "N2",
          `Acetylene (C₂H₂) is above its typical value (${value}) and rising (${speed}): an active discharge.`,
        );
      } else {
        add(
          "act-soon",
          "S2",
          `${check.name} is above its typical value (${value}) and rising (${speed}).`,
        );
      }
    } else if (check.above && check.gas === "c2h2" && !rate) {
      add(
        "act-soon",
        "S3",
        `Acetylene (C₂H₂) is above its typical value (${value}); without an earlier value it is not known whether it is rising.`,
      );
    } else if (check.above) {
      add("watch", "W2", `${check.name} is above its typical value (${value}).`);
    } else if (rate?.exceeded) {
      add(
        "watch",
        "W3",
        `${check.name} is within its typical value but rising faster than typical (${speed}).`,
      );
    }
  }
  if (zone === "D2") add("act-now", "N1", zoneText);
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
  if (co2co.kind === "ratio" && co2co.reading === "paper-in-fault") {
    add(
      "watch",
      "W5",
      `CO₂/CO is ${formatValue(co2co.value)}: the paper insulation is probably involved in a fault.`,
    );
  }
  const rank = (finding: Finding) => levelOrder.indexOf(finding.level);
  const ruleOrder = ["N1", "N2", "N3", "S1", "S2", "S3", "S4", "W1", "W2", "W3", "W4", "W5"];
  return found.sort(
    (a, b) => rank(a) - rank(b) || ruleOrder.indexOf(a.rule) - ruleOrder.indexOf(b.rule),
  );
}

const levelOrder: readonly Condition[] = ["act-now", "act-soon", "watch"];

const resample: Record<Condition, string> = {
  "act-now":
    "Resample oil and DGA at once (within days) to confirm, and decide with the asset owner whether the unit stays in service; do not wait for the routine test.",
  "act-soon":
    "Resample within 2 to 4 weeks to confirm the results and measure how fast the gases rise, and plan the work below.",
  watch:
    "Take the next oil sample and DGA within 3 months to see whether the values settle or keep changing.",
  normal: "Test the oil and DGA again at the routine interval, usually once a year.",
};

function nextSteps(parts: {
  condition: Condition;
  input: OilAnalysisInput;
  properties: PropertyJudgement[];
  duval: DuvalResult;
  co2co: Co2CoResult;
  oltcLeak?: { suspected: boolean };
  c2h2Rising: boolean;
}): string[] {
  const { condition, input, properties, duval, co2co, oltcLeak, c2h2Rising } = parts;
  const steps = [resample[condition]];
  const verdictOf = (property: JudgedProperty) =>
    properties.find((judgement) => judgement.property === property)?.verdict;
  const notGood = (property: JudgedProperty) => {
    const verdict = verdictOf(property);
    return verdict === "fair" || verdict === "poor";
  };
  if (notGood("water")) {
    steps.push(
      "Dry the oil by hot-oil vacuum filtration (dehydration and degassing); if the water returns, the winding insulation is wet and needs on-site drying.",
    );
    if (input.equipment.breathing !== "sealed") {
      steps.push("Check the breather: silica gel colour and the oil seal of its cup.");
    }
  } else if (notGood("bdv")) {
    steps.push(
      "Filter the oil (reconditioning) to remove particles and dissolved gas, then retest the BDV.",
    );
  }
  if (verdictOf("sediment") === "poor") {
    steps.push("Filter the oil to remove the sediment (reconditioning).");
  }
  const aged = (["acidity", "ift", "ddf", "resistivity"] as const).filter(
    (property) => verdictOf(property) === "poor",
  );
  if (aged.length > 0 || verdictOf("sludge") === "poor") {
    steps.push(
      "Reclaim the oil (regeneration through Fuller's earth) or replace it: acidity, IFT and DDF show the oil has aged beyond what filtering can fix.",
    );
  } else if ((["acidity", "ift"] as const).some((property) => verdictOf(property) === "fair")) {
    steps.push("Plan oil reclamation before acidity or IFT reach Poor: sludge forms soon after.");
  }
  if (verdictOf("sludge") === "poor") {
    steps.push(
      "Flush the sludge off the windings and tank with hot oil during reclamation: it blocks cooling ducts.",
    );
  }
  const zone = duval.kind === "zone" ? duval.zone : undefined;
  if (zone === "D1" || zone === "D2" || zone === "DT" || c2h2Rising) {
    steps.push(
      "Plan an internal inspection. Before it, run winding resistance, SFRA, capacitance and tan δ tests on windings and bushings, and inspect the OLTC.",
    );
  }
  if (zone === "T2" || zone === "T3" || zone === "DT") {
    steps.push(
      "Look for the hot spot: infrared scan of the tank, bushings and connections, check pumps, fans and radiators, winding resistance on every tap and the core-to-earth insulation.",
    );
  }
  if (zone === "T1") {
    steps.push("Check the loading and the cooling: a T1 fault is often general overheating.");
  }
  if (zone === "PD") {
    steps.push("Measure partial discharges (acoustic or electrical) to locate the source.");
  }
  if (co2co.kind === "ratio" && co2co.reading !== "no-indication") {
    steps.push(
      "Test furans in the oil (IEC 61198) to gauge how far the paper insulation has aged.",
    );
  }
  if (oltcLeak?.suspected) {
    steps.push(
      "Check the OLTC diverter compartment's seals and barrier: the C₂H₂/H₂ ratio suggests its oil reaches the main tank.",
    );
  }
  return steps;
}

/** Whether anything was measured: a gap or a temperature alone is not a result. */
function hasResults(input: OilAnalysisInput): boolean {
  const { electrodeGap: _gap, oilTempC: _temperature, ...results } = input.oil;
  return [...Object.values(results), ...Object.values(input.gases)].some(
    (value) => value !== undefined,
  );
}

/** The interpretation of one set of results. */
export function interpret(input: OilAnalysisInput): Interpretation {
  const oltcCommonTank = input.equipment.oltcCommonTank ?? false;
  const { properties, skipped } = judgeProperties(input);
  const gases = checkGases(input.gases, oltcCommonTank);
  const rates = checkRates(input, oltcCommonTank);
  const faultSet = new Set<Gas>(faultGases);
  const rising =
    rates.kind === "rates" && rates.items.some((item) => item.exceeded && faultSet.has(item.gas));
  const significant = rising || gases.some((check) => check.above && faultSet.has(check.gas));
  const duval = readDuval(input.gases, significant);
  const fault = faultGasValues(input.gases);
  const ratios: RatioResult = fault
    ? interpretRatios(fault, typicalFaultGases(oltcCommonTank), { rising })
    : {
        kind: "notEnoughGas",
        reason: "Enter H₂, CH₄, C₂H₆, C₂H₄ and C₂H₂ to read the gas ratios.",
      };
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
  const oltcLeak =
    h2 !== undefined && c2h2 !== undefined && !oltcCommonTank
      ? oltcLeakRatio({ h2, c2h2 }, typicalConcentration("c2h2", false).value)
      : undefined;

  const found = findings({ properties, gases, rates, duval, co2co });
  const condition =
    levelOrder.find((level) => found.some((item) => item.level === level)) ?? "normal";
  const top = found.filter((item) => item.level === condition);
  const reason =
    condition !== "normal"
      ? (top[0]?.text ?? "")
      : hasResults(input)
        ? "Every result entered is Good and every gas is within its typical value."
        : "No test results were entered, so there is nothing to judge yet.";

  const notes: string[] = [];
  if (input.equipment.oltcCommonTank === undefined && gases.length > 0) {
    notes.push(
      "Typical gas values assume the on-load tap changer does not share its oil with the main tank. Say so in the form if it does: acetylene is then expected.",
    );
  }
  if (input.oil.bdvKv !== undefined && input.oil.electrodeGap === undefined) {
    notes.push("The BDV is taken to be measured with the IEC 60156 (IS 6792) 2.5 mm gap.");
  }
  if (oltcLeak?.suspected) {
    notes.push(
      `C₂H₂/H₂ is ${formatValue(oltcLeak.value)}, above 2: oil or gas from the OLTC compartment may be reaching the main tank (IEC 60599:2022).`,
    );
  }
  const oxygen = readOxygen(input);
  const voltage = voltageClasses.find((entry) => entry.value === input.equipment.voltageClass);

  return {
    equipment: {
      voltageClass: voltage?.label ?? input.equipment.voltageClass,
      category: categoryOf(input.equipment.voltageClass),
      oltcCommonTank,
    },
    properties,
    skipped,
    gases,
    rates,
    duval,
    ratios,
    co2co,
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
