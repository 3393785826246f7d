/**
 * The reading in a few lines: the text a visitor may carry into the enquiry or the service request
 * form (and edit before sending), and the links that carry it.
 */
import { gasKeys } from "./fields.ts";
import { conditionLabels, type Interpretation, type JudgedProperty } from "./interpret.ts";
import { voltageClasses } from "./limits.ts";
import { gasSymbols, lowerFirst, shownNumber, withUnit } from "./report.ts";
import type { OilAnalysisInput } from "./schema.ts";

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

  const { duval, pentagon, pentagon2, triangle2, ratios } = result;
  const diagnosis = [
    input.samplePoint === "oltc" ? "Sample drawn from the OLTC compartment." : undefined,
    triangle2?.kind === "zone" && triangle2.reason === "oltc-sample"
      ? `Duval Triangle 2: zone ${triangle2.zone}.`
      : undefined,
    duval.kind === "zone"
      ? `Duval Triangle 1: zone ${duval.zone} (CH₄ ${duval.percentages.ch4.toFixed(1)} %, C₂H₄ ${duval.percentages.c2h4.toFixed(1)} %, C₂H₂ ${duval.percentages.c2h2.toFixed(1)} %).`
      : undefined,
    pentagon.kind === "zone" ? `Duval Pentagon 1: zone ${pentagon.zone}.` : undefined,
    pentagon2.kind === "zone" ? `Duval Pentagon 2: zone ${pentagon2.zone}.` : undefined,
    triangle2?.kind === "zone" && triangle2.reason === "communicating"
      ? `Duval Triangle 2 (the OLTC's gases): zone ${triangle2.zone}.`
      : undefined,
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
    (result.triangle2?.kind === "zone" && result.triangle2.zone !== "N") ||
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
