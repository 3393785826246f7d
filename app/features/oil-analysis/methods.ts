/**
 * The DGA fault methods and what they need: each gas checked against its typical value, the IEEE
 * percentiles and the detection limit, then Duval Triangle 1, Duval Pentagon 1 and the IEC 60599
 * ratios. A method names a fault only when its gases are significant: values below the detection
 * limit count as zero, and at least one of its gases must be above its typical value (or the IEEE
 * 90th percentile) or rising faster than typical beyond laboratory scatter.
 */
import { classifyDuval, type DuvalResult, duvalPercentages } from "./duval.ts";
import type { GasCheck } from "./findings.ts";
import { formatValue } from "./format.ts";
import {
  detected,
  detectionLimits,
  detectionSource,
  gasLevel,
  oxygenClassOf,
} from "./gas-levels.ts";
import { type FaultGases, interpretRatios, type RatioResult } from "./ratios.ts";
import type { GasValues, OilAnalysisInput } from "./schema.ts";
import type { RatesResult } from "./series.ts";
import { faultGases, type Gas, gasNames, gasOrder, typicalConcentration } from "./typical-gases.ts";

export function checkGases(gases: GasValues, oltcCommonTank: boolean, input: OilAnalysisInput) {
  const oxygen = oxygenClassOf(gases, input.equipment.breathing);
  const checks: GasCheck[] = [];
  for (const gas of gasOrder) {
    const value = gases[gas];
    if (value === undefined) continue;
    const typical = typicalConcentration(gas, oltcCommonTank);
    const seen = detected(gas, value);
    checks.push({
      gas,
      name: gasNames[gas],
      value,
      typical: typical.value,
      typicalRange: typical.range,
      above: seen && value > typical.value,
      detected: seen,
      detectionLimit: detectionLimits[gas],
      level: gasLevel(gas, value, oxygen),
      source: typical.source,
    });
  }
  return checks;
}

/** Whether a gas counts for a fault method: above typical or 90th percentile, or rising. */
export function significant(gas: Gas, gases: GasCheck[], rates: RatesResult): boolean {
  const check = gases.find((entry) => entry.gas === gas);
  const rate = rates.kind === "rates" ? rates.items.find((item) => item.gas === gas) : undefined;
  return (
    check?.detected === true && (check.above || check.level.status !== 1 || rate?.exceeded === true)
  );
}

/** A value as the fault methods use it: below the detection limit it is zero. */
export function seen(gas: Gas, value: number): number {
  return detected(gas, value) ? value : 0;
}

const symbols: Record<"ch4" | "c2h4" | "c2h2", string> = { ch4: "CH₄", c2h4: "C₂H₄", c2h2: "C₂H₂" };

export function readDuval(values: GasValues, gases: GasCheck[], rates: RatesResult): DuvalResult {
  const { ch4, c2h4, c2h2 } = values;
  if (ch4 === undefined || c2h4 === undefined || c2h2 === undefined) {
    return {
      kind: "notEnoughGas",
      reason: "Enter CH₄, C₂H₄ and C₂H₂ to place the sample on the Duval triangle.",
    };
  }
  const used = { ch4: seen("ch4", ch4), c2h4: seen("c2h4", c2h4), c2h2: seen("c2h2", c2h2) };
  const below = (["ch4", "c2h4", "c2h2"] as const).filter(
    (gas) => used[gas] === 0 && values[gas] !== 0,
  );
  const limitsText = (["ch4", "c2h4", "c2h2"] as const)
    .map((gas) => `${symbols[gas]} ${formatValue(detectionLimits[gas])}`)
    .join(", ");
  if (used.ch4 + used.c2h4 + used.c2h2 === 0) {
    return {
      kind: "notEnoughGas",
      reason: `CH₄, C₂H₄ and C₂H₂ are all zero or below the laboratory's detection limits (${limitsText} µL/L; ${detectionSource}), so there is no point to place on the triangle.`,
    };
  }
  if (!(["ch4", "c2h4", "c2h2"] as const).some((gas) => significant(gas, gases, rates))) {
    const percentages = duvalPercentages(used);
    return {
      kind: "notEnoughGas",
      reason:
        "None of CH₄, C₂H₄ and C₂H₂ is above its typical value (IEC 60599:2022 Annex A, IEEE C57.104-2019 Table 1) or rising faster than typical, so the triangle names no fault: at such levels its point moves with the laboratory's scatter.",
      ...(percentages ? { percentages } : {}),
    };
  }
  const result = classifyDuval(used);
  if (result.kind !== "zone" || below.length === 0) return result;
  return {
    ...result,
    note: `${below.map((gas) => symbols[gas]).join(" and ")} below the detection limit (${limitsText} µL/L; ${detectionSource}) ${below.length > 1 ? "are" : "is"} taken as zero.`,
  };
}

export function readRatios(
  values: GasValues,
  gases: GasCheck[],
  rates: RatesResult,
  oltcCommonTank: boolean,
): RatioResult {
  const { h2, ch4, c2h6, c2h4, c2h2 } = values;
  if ([h2, ch4, c2h6, c2h4, c2h2].some((value) => value === undefined)) {
    return {
      kind: "notEnoughGas",
      reason: "Enter H₂, CH₄, C₂H₆, C₂H₄ and C₂H₂ to read the gas ratios.",
    };
  }
  const used = {} as FaultGases;
  const typical = {} as FaultGases;
  for (const gas of faultGases as (keyof FaultGases)[]) {
    used[gas] = seen(gas, values[gas] as number);
    typical[gas] = typicalConcentration(gas, oltcCommonTank).value;
  }
  const rising = faultGases.some((gas) => significant(gas, gases, rates));
  return interpretRatios(used, typical, { rising });
}
