/**
 * IEC 60599:2022 ratios beside the basic three: CO₂/CO for paper in a fault, and C₂H₂/H₂ for oil
 * leaking in from an on-load tap changer's compartment. Compared exactly on the reported digits.
 */
import { compareRatio } from "./exact.ts";
import { formatValue } from "./format.ts";

export type Co2CoResult =
  | { kind: "notApplicable"; reason: string }
  | {
      kind: "ratio";
      value: number;
      reading: "paper-in-fault" | "paper-overheating" | "no-indication";
      text: string;
      source: string;
    };

export const co2CoSource = "IEC 60599:2022, 5.5 (CO₂/CO ratio)";

/** The rise of CO and CO₂ over a unit's samples, each beyond the laboratory's scatter. */
export type CarbonIncrease = { co: number; co2: number; since: string };

/**
 * CO₂/CO, read only when both gases are above their typical values: below 3 suggests paper is
 * involved in a fault (possibly carbonised); above 10 suggests paper overheating below about
 * 160 °C or oil oxidation; both ends excluded. With an earlier sample that shows both gases
 * rising, the ratio is worked on the increase, as IEC 60599 prefers: CO₂ a free-breathing unit
 * takes up from the air, and what the paper gave off over its life, then do not count. From one
 * sample it is worked on the values as they stand, and says so.
 */
export function co2CoRatio(
  gases: { co: number; co2: number },
  typical: { co: number; co2: number },
  increase?: CarbonIncrease,
): Co2CoResult {
  if (!(gases.co > typical.co && gases.co2 > typical.co2)) {
    return {
      kind: "notApplicable",
      reason: `The CO₂/CO ratio is read only when CO is above ${typical.co} µL/L and CO₂ above ${typical.co2} µL/L (their typical values).`,
    };
  }
  const [co2, co] = increase ? [increase.co2, increase.co] : [gases.co2, gases.co];
  const basis = increase
    ? ` Worked on the rise since ${increase.since} (CO₂ +${formatValue(increase.co2)}, CO +${formatValue(increase.co)} µL/L).`
    : " Worked on the values as they stand: with an earlier sample that shows both gases rising, it is worked on the rise, which leaves out CO₂ taken up from the air.";
  const value = co2 / co;
  if (compareRatio(co2, co, 3) < 0) {
    return {
      kind: "ratio",
      value,
      reading: "paper-in-fault",
      text: `Below 3: the paper insulation is probably involved in a fault. A furan analysis (IEC 61198) tells how far the paper has aged.${basis}`,
      source: co2CoSource,
    };
  }
  if (compareRatio(co2, co, 10) > 0) {
    return {
      kind: "ratio",
      value,
      reading: "paper-overheating",
      text: `Above 10: mild overheating of the paper (below about 160 °C) or oxidation of the oil.${basis}`,
      source: co2CoSource,
    };
  }
  return {
    kind: "ratio",
    value,
    reading: "no-indication",
    text: `Between 3 and 10: no particular indication.${basis}`,
    source: co2CoSource,
  };
}

export const oltcLeakSource = "IEC 60599:2022 (C₂H₂/H₂ ratio, OLTC contamination)";

/**
 * C₂H₂/H₂ above 2 in the main tank, with C₂H₂ above its typical value, may mean oil (or gas)
 * from the on-load tap changer's diverter compartment reaches the main tank; IEC 60599 puts the
 * level at 2 to 3. Undefined when there is nothing to say.
 */
export function oltcLeakRatio(
  gases: { h2: number; c2h2: number },
  typicalC2h2: number,
): { value: number; suspected: boolean; source: string } | undefined {
  if (!(gases.c2h2 > typicalC2h2) || !(gases.h2 > 0)) return undefined;
  const value = gases.c2h2 / gases.h2;
  return { value, suspected: compareRatio(gases.c2h2, gases.h2, 2) > 0, source: oltcLeakSource };
}
