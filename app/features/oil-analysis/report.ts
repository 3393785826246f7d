/**
 * The inputs and the reading in words: the inputs block of the printed report, and the short text
 * a visitor may carry into the enquiry or the service request form (and edit before sending).
 */

import {
  breathingOptions,
  electrodeGapOptions,
  gasKeys,
  inhibitionOptions,
  oilTypeOptions,
  presenceOptions,
} from "./fields";
import type { Interpretation, JudgedProperty } from "./interpret";
import { conditionLabels } from "./interpret";
import { voltageClasses } from "./limits";
import type { OilAnalysisInput } from "./schema";
import { olderIndexes, olderOrdinals } from "./series-fields";

const numberFormat = new Intl.NumberFormat("en-IN", { maximumFractionDigits: 6 });

/** A number as entered, with Indian digit grouping: 52,000; 0.012. */
export function shownNumber(value: number): string {
  return numberFormat.format(value).replace(/^-/, "−");
}

function lowerFirst(text: string): string {
  return text.charAt(0).toLowerCase() + text.slice(1);
}

function withUnit(value: number, unit: string): string {
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

const verdictWords = { good: "Good", fair: "Fair", poor: "Poor" } as const;

function verdictOf(result: Interpretation, property: JudgedProperty): string {
  const judged = result.properties.find((judgement) => judgement.property === property);
  return judged ? ` (${verdictWords[judged.verdict]})` : "";
}

function gasLine(values: OilAnalysisInput["gases"]): string {
  return gasKeys
    .flatMap((gas) =>
      values[gas] === undefined ? [] : [`${gasSymbols[gas]} ${shownNumber(values[gas] as number)}`],
    )
    .join(", ");
}

/** Longest summary: the service request's description takes 2,000 characters. */
export const summaryLimit = 1900;

/**
 * The reading in a few lines, for the message of an enquiry: what was entered, the overall
 * condition and its reason, the Duval zone and the address that shows the full reading again.
 */
export function readingSummary(
  input: OilAnalysisInput,
  result: Interpretation,
  link: string,
): string {
  const { equipment, oil } = input;
  const unit = [
    lowerFirst(voltageClasses.find((entry) => entry.value === equipment.voltageClass)?.label ?? ""),
    equipment.ratingMva !== undefined ? withUnit(equipment.ratingMva, "MVA") : undefined,
    equipment.ageYears !== undefined ? `${shownNumber(equipment.ageYears)} years old` : undefined,
    equipment.oltc === undefined
      ? undefined
      : {
          none: "no OLTC",
          separate: "OLTC in its own compartment",
          common: "OLTC oil communicates with the main tank",
        }[equipment.oltc],
    equipment.breathing === undefined
      ? undefined
      : equipment.breathing === "free"
        ? "free-breathing"
        : "sealed",
  ].filter(Boolean);

  const tests = [
    oil.bdvKv !== undefined
      ? `BDV ${withUnit(oil.bdvKv, "kV")}${oil.electrodeGap === "other" ? " (other gap)" : ""}${verdictOf(result, "bdv")}`
      : undefined,
    oil.waterMgKg !== undefined
      ? `water ${withUnit(oil.waterMgKg, "mg/kg")}${oil.oilTempC !== undefined ? ` at ${shownNumber(oil.oilTempC)} °C` : ""}${verdictOf(result, "water")}`
      : undefined,
    oil.acidityMgKoh !== undefined
      ? `acidity ${withUnit(oil.acidityMgKoh, "mg KOH/g")}${verdictOf(result, "acidity")}`
      : undefined,
    oil.iftMnM !== undefined
      ? `IFT ${withUnit(oil.iftMnM, "mN/m")}${verdictOf(result, "ift")}`
      : undefined,
    oil.ddf90 !== undefined
      ? `DDF at 90 °C ${shownNumber(oil.ddf90)}${verdictOf(result, "ddf")}`
      : undefined,
    oil.resistivityGohmM90 !== undefined
      ? `resistivity ${withUnit(oil.resistivityGohmM90, "GΩ·m")}${verdictOf(result, "resistivity")}`
      : undefined,
    oil.colour !== undefined
      ? `colour ${shownNumber(oil.colour)}${verdictOf(result, "colour")}`
      : undefined,
    oil.sediment ? `sediment ${oil.sediment}${verdictOf(result, "sediment")}` : undefined,
    oil.sludge ? `sludge ${oil.sludge}${verdictOf(result, "sludge")}` : undefined,
  ].filter(Boolean);

  const { duval, pentagon, ratios } = result;
  const diagnosis = [
    duval.kind === "zone"
      ? `Duval Triangle 1: zone ${duval.zone} (CH₄ ${duval.percentages.ch4.toFixed(1)} %, C₂H₄ ${duval.percentages.c2h4.toFixed(1)} %, C₂H₂ ${duval.percentages.c2h2.toFixed(1)} %).`
      : undefined,
    pentagon.kind === "zone" ? `Duval Pentagon 1: zone ${pentagon.zone}.` : undefined,
    ratios.kind === "ratios" && ratios.case ? `IEC 60599 ratios: ${ratios.case}.` : undefined,
  ]
    .filter(Boolean)
    .join(" ");

  const gases = gasLine(input.gases);
  const earlier = input.earlier ? gasLine(input.earlier.gases) : "";
  const details = [
    unit.length ? `Transformer: ${unit.join(", ")}.` : "",
    tests.length
      ? `Oil tests${input.sampleDate ? ` (sample of ${input.sampleDate})` : ""}: ${tests.join("; ")}.`
      : "",
    gases
      ? `Dissolved gases, µL/L${input.sampleDate && !tests.length ? ` (sample of ${input.sampleDate})` : ""}: ${gases}.`
      : "",
    earlier
      ? `Earlier DGA${input.earlier?.sampleDate ? ` (${input.earlier.sampleDate})` : ""}, µL/L: ${earlier}.`
      : "",
    diagnosis,
  ]
    .filter(Boolean)
    .join("\n");
  const paragraphs = [
    "Reading from the oil test and DGA interpreter on your website (a screening aid, not a laboratory report):",
    `Overall condition: ${conditionLabels[result.overall.condition]}. ${result.overall.reason}`,
    details,
  ];
  const withLink = [...paragraphs, `Full reading: ${link}`].join("\n\n");
  if (withLink.length <= summaryLimit) return withLink;
  const text = paragraphs.join("\n\n");
  return text.length > summaryLimit ? `${text.slice(0, summaryLimit - 1)}…` : text;
}

/** The enquiry form, its message filled with the summary. */
export function contactHref(summary: string): string {
  const params = new URLSearchParams({ service: "service", message: summary });
  return `/contact?${params.toString()}#enquiry-form-heading`;
}

/** The service request form, with the symptoms the reading shows ticked and the summary filled in. */
export function serviceRequestHref(summary: string, result: Interpretation): string {
  const params = new URLSearchParams();
  const gasFinding =
    result.duval.kind === "zone" ||
    result.overall.findings.some((finding) =>
      ["W2", "W3", "S2", "S3", "N2"].includes(finding.rule),
    );
  if (gasFinding) params.append("symptoms", "dga-alert");
  const wet = result.properties.some(
    (judgement) =>
      (judgement.property === "bdv" || judgement.property === "water") &&
      judgement.verdict !== "good",
  );
  if (wet) params.append("symptoms", "low-bdv-moisture");
  params.set("description", summary);
  return `/service-request?${params.toString()}`;
}
