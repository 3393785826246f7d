/** The choices the service request form offers, with the words shown for each. */

/** `{ value: label }` as the list of `{ value, label }` a select or a group of boxes shows. */
function optionsOf<const T extends Record<string, string>>(labels: T) {
  return Object.entries(labels).map(([value, label]) => ({ value, label })) as {
    value: keyof T & string;
    label: string;
  }[];
}

export const urgencyOptions = optionsOf({
  breakdown: "Breakdown now",
  week: "Within a week",
  planned: "Planned",
});
export type Urgency = (typeof urgencyOptions)[number]["value"];

export const ratingUnitOptions = optionsOf({ kVA: "kVA", MVA: "MVA" });
export type RatingUnit = (typeof ratingUnitOptions)[number]["value"];

export const coolingOptions = optionsOf({
  ONAN: "ONAN (oil natural, air natural)",
  ONAF: "ONAF (oil natural, air forced)",
  OFAF: "OFAF (oil forced, air forced)",
  OFWF: "OFWF (oil forced, water forced)",
  other: "Other",
});
export type Cooling = (typeof coolingOptions)[number]["value"];

export const yesNoOptions = optionsOf({ yes: "Yes", no: "No" });

export const symptomOptions = optionsOf({
  "buchholz-alarm": "Buchholz alarm",
  "buchholz-trip": "Buchholz trip",
  "prv-operated": "Pressure relief valve (PRV) operated",
  "oil-leak": "Oil leak",
  "high-temperature": "High oil or winding temperature",
  "noise-vibration": "Abnormal noise or vibration",
  "low-bdv-moisture": "Low BDV or high moisture in the last oil test",
  "dga-alert": "DGA alert",
  "differential-ref-trip": "Tripping on differential or REF protection",
  other: "Something else",
});
export type Symptom = (typeof symptomOptions)[number]["value"];

/** zod's enum wants a non-empty tuple of the values. */
export function valuesOf<const T extends readonly { value: string }[]>(options: T) {
  return options.map((option) => option.value) as unknown as [
    T[number]["value"],
    ...T[number]["value"][],
  ];
}

/** The fieldsets, in order, which are also the steps of the stepper. */
export const steps = [
  { id: "urgency", legend: "How urgent is it?", fields: ["urgency", "preferredDate"] },
  {
    id: "asset",
    legend: "The transformer",
    fields: [
      "make",
      "rating",
      "ratingUnit",
      "hvKv",
      "lvKv",
      "cooling",
      "serialNumber",
      "yearOfManufacture",
      "oltc",
      "oltcMake",
    ],
  },
  {
    id: "symptoms",
    legend: "What you have seen",
    fields: ["symptoms", "symptomOther", "description"],
  },
  {
    id: "site",
    legend: "Where it is",
    fields: ["company", "address", "state", "pin", "accessNotes"],
  },
  {
    id: "contact",
    legend: "Who to call",
    fields: ["name", "designation", "mobile", "email", "consent"],
  },
] as const;

export type StepId = (typeof steps)[number]["id"];
export type FieldName = (typeof steps)[number]["fields"][number];

/** Every field in the order of the form: the error summary lists its messages in this order. */
export const fieldOrder: readonly FieldName[] = steps.flatMap((step) => step.fields);
