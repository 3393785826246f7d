/**
 * Every result a unit's history shows, with its label and unit: the oil tests and gases as the
 * oil tool names them (its numberFields), then the electrical tests.
 */
import { numberFields } from "#app/features/oil-analysis/public.ts";
import { formatNumber } from "./format-number.ts";
import { electricalFields, electricalKeys, type Results } from "./results.ts";

export type Parameter = {
  id: string;
  label: string;
  short: string;
  unit: string;
  group: "oil" | "gas" | "electrical";
  value(results: Results): number | undefined;
};

const oil = [
  ["bdv", "bdvKv"],
  ["h2o", "waterMgKg"],
  ["acid", "acidityMgKoh"],
  ["ift", "iftMnM"],
  ["ddf", "ddf90"],
  ["res", "resistivityGohmM90"],
  ["col", "colour"],
  ["fal", "furanMgKg"],
] as const;

const gases = ["h2", "ch4", "c2h6", "c2h4", "c2h2", "co", "co2", "o2", "n2"] as const;

export const parameters: Parameter[] = [
  ...oil.map(([param, key]) => ({
    id: param,
    label: numberFields[param].label,
    short: shortLabel(numberFields[param].label),
    unit: numberFields[param].unit,
    group: "oil" as const,
    value: (results: Results) => {
      const value = results.oil[key];
      return typeof value === "number" ? value : undefined;
    },
  })),
  ...gases.map((gas) => ({
    id: gas,
    label: numberFields[gas].label,
    short: shortLabel(numberFields[gas].label),
    unit: numberFields[gas].unit,
    group: "gas" as const,
    value: (results: Results) => results.gases[gas],
  })),
  ...electricalKeys.map((key) => ({
    id: key,
    label: electricalFields[key].label,
    short: electricalFields[key].short,
    unit: electricalFields[key].unit,
    group: "electrical" as const,
    value: (results: Results) => results.electrical[key],
  })),
];

export { formatNumber };

/** "Hydrogen (H₂)" → "H₂", "Breakdown voltage (BDV)" → "BDV"; "Colour (ISO 2049)" → "Colour". */
export function shortLabel(label: string): string {
  const inner = /^(.*) \((.+)\)$/.exec(label);
  if (!inner) return label;
  return inner[2]?.startsWith("ISO") ? (inner[1] ?? label) : (inner[2] ?? label);
}

/** A record's results on one line: "BDV 62 kV · H₂ 12 µL/L · …". */
export function resultsLine(results: Results, max = 6): string {
  const parts: string[] = [];
  for (const parameter of parameters) {
    const value = parameter.value(results);
    if (value === undefined) continue;
    parts.push(
      `${parameter.short} ${formatNumber(value)}${parameter.unit ? ` ${parameter.unit}` : ""}`,
    );
  }
  for (const other of results.other)
    parts.push(`${other.name} ${formatNumber(other.value)} ${other.unit}`.trim());
  return parts.length > max
    ? `${parts.slice(0, max).join(" · ")} · and ${parts.length - max} more`
    : parts.join(" · ");
}
