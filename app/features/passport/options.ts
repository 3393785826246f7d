/**
 * The choices of the passport's forms, each stored as its value and shown by its label. Shared by
 * the browser, the server's schemas and the CSV import.
 */

export const assetKinds = [
  { value: "transformer", label: "Transformer" },
  { value: "reactor", label: "Reactor" },
  { value: "oltc", label: "OLTC compartment" },
] as const;

export const coolingOptions = [
  { value: "ONAN", label: "ONAN (oil natural, air natural)" },
  { value: "ONAF", label: "ONAF (oil natural, air forced)" },
  { value: "ONAN/ONAF", label: "ONAN/ONAF (two ratings)" },
  { value: "OFAF", label: "OFAF (oil forced, air forced)" },
  { value: "ODAF", label: "ODAF (oil directed, air forced)" },
  { value: "OFWF", label: "OFWF (oil forced, water forced)" },
  { value: "ODWF", label: "ODWF (oil directed, water forced)" },
  { value: "KNAN", label: "KNAN (ester natural, air natural)" },
  { value: "KNAF", label: "KNAF (ester natural, air forced)" },
] as const;

export const oilTypes = [
  { value: "mineral", label: "Mineral oil (IEC 60296 / IS 335)" },
  { value: "natural-ester", label: "Natural ester (IEC 62770)" },
  { value: "synthetic-ester", label: "Synthetic ester (IEC 61099)" },
] as const;

/**
 * IEC 60422:2013 Table 1, equipment categories for the oil's limits. O, A, B and C are power
 * transformers and reactors; D and E instrument and protection transformers. The wording is ours,
 * from the table as we know it: check it against your copy of the standard.
 */
export const iecCategories = [
  { value: "O", label: "O: power transformer or reactor, system voltage 400 kV and above" },
  {
    value: "A",
    label: "A: above 170 kV and below 400 kV, or any voltage where continuity of supply is vital",
  },
  { value: "B", label: "B: above 72.5 kV, up to 170 kV" },
  { value: "C", label: "C: up to 72.5 kV (MV/LV units, traction transformers)" },
  { value: "D", label: "D: instrument or protection transformer above 170 kV" },
  { value: "E", label: "E: instrument or protection transformer up to 170 kV" },
] as const;

export const assetStatuses = [
  { value: "in-service", label: "In service" },
  { value: "standby", label: "Standby" },
  { value: "retired", label: "Retired" },
] as const;

export const ratingUnits = [
  { value: "kVA", label: "kVA" },
  { value: "MVA", label: "MVA" },
] as const;

export const samplePoints = [
  { value: "main-tank", label: "Main tank" },
  { value: "oltc", label: "OLTC compartment" },
  { value: "bushing", label: "Bushing" },
] as const;

/** The four kinds of test a due date is kept for. */
export const testTypes = [
  { value: "oil", label: "Oil quality" },
  { value: "dga", label: "Dissolved gas analysis (DGA)" },
  { value: "furan", label: "Furans (2-FAL)" },
  { value: "electrical", label: "Electrical tests" },
] as const;

export type Option = { readonly value: string; readonly label: string };
export type TestType = (typeof testTypes)[number]["value"];

export function valuesOf<const T extends readonly Option[]>(options: T) {
  return options.map((option) => option.value) as unknown as [
    T[number]["value"],
    ...T[number]["value"][],
  ];
}

/**
 * Tests due together, in one phrase and in `testTypes`' order: "Oil quality and dissolved gas
 * analysis (DGA)".
 */
export function testsWords(values: readonly string[]): string {
  const words = testTypes
    .filter((type) => values.includes(type.value))
    .map((type, index) =>
      index === 0 ? type.label : type.label[0]?.toLowerCase() + type.label.slice(1),
    );
  return words.length > 1
    ? `${words.slice(0, -1).join(", ")} and ${words.at(-1)}`
    : (words[0] ?? "");
}

export function labelOf(options: readonly Option[], value: string | null | undefined): string {
  if (!value) return "";
  return options.find((option) => option.value === value)?.label ?? value;
}
