/**
 * The words and limits of each control of the service request form, in one place: labels, hints,
 * keyboards and lengths. The limits are the schema's own (fields.ts).
 */
import { bounds, limits } from "./fields.ts";
import { photoLimits } from "./photo-limits.ts";

export type TextSpec = {
  label: string;
  hint?: string;
  optional?: boolean;
  rows?: number;
  type?: "text" | "email" | "tel" | "date";
  inputMode?: "numeric" | "decimal" | "tel" | "email";
  maxLength?: number;
  autoComplete?: string;
};

export const textFields = {
  preferredDate: {
    label: "Preferred date of the visit",
    hint: "Only for planned work, such as a shutdown you have already fixed.",
    type: "date",
    optional: true,
  },
  make: {
    label: "Make",
    hint: "As on the nameplate, for example CG Power, Voltamp, ABB",
    maxLength: limits.make,
  },
  rating: { label: "Rating", inputMode: "decimal" },
  hvKv: {
    label: "HV voltage (kV)",
    hint: `Line voltage of the HV winding, ${bounds.hvKv.min} to ${bounds.hvKv.max} kV`,
    inputMode: "decimal",
  },
  lvKv: {
    label: "LV voltage (kV)",
    hint: "For example 0.433 for a 433 V distribution transformer",
    inputMode: "decimal",
  },
  serialNumber: { label: "Serial number", maxLength: limits.serialNumber, optional: true },
  yearOfManufacture: {
    label: "Year of manufacture",
    inputMode: "numeric",
    maxLength: 4,
    optional: true,
  },
  oltcMake: {
    label: "OLTC make",
    hint: "If it has one, for example MR or Easun MR",
    maxLength: limits.oltcMake,
    optional: true,
  },
  symptomOther: {
    label: "If something else, what?",
    maxLength: limits.symptomOther,
    optional: true,
  },
  description: {
    label: "Description",
    hint: "Relay flags, times, recent oil test or DGA results, anything the engineer should know.",
    rows: 5,
    maxLength: limits.description,
    optional: true,
  },
  company: { label: "Company or plant", maxLength: limits.company, autoComplete: "organization" },
  address: { label: "Site address", rows: 3, maxLength: limits.address },
  pin: { label: "PIN code", inputMode: "numeric", maxLength: 7, autoComplete: "postal-code" },
  accessNotes: {
    label: "Access notes",
    hint: "Gate passes, work permits, PPE rules, shutdown windows, who meets the engineer.",
    rows: 3,
    maxLength: limits.accessNotes,
    optional: true,
  },
  name: { label: "Your name", maxLength: limits.name, autoComplete: "name" },
  designation: {
    label: "Designation",
    maxLength: limits.designation,
    autoComplete: "organization-title",
    optional: true,
  },
  mobile: {
    label: "Mobile",
    hint: "10 digits; the engineer calls this number",
    type: "tel",
    inputMode: "tel",
    maxLength: limits.mobile,
    autoComplete: "tel-national",
  },
  email: { label: "E-mail", type: "email", maxLength: limits.email, autoComplete: "email" },
} satisfies Record<string, TextSpec>;

export type TextFieldName = keyof typeof textFields;

export const photoHint = `Up to ${photoLimits.count} pictures of the nameplate or the fault, JPEG, PNG or WebP, 5 MB each. We remove location and camera data from them.`;
