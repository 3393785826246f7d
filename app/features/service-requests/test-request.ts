/** A complete service request as a form sends it, for the schema's tests. */
import { validateServiceRequest } from "./schema";

export const today = "2026-03-10";

export const breakdown = {
  urgency: "breakdown",
  preferredDate: "",
  make: " Crompton Greaves ",
  rating: "10",
  ratingUnit: "MVA",
  hvKv: "33",
  lvKv: "11",
  cooling: "ONAN",
  serialNumber: "",
  yearOfManufacture: "2009",
  oltc: "yes",
  oltcMake: "Easun MR",
  symptoms: ["buchholz-trip", "dga-alert"],
  symptomOther: "",
  description: "Tripped at 02:10 on Buchholz.\r\nDGA last month showed acetylene.",
  company: "Halol Steel Pvt Ltd",
  address: "Plot 12, GIDC Halol\r\nPanchmahal",
  state: "Gujarat",
  pin: "389350",
  accessNotes: "",
  name: "Ravi Shah",
  designation: "Maintenance engineer",
  mobile: "987-654-3210",
  email: "ravi.shah@example.in",
  consent: "on",
};

export const check = (changes: Record<string, unknown>) =>
  validateServiceRequest({ ...breakdown, ...changes }, today);
export const errorsOf = (changes: Record<string, unknown>) => {
  const result = check(changes);
  return result.ok ? {} : result.fieldErrors;
};
