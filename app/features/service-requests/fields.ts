/**
 * What the service request form needs without zod: the longest value of each text field, the
 * numeric ranges, and the dates. The form's maxlength, min and max attributes read these; the
 * browser loads the zod schemas (schema.ts) only when a visitor first checks a step.
 */

/** Longest value each text field takes; the forms' maxlength attributes read these too. */
export const limits = {
  make: 100,
  serialNumber: 50,
  oltcMake: 100,
  symptomOther: 200,
  description: 2000,
  company: 150,
  address: 300,
  pin: 6,
  accessNotes: 1000,
  name: 100,
  designation: 100,
  mobile: 20,
  email: 254,
} as const;

/** The numeric ranges; the forms' min and max attributes read these too. */
export const bounds = {
  rating: { max: 2000 },
  hvKv: { min: 0.4, max: 1200 },
  lvKv: { min: 0.1, max: 400 },
  yearOfManufacture: { min: 1940 },
  preferredDateMaxDaysAhead: 365,
} as const;
