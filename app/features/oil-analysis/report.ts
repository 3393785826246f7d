/**
 * The inputs in words: the inputs block of the printed report (report-summary.ts writes the short
 * text a visitor may carry into the enquiry or the service request form).
 */

import {
  breathingOptions,
  electrodeGapOptions,
  gasKeys,
  inhibitionOptions,
  oilTypeOptions,
  presenceOptions,
  samplePointOptions,
} from "./fields.ts";
import { voltageClasses } from "./limits.ts";
import type { OilAnalysisInput } from "./schema.ts";
import { olderIndexes, olderOrdinals } from "./series-fields.ts";

const numberFormat = new Intl.NumberFormat("en-IN", { maximumFractionDigits: 6 });

/** A number as entered, with Indian digit grouping: 52,000; 0.012. */
export function shownNumber(value: number): string {
  return numberFormat.format(value).replace(/^-/, "−");
}

export function lowerFirst(text: string): string {
  return text.charAt(0).toLowerCase() + text.slice(1);
}

export function withUnit(value: number, unit: string): string {
  return unit ? `${shownNumber(value)} ${unit}` : shownNumber(value);
}

export const gasSymbols = {
  h2: "H₂",
  ch4: "CH₄",
  c2h6: "C₂H₆",
  c2h4: "C₂H₄",
  c2h2: "C₂H₂",
  co: "CO",
  co2: "CO₂",
  o2: "O₂",
  n2: "N₂",
} as const;

const labelOf = <T extends { value: string; label: string }>(
  options: readonly T[],
  value: string,
) => options.find((option) => option.value === value)?.label ?? value;

export const oltcLabels = {
  none: "No on-load tap changer",
  separate: "Yes, in its own compartment sealed from the main tank",
  common: "Yes, its oil communicates with the main tank",
} as const;

export type InputGroup = { heading: string; items: { label: string; value: string }[] };

/** Every value entered, grouped as the form groups them, for the printed report. */
export function inputGroups(input: OilAnalysisInput): InputGroup[] {
  const { equipment, oil, gases, earlier } = input;
  const transformer: InputGroup["items"] = [
    {
      label: "Voltage class",
      value: voltageClasses.find((entry) => entry.value === equipment.voltageClass)?.label ?? "",
    },
  ];
  if (equipment.ratingMva !== undefined)
    transformer.push({ label: "Rating", value: withUnit(equipment.ratingMva, "MVA") });
  if (equipment.ageYears !== undefined)
    transformer.push({ label: "Age", value: withUnit(equipment.ageYears, "years") });
  if (equipment.oltc !== undefined)
    transformer.push({ label: "On-load tap changer", value: oltcLabels[equipment.oltc] });
  if (equipment.breathing)
    transformer.push({
      label: "Conservator",
      value: labelOf(breathingOptions, equipment.breathing),
    });

  const tests: InputGroup["items"] = [];
  if (input.sampleDate) tests.push({ label: "Sampled on", value: input.sampleDate });
  if (input.samplePoint)
    tests.push({ label: "Drawn from", value: labelOf(samplePointOptions, input.samplePoint) });
  if (oil.oilType)
    tests.push({ label: "Insulating liquid", value: labelOf(oilTypeOptions, oil.oilType) });
  if (oil.inhibition)
    tests.push({ label: "Oxidation inhibitor", value: labelOf(inhibitionOptions, oil.inhibition) });
  if (oil.bdvKv !== undefined)
    tests.push({
      label: "Breakdown voltage",
      value: `${withUnit(oil.bdvKv, "kV")}${oil.electrodeGap ? `, ${labelOf(electrodeGapOptions, oil.electrodeGap)}` : ""}`,
    });
  if (oil.waterMgKg !== undefined)
    tests.push({
      label: "Water content",
      value: `${withUnit(oil.waterMgKg, "mg/kg")}${oil.oilTempC !== undefined ? ` at ${shownNumber(oil.oilTempC)} °C` : ""}`,
    });
  else if (oil.oilTempC !== undefined)
    tests.push({ label: "Oil temperature", value: `${shownNumber(oil.oilTempC)} °C` });
  const plain: [string, number | undefined, string][] = [
    ["Acidity", oil.acidityMgKoh, "mg KOH/g"],
    ["Interfacial tension", oil.iftMnM, "mN/m"],
    ["DDF at 90 °C", oil.ddf90, ""],
    ["Resistivity at 90 °C", oil.resistivityGohmM90, "GΩ·m"],
    ["Colour (ISO 2049)", oil.colour, ""],
  ];
  for (const [label, value, unit] of plain)
    if (value !== undefined) tests.push({ label, value: withUnit(value, unit) });
  if (oil.sediment)
    tests.push({ label: "Sediment", value: labelOf(presenceOptions, oil.sediment) });
  if (oil.sludge)
    tests.push({ label: "Precipitable sludge", value: labelOf(presenceOptions, oil.sludge) });
  const more: [string, number | undefined, string][] = [
    ["Inhibitor content", oil.inhibitorPct, "% by mass"],
    ["Inhibitor content of the new oil", oil.inhibitorNewPct, "% by mass"],
    ["2-FAL", oil.furanMgKg, "mg/kg"],
  ];
  for (const [label, value, unit] of more)
    if (value !== undefined) tests.push({ label, value: withUnit(value, unit) });

  const gasItems = (values: OilAnalysisInput["gases"]) =>
    gasKeys.flatMap((gas) =>
      values[gas] === undefined
        ? []
        : [{ label: gasSymbols[gas], value: withUnit(values[gas] as number, "µL/L") }],
    );
  const groups: InputGroup[] = [
    { heading: "Transformer", items: transformer },
    { heading: "Oil tests", items: tests },
    { heading: "Dissolved gases", items: gasItems(gases) },
  ];
  if (earlier)
    groups.push({
      heading: "Earlier DGA",
      items: [
        ...(earlier.sampleDate ? [{ label: "Sampled on", value: earlier.sampleDate }] : []),
        ...gasItems(earlier.gases),
      ],
    });
  for (const index of olderIndexes) {
    const sample = input[`earlier${index}`];
    if (!sample) continue;
    const which = olderOrdinals[index];
    groups.push({
      heading: `${which.charAt(0).toUpperCase()}${which.slice(1)} earlier DGA`,
      items: [
        ...(sample.sampleDate ? [{ label: "Sampled on", value: sample.sampleDate }] : []),
        ...gasItems(sample.gases),
      ],
    });
  }
  return groups.filter((group) => group.items.length > 0);
}
