/**
 * Zone D2 of Duval Triangle 1 (arcing), weighed by its acetylene (findings.ts, rules N1 and S1).
 * Arcing is "act now" once its acetylene stands above the top of the IEC 60599:2022 typical range
 * or rises faster than the top of the typical rate range. A D2 point drawn from a few µL/L of each
 * gas (IEC 60599 reads a fault only from gases clearly above typical values) is a reason to
 * resample soon, not to take the unit out of service.
 */
import { formatValue, withUnit } from "./format.ts";
import { type RateCheck, risingPastTypicalRange } from "./series.ts";

type Acetylene = {
  detected: boolean;
  /** Above the low end of its typical range. */
  above: boolean;
  value: number;
  typicalRange: readonly [number, number];
};

export function arcingFinding(
  zoneText: string,
  acetylene: Acetylene | undefined,
  rate: RateCheck | undefined,
): { level: "act-now" | "act-soon"; rule: "N1" | "S1"; text: string } {
  const high = acetylene?.detected === true && acetylene.value > acetylene.typicalRange[1];
  if (high || risingPastTypicalRange(rate)) return { level: "act-now", rule: "N1", text: zoneText };
  if (!acetylene?.above)
    return {
      level: "act-soon",
      rule: "S1",
      text: `${zoneText} Its acetylene is still within the typical value.`,
    };
  const [low, top] = acetylene.typicalRange;
  return {
    level: "act-soon",
    rule: "S1",
    text: `${zoneText} Its acetylene (${withUnit(acetylene.value, "µL/L")}) is within the typical range of ${formatValue(low)}–${withUnit(top, "µL/L")} and not rising fast: confirm it with a prompt resample before any decision on service.`,
  };
}
