/** The service request's fields, one zod schema each, with the messages plant engineers see. */
import { z } from "zod";
import { cleanLine, cleanText, messages, phonePattern } from "~/features/enquiries/public";
import { findState, statesAndUnionTerritories } from "./indian-states";
import {
  coolingOptions,
  ratingUnitOptions,
  type StepId,
  symptomOptions,
  urgencyOptions,
  valuesOf,
  yesNoOptions,
} from "./options";

// The site's CSP forbids eval. The enquiry schema sets this too; saying it here keeps it true.
z.config({ jitless: true });

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

const tooLong = messages.tooLong;
const dayMs = 86_400_000;

/** Days since 1970-01-01 of a real YYYY-MM-DD date, or undefined (2026-02-30 is not one). */
export function dayNumber(value: string): number | undefined {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return undefined;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const time = Date.UTC(year, month - 1, day);
  const date = new Date(time);
  const real =
    date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
  return real ? time / dayMs : undefined;
}

/** Today's date in India as YYYY-MM-DD: what the server passes as `today`. */
export function todayInIndia(now: Date = new Date()): string {
  return new Intl.DateTimeFormat("en-CA", { timeZone: "Asia/Kolkata" }).format(now);
}

const optionalText = (label: string, max: number, clean = cleanLine) =>
  z.preprocess(
    (value) => clean(value) || undefined,
    z.string().max(max, tooLong(label, max)).optional(),
  );

const requiredText = (label: string, max: number, required: string, clean = cleanLine) =>
  z.preprocess(clean, z.string().min(1, required).max(max, tooLong(label, max)));

/** A number typed in a form: "33", "0.433". Empty is missing; anything else is not a number. */
function toNumber(value: unknown): unknown {
  if (typeof value === "number") return value;
  const text = cleanLine(value);
  if (text === "") return undefined;
  return /^\d+(?:\.\d+)?$/.test(text) ? Number(text) : Number.NaN;
}

const choice = <const T extends readonly { value: string }[]>(options: T, message: string) =>
  z.preprocess(cleanLine, z.enum(valuesOf(options), message));

const kilovolts = (range: { min: number; max: number }, missing: string, outside: string) =>
  z.preprocess(toNumber, z.number(missing).min(range.min, outside).max(range.max, outside));

/** Checkboxes arrive as one string or as repeated values; blanks and repeats are dropped. */
function toList(value: unknown): string[] {
  const list = Array.isArray(value) ? value : value === undefined ? [] : [value];
  return [...new Set(list.map(cleanLine).filter(Boolean))];
}

const consentValues = new Set(["on", "yes", "true"]);

/** Each step's fields with their messages; `today` sets the date range and the latest year. */
export function fieldShapes(today: string) {
  const year = Number(today.slice(0, 4));
  const yearMessage = `Enter the year of manufacture as 4 digits, from 1940 to ${year}`;
  return {
    urgency: {
      urgency: choice(urgencyOptions, "Choose how urgent the work is"),
      // Checked by the urgency rule in schema.ts: it matters only when the work is planned.
      preferredDate: z.preprocess((value) => cleanLine(value) || undefined, z.string().optional()),
    },
    asset: {
      make: requiredText(
        "Make",
        limits.make,
        "Enter the make of the transformer, as on its nameplate",
      ),
      rating: z.preprocess(
        toNumber,
        z
          .number("Enter the rating from the nameplate, for example 500")
          .positive("The rating must be more than 0")
          .max(bounds.rating.max, `The rating must be at most ${bounds.rating.max}`),
      ),
      ratingUnit: choice(ratingUnitOptions, "Choose kVA or MVA for the rating"),
      hvKv: kilovolts(
        bounds.hvKv,
        "Enter the HV rating in kV, for example 33",
        "The HV rating must be between 0.4 and 1200 kV",
      ),
      lvKv: kilovolts(
        bounds.lvKv,
        "Enter the LV rating in kV, for example 0.433",
        "The LV rating must be between 0.1 and 400 kV",
      ),
      cooling: choice(coolingOptions, "Choose the type of cooling, for example ONAN"),
      serialNumber: optionalText("Serial number", limits.serialNumber),
      yearOfManufacture: z.preprocess(
        toNumber,
        z
          .number(yearMessage)
          .int(yearMessage)
          .min(1940, yearMessage)
          .max(year, yearMessage)
          .optional(),
      ),
      oltc: choice(yesNoOptions, "Say whether the transformer has an on-load tap changer (OLTC)"),
      oltcMake: optionalText("OLTC make", limits.oltcMake),
    },
    symptoms: {
      symptoms: z.preprocess(
        toList,
        z
          .array(z.enum(valuesOf(symptomOptions), "Choose what you have seen from the list"))
          .min(1, "Choose at least one thing you have seen"),
      ),
      symptomOther: optionalText("What else you have seen", limits.symptomOther),
      description: optionalText("Description", limits.description, cleanText),
    },
    site: {
      company: requiredText("Company", limits.company, "Enter the name of the company or plant"),
      address: requiredText("Address", limits.address, "Enter the address of the site", cleanText),
      state: z.preprocess(
        (value) => findState(cleanLine(value)) ?? cleanLine(value),
        z.enum(statesAndUnionTerritories, "Choose the state where the transformer is installed"),
      ),
      pin: z.preprocess(
        (value) => cleanLine(value).replace(/ /g, ""),
        z
          .string()
          .regex(/^\d{6}$/, "Enter a 6-digit PIN code")
          .regex(/^[1-9]/, "A PIN code does not start with 0"),
      ),
      accessNotes: optionalText("Access notes", limits.accessNotes, cleanText),
    },
    contact: {
      name: requiredText("Name", limits.name, "Enter your name"),
      designation: optionalText("Designation", limits.designation),
      mobile: z.preprocess(
        cleanLine,
        z
          .string()
          .max(limits.mobile, "Enter a 10-digit mobile number, for example 9988776655")
          .regex(phonePattern, "Enter a 10-digit mobile number, for example 9988776655"),
      ),
      email: z.preprocess(
        cleanLine,
        z
          .string()
          .max(limits.email, tooLong("E-mail address", limits.email))
          .pipe(z.email("Enter an e-mail address, for example name@company.in")),
      ),
      consent: z.preprocess(
        (value) => consentValues.has(cleanLine(value).toLowerCase()),
        z.literal(
          true,
          "Tick the box to agree to our privacy notice, so that we may use these details to answer your request",
        ),
      ),
    },
  } as const satisfies Record<StepId, Record<string, z.ZodType>>;
}
