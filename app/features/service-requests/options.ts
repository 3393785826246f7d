/** The choices the service request form offers, with the words shown for each. */

export const urgencyOptions = [
  { value: "breakdown", label: "Breakdown now" },
  { value: "week", label: "Within a week" },
  { value: "planned", label: "Planned" },
] as const;
export type Urgency = (typeof urgencyOptions)[number]["value"];

export const ratingUnitOptions = [
  { value: "kVA", label: "kVA" },
  { value: "MVA", label: "MVA" },
] as const;
export type RatingUnit = (typeof ratingUnitOptions)[number]["value"];

export const coolingOptions = [
  { value: "ONAN", label: "ONAN (oil natural, air natural)" },
  { value: "ONAF", label: "ONAF (oil natural, air forced)" },
  { value: "OFAF", label: "OFAF (oil forced, air forced)" },
  { value: "OFWF", label: "OFWF (oil forced, water forced)" },
  { value: "other", label: "Other" },
] as const;
export type Cooling = (typeof coolingOptions)[number]["value"];

export const yesNoOptions = [
  { value: "yes", label: "Yes" },
  { value: "no", label: "No" },
] as const;

export const symptomOptions = [
  { value: "buchholz-alarm", label: "Buchholz alarm" },
  { value: "buchholz-trip", label: "Buchholz trip" },
  { value: "prv-operated", label: "Pressure relief valve (PRV) operated" },
  { value: "oil-leak", label: "Oil leak" },
  { value: "high-temperature", label: "High oil or winding temperature" },
  { value: "noise-vibration", label: "Abnormal noise or vibration" },
  { value: "low-bdv-moisture", label: "Low BDV or high moisture in the last oil test" },
  { value: "dga-alert", label: "DGA alert" },
  { value: "differential-ref-trip", label: "Tripping on differential or REF protection" },
  { value: "other", label: "Something else" },
] as const;
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
