/**
 * Parts of interpret(): the O₂/N₂ reading, whether anything was measured, the rates over the
 * earlier samples and the notes under the reading.
 */
import { dayNumber } from "#app/lib/calendar-day.ts";
import { compareRatio } from "./exact.ts";
import type { GasCheck } from "./findings.ts";
import { formatValue } from "./format.ts";
import { detectionSource } from "./gas-levels.ts";
import type { CarbonIncrease } from "./other-ratios.ts";
import type { OilAnalysisInput } from "./schema.ts";
import { type DatedGases, fitRates, type RatesResult } from "./series.ts";
import { oxygenNitrogen } from "./typical-gases.ts";

export function readOxygen(
  input: OilAnalysisInput,
): { value: number; text: string; source: string } | undefined {
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
export function hasResults(input: OilAnalysisInput): boolean {
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

export function ratesOf(
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

/** The notes under a reading: assumptions made, gases taken as not detected, the OLTC's oil. */
export function notesOf(
  input: OilAnalysisInput,
  gases: readonly GasCheck[],
  oltcLeak: { value: number; suspected: boolean } | undefined,
): string[] {
  const oltcSample = input.samplePoint === "oltc";
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
  if (oltcSample && gases.length > 0) {
    notes.push(
      "This sample is from the OLTC compartment: its gases come mostly from the tap changer's switching, so they are not judged against the main tank's typical values and rates, and Duval Triangle 2 reads them. The oil-quality limits of IEC 60422 Table 5 are those of main-tank oil.",
    );
  }
  return notes;
}

/**
 * The rise of CO and CO₂ over the samples (each gas's fitted line, first to latest), when both
 * rose beyond the laboratory's scatter: what the CO₂/CO ratio is worked on when there is one.
 */
export function carbonIncrease(rates: RatesResult): CarbonIncrease | undefined {
  if (rates.kind !== "rates") return undefined;
  const rise = (gas: "co" | "co2") => {
    const item = rates.items.find((entry) => entry.gas === gas);
    return item?.significant && item.fittedChange > 0 ? item.fittedChange : undefined;
  };
  const co = rise("co");
  const co2 = rise("co2");
  return co !== undefined && co2 !== undefined ? { co, co2, since: rates.from } : undefined;
}
