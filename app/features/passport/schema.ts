/**
 * The passport's forms as zod schemas, shared by the browser (HTML limits), the actions and the
 * CSV import: each message names the field and says what to enter.
 */
import { z } from "zod";
import { phonePattern } from "#app/features/enquiries/public.ts";
import { cleanLine, cleanText } from "#app/lib/clean-text.ts";
import { tenDigitMobile } from "#app/lib/indian-mobile.ts";
import { statesAndUnionTerritories } from "#app/lib/indian-states.ts";
import { typedNumber } from "#app/lib/typed-number.ts";
import { gstinProblem } from "./gstin.ts";
import {
  assetKinds,
  assetStatuses,
  coolingOptions,
  iecCategories,
  oilTypes,
  ratingUnits,
  valuesOf,
} from "./options.ts";

const line = (max: number, missing?: string) => {
  const rule = z.string().max(max, `Write at most ${max} characters`);
  return z.preprocess(cleanLine, missing ? rule.min(1, missing) : rule);
};
const optionalLine = (max: number) =>
  z.preprocess(
    (value) => cleanLine(value) || undefined,
    z.string().max(max, `Write at most ${max} characters`).optional(),
  );

function optionalNumber(label: string, min: number, max: number, integer = false) {
  return z.preprocess(
    (value) => {
      const text = cleanLine(value);
      return text === "" ? undefined : typedNumber(text);
    },
    (integer
      ? z.number(`Enter ${label} as a whole number`).int(`Enter ${label} as a whole number`)
      : z.number(`Enter ${label} as a number`)
    )
      .min(min, `${label.charAt(0).toUpperCase()}${label.slice(1)} must be at least ${min}`)
      .max(max, `${label.charAt(0).toUpperCase()}${label.slice(1)} must be at most ${max}`)
      .optional(),
  );
}

const choice = <const T extends readonly [string, ...string[]]>(values: T, message: string) =>
  z.preprocess(cleanLine, z.enum(values, message));

export const customerSchema = z.object({
  name: line(200, "Enter the customer's company name"),
  gstin: z.preprocess(
    (value) => cleanLine(value).toUpperCase().replace(/\s+/g, "") || undefined,
    z
      .string()
      .optional()
      .superRefine((value, ctx) => {
        const problem = value === undefined ? undefined : gstinProblem(value);
        if (problem) ctx.addIssue({ code: "custom", message: problem });
      }),
  ),
  notes: z.preprocess(
    (value) => cleanText(value) || undefined,
    z.string().max(2000, "Write at most 2000 characters").optional(),
  ),
  reminderLeadDays: optionalNumber("the reminder lead time", 1, 365, true).transform(
    (value) => value ?? 30,
  ),
});

export const siteSchema = z.object({
  name: line(200, "Enter the site's name, for example Vapi works"),
  address: z.preprocess(
    cleanText,
    z.string().min(1, "Enter the site's address").max(500, "Write at most 500 characters"),
  ),
  state: choice<readonly [string, ...string[]]>(statesAndUnionTerritories, "Choose the state"),
  pin: z.preprocess(
    cleanLine,
    z.string().regex(/^[1-9]\d{5}$/, "Enter the 6-digit PIN code, for example 396195"),
  ),
});

export const contactSchema = z
  .object({
    name: line(120, "Enter the contact's name"),
    designation: optionalLine(120),
    mobile: z.preprocess(
      (value) => tenDigitMobile(cleanLine(value)) || undefined,
      z.string().regex(phonePattern, "Enter a 10-digit Indian mobile number").optional(),
    ),
    email: z.preprocess(
      (value) => cleanLine(value).toLowerCase() || undefined,
      z.email("Enter an e-mail address such as name@company.in").max(254).optional(),
    ),
    reminders: z.preprocess(
      (value) => value === "on" || value === "1" || value === true,
      z.boolean(),
    ),
  })
  .refine((value) => value.mobile || value.email, {
    path: ["email"],
    message: "Give a mobile number or an e-mail address",
  });

export const assetSchema = z
  .object({
    kind: choice(valuesOf(assetKinds), "Choose what kind of unit this is"),
    tag: line(120, "Enter the unit's position or tag, for example TR-2, 33 kV yard"),
    make: line(120, "Enter the maker"),
    serial: optionalLine(80),
    year: optionalNumber("the year of manufacture", 1900, 2100, true),
    rating: optionalNumber("the rating", 0.001, 2_000_000),
    ratingUnit: choice(valuesOf(ratingUnits), "Choose kVA or MVA"),
    hvKv: optionalNumber("the HV voltage", 0.1, 1200),
    lvKv: optionalNumber("the LV voltage", 0.1, 1200),
    vectorGroup: optionalLine(20),
    cooling: z.preprocess(
      (value) => cleanLine(value) || undefined,
      z.enum(valuesOf(coolingOptions), "Choose the cooling").optional(),
    ),
    oilType: choice(valuesOf(oilTypes), "Choose the insulating liquid"),
    oilVolumeL: optionalNumber("the oil volume", 1, 500_000),
    oltcMake: optionalLine(80),
    oltcType: optionalLine(80),
    iecCategory: choice(valuesOf(iecCategories), "Choose the IEC 60422 category"),
    status: choice(valuesOf(assetStatuses), "Choose the status"),
    siteId: z.preprocess(
      (value) => (cleanLine(value) === "" ? undefined : Number(value)),
      z.number("Choose a site").int().positive().optional(),
    ),
  })
  .refine((value) => !(value.oltcType && !value.oltcMake), {
    path: ["oltcMake"],
    message: "Enter the OLTC's maker, or leave both OLTC fields empty for a unit without one",
  });

export type CustomerInput = z.output<typeof customerSchema>;
export type SiteInput = z.output<typeof siteSchema>;
export type ContactInput = z.output<typeof contactSchema>;
export type AssetInput = z.output<typeof assetSchema>;

export type Parsed<T> = { ok: true; data: T } | { ok: false; fieldErrors: Record<string, string> };

/** The first message of each field. */
export function parseWith<T>(schema: z.ZodType<T>, input: unknown): Parsed<T> {
  const result = schema.safeParse(input);
  if (result.success) return { ok: true, data: result.data };
  const fieldErrors: Record<string, string> = {};
  for (const issue of result.error.issues) {
    const key = String(issue.path[0] ?? "form");
    fieldErrors[key] ??= issue.message;
  }
  return { ok: false, fieldErrors };
}
