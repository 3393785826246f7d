/**
 * The interpreter's fields: the choices offered, every numeric field with its label, unit and
 * range, and the short, stable query parameter that carries each field in a shared address.
 */
import { olderNumberFields, olderParamPaths } from "./series-fields.ts";
import { gasNames } from "./typical-gases.ts";

export const gasKeys = ["h2", "ch4", "c2h6", "c2h4", "c2h2", "co", "co2", "o2", "n2"] as const;
export type GasKey = (typeof gasKeys)[number];

export const electrodeGapOptions = [
  { value: "2.5mm-IEC60156", label: "2.5 mm gap (IEC 60156 / IS 6792)" },
  { value: "other", label: "Another gap or method" },
] as const;

export const oltcOptions = [
  { value: "none", label: "No on-load tap changer" },
  { value: "separate", label: "OLTC in its own compartment, sealed from the main tank" },
  { value: "common", label: "OLTC whose oil communicates with the main tank" },
] as const;

export const oilTypeOptions = [
  { value: "mineral", label: "Mineral oil (IEC 60296 / IS 335)" },
  { value: "natural-ester", label: "Natural ester (IEC 62770)" },
  { value: "synthetic-ester", label: "Synthetic ester (IEC 61099)" },
] as const;

export const inhibitionOptions = [
  { value: "inhibited", label: "Inhibited (with an oxidation inhibitor)" },
  { value: "uninhibited", label: "Uninhibited" },
] as const;

export const samplePointOptions = [
  { value: "main", label: "Main tank" },
  { value: "oltc", label: "OLTC compartment" },
] as const;

export const breathingOptions = [
  { value: "free", label: "Free-breathing (conservator with a breather)" },
  { value: "sealed", label: "Sealed (nitrogen blanket, bag or bellows)" },
] as const;

export const presenceOptions = [
  { value: "none", label: "None" },
  { value: "present", label: "Present" },
] as const;

export interface NumberSpec {
  label: string;
  unit: string;
  min: number;
  max: number;
  example: string;
}

const gasSpec = (label: string): NumberSpec => ({
  label,
  unit: "µL/L",
  min: 0,
  max: 1_000_000,
  example: "25",
});

/** Every numeric field by its query parameter; the form's min and max attributes read these. */
export const numberFields = {
  mva: { label: "Rating", unit: "MVA", min: 0.01, max: 2000, example: "100" },
  age: { label: "Age", unit: "years", min: 0, max: 150, example: "15" },
  bdv: { label: "Breakdown voltage (BDV)", unit: "kV", min: 0, max: 150, example: "62" },
  h2o: { label: "Water content", unit: "mg/kg", min: 0, max: 500, example: "12" },
  t: { label: "Oil temperature at sampling", unit: "°C", min: -30, max: 120, example: "45" },
  acid: { label: "Acidity", unit: "mg KOH/g", min: 0, max: 5, example: "0.05" },
  ift: { label: "Interfacial tension (IFT)", unit: "mN/m", min: 5, max: 60, example: "32" },
  ddf: { label: "DDF (tan δ) at 90 °C", unit: "", min: 0, max: 2, example: "0.02" },
  res: { label: "Resistivity at 90 °C", unit: "GΩ·m", min: 0.01, max: 10000, example: "50" },
  col: { label: "Colour (ISO 2049)", unit: "", min: 0.5, max: 8, example: "1.5" },
  inh: { label: "Inhibitor content", unit: "% by mass", min: 0, max: 1, example: "0.25" },
  inh0: {
    label: "Inhibitor content of the new oil",
    unit: "% by mass",
    min: 0.01,
    max: 1,
    example: "0.3",
  },
  fal: { label: "2-Furfuraldehyde (2-FAL)", unit: "mg/kg", min: 0, max: 100, example: "0.5" },
  h2: gasSpec(gasNames.h2),
  ch4: gasSpec(gasNames.ch4),
  c2h6: gasSpec(gasNames.c2h6),
  c2h4: gasSpec(gasNames.c2h4),
  c2h2: gasSpec(gasNames.c2h2),
  co: gasSpec(gasNames.co),
  co2: gasSpec(gasNames.co2),
  o2: gasSpec(gasNames.o2),
  n2: gasSpec(gasNames.n2),
  e_h2: gasSpec(`${gasNames.h2} in the earlier sample`),
  e_ch4: gasSpec(`${gasNames.ch4} in the earlier sample`),
  e_c2h6: gasSpec(`${gasNames.c2h6} in the earlier sample`),
  e_c2h4: gasSpec(`${gasNames.c2h4} in the earlier sample`),
  e_c2h2: gasSpec(`${gasNames.c2h2} in the earlier sample`),
  e_co: gasSpec(`${gasNames.co} in the earlier sample`),
  e_co2: gasSpec(`${gasNames.co2} in the earlier sample`),
  e_o2: gasSpec(`${gasNames.o2} in the earlier sample`),
  e_n2: gasSpec(`${gasNames.n2} in the earlier sample`),
  ...olderNumberFields,
} as const satisfies Record<string, NumberSpec>;

/** The query parameters in form order, each with where its value sits in the input object. */
export const paramPaths = {
  vc: ["equipment", "voltageClass"],
  mva: ["equipment", "ratingMva"],
  age: ["equipment", "ageYears"],
  oltc: ["equipment", "oltc"],
  br: ["equipment", "breathing"],
  oil: ["oil", "oilType"],
  ino: ["oil", "inhibition"],
  bdv: ["oil", "bdvKv"],
  gap: ["oil", "electrodeGap"],
  h2o: ["oil", "waterMgKg"],
  t: ["oil", "oilTempC"],
  acid: ["oil", "acidityMgKoh"],
  ift: ["oil", "iftMnM"],
  ddf: ["oil", "ddf90"],
  res: ["oil", "resistivityGohmM90"],
  col: ["oil", "colour"],
  sed: ["oil", "sediment"],
  slu: ["oil", "sludge"],
  inh: ["oil", "inhibitorPct"],
  inh0: ["oil", "inhibitorNewPct"],
  fal: ["oil", "furanMgKg"],
  d: ["sampleDate"],
  sp: ["samplePoint"],
  h2: ["gases", "h2"],
  ch4: ["gases", "ch4"],
  c2h6: ["gases", "c2h6"],
  c2h4: ["gases", "c2h4"],
  c2h2: ["gases", "c2h2"],
  co: ["gases", "co"],
  co2: ["gases", "co2"],
  o2: ["gases", "o2"],
  n2: ["gases", "n2"],
  e_d: ["earlier", "sampleDate"],
  e_h2: ["earlier", "gases", "h2"],
  e_ch4: ["earlier", "gases", "ch4"],
  e_c2h6: ["earlier", "gases", "c2h6"],
  e_c2h4: ["earlier", "gases", "c2h4"],
  e_c2h2: ["earlier", "gases", "c2h2"],
  e_co: ["earlier", "gases", "co"],
  e_co2: ["earlier", "gases", "co2"],
  e_o2: ["earlier", "gases", "o2"],
  e_n2: ["earlier", "gases", "n2"],
  ...olderParamPaths,
} as const satisfies Record<string, readonly string[]>;

export type ParamName = keyof typeof paramPaths;
export const paramOrder = Object.keys(paramPaths) as ParamName[];
