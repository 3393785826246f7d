/**
 * The short words the form's lists show; the printed report and the summary use the longer ones
 * of fields.ts.
 */
import type {
  breathingOptions,
  electrodeGapOptions,
  inhibitionOptions,
  oilTypeOptions,
  oltcOptions,
  samplePointOptions,
} from "./fields.ts";

// Short words for narrow lists; the printed report and the summary use the longer ones.
export const oltcChoices = [
  { value: "none", label: "No OLTC" },
  { value: "separate", label: "Yes, own compartment" },
  { value: "common", label: "Yes, oil communicates" },
] as const satisfies readonly { value: (typeof oltcOptions)[number]["value"]; label: string }[];

export const oilTypeChoices = [
  { value: "mineral", label: "Mineral oil" },
  { value: "natural-ester", label: "Natural ester" },
  { value: "synthetic-ester", label: "Synthetic ester" },
] as const satisfies readonly { value: (typeof oilTypeOptions)[number]["value"]; label: string }[];

export const inhibitionChoices = [
  { value: "uninhibited", label: "Uninhibited" },
  { value: "inhibited", label: "Inhibited" },
] as const satisfies readonly {
  value: (typeof inhibitionOptions)[number]["value"];
  label: string;
}[];

export const breathingChoices = [
  { value: "free", label: "Free-breathing" },
  { value: "sealed", label: "Sealed" },
] as const satisfies readonly {
  value: (typeof breathingOptions)[number]["value"];
  label: string;
}[];

export const gapChoices = [
  { value: "2.5mm-IEC60156", label: "2.5 mm (IEC 60156)" },
  { value: "other", label: "Another gap or method" },
] as const satisfies readonly {
  value: (typeof electrodeGapOptions)[number]["value"];
  label: string;
}[];

export const samplePointChoices = [
  { value: "oltc", label: "OLTC compartment" },
] as const satisfies readonly {
  value: (typeof samplePointOptions)[number]["value"];
  label: string;
}[];
