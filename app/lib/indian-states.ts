/**
 * India's 28 states and 8 union territories as of 2026, spelt as the Government of India spells
 * them. Written by hand: Jammu and Kashmir and Ladakh have been union territories since 2019, and
 * Dadra and Nagar Haveli and Daman and Diu one union territory since 2020.
 */
export const indianStates = [
  "Andhra Pradesh",
  "Arunachal Pradesh",
  "Assam",
  "Bihar",
  "Chhattisgarh",
  "Goa",
  "Gujarat",
  "Haryana",
  "Himachal Pradesh",
  "Jharkhand",
  "Karnataka",
  "Kerala",
  "Madhya Pradesh",
  "Maharashtra",
  "Manipur",
  "Meghalaya",
  "Mizoram",
  "Nagaland",
  "Odisha",
  "Punjab",
  "Rajasthan",
  "Sikkim",
  "Tamil Nadu",
  "Telangana",
  "Tripura",
  "Uttar Pradesh",
  "Uttarakhand",
  "West Bengal",
] as const;

export const unionTerritories = [
  "Andaman and Nicobar Islands",
  "Chandigarh",
  "Dadra and Nagar Haveli and Daman and Diu",
  "Delhi",
  "Jammu and Kashmir",
  "Ladakh",
  "Lakshadweep",
  "Puducherry",
] as const;

export type IndianState = (typeof indianStates)[number] | (typeof unionTerritories)[number];

/**
 * All 36, in alphabetical order, as the form's list shows them. A plain sort: every name is
 * ASCII and capitalised, so code-unit order is the alphabetical one, and the browser need not
 * load its collation data (`localeCompare`) as the service request form's module loads; that
 * alone cost about 10 ms of main thread here, ten times that on a low-tier phone (issue 27).
 */
export const statesAndUnionTerritories = [...indianStates, ...unionTerritories].sort() as [
  IndianState,
  ...IndianState[],
];

const byLowerCase = new Map<string, IndianState>(
  statesAndUnionTerritories.map((name) => [name.toLowerCase(), name]),
);

/** The official spelling of a state typed in any case ("tamil nadu"), or undefined. */
export function findState(name: string): IndianState | undefined {
  return byLowerCase.get(name.replace(/\s+/g, " ").trim().toLowerCase());
}
