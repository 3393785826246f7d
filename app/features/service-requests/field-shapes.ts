/**
 * The service request's fields as zod shapes, step by step, with the messages plant engineers
 * see. schema.ts adds the checks that read more than one field and builds the step and whole-form
 * schemas from these.
 */
import { z } from "zod";
import { messages, phonePattern } from "#app/features/enquiries/public.ts";
import { cleanLine, cleanText } from "#app/lib/clean-text.ts";
import { tenDigitMobile } from "#app/lib/indian-mobile.ts";
import { findState, statesAndUnionTerritories } from "#app/lib/indian-states.ts";
import { bounds, limits } from "./fields.ts";
import {
  coolingOptions,
  ratingUnitOptions,
  type StepId,
  symptomOptions,
  urgencyOptions,
  valuesOf,
  yesNoOptions,
} from "./options.ts";

const tooLong = messages.tooLong;

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
      // Checked by the urgency rule below: it matters only when the work is planned.
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
      // Read down to its ten digits as Indians write it: "+91 98450 12345" is 9845012345.
      mobile: z.preprocess(
        (value) => tenDigitMobile(cleanLine(value)),
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
