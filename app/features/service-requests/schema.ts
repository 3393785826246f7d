/**
 * The service request's zod schemas, one per step and one for the whole form, with the messages
 * plant engineers see. The server checks a request with them; the browser imports this module
 * when a visitor first checks a step, so zod is not part of the form's first load.
 */
import { z } from "zod";
import { cleanLine, cleanText, messages, phonePattern } from "#app/features/enquiries/public.ts";
import { dayNumber } from "#app/lib/calendar-day.ts";
import { formFields } from "#app/lib/form-fields.ts";
import { findState, statesAndUnionTerritories } from "#app/lib/indian-states.ts";
import { bounds, limits } from "./fields.ts";
import {
  coolingOptions,
  type FieldName,
  fieldOrder,
  ratingUnitOptions,
  type StepId,
  steps,
  symptomOptions,
  urgencyOptions,
  valuesOf,
  yesNoOptions,
} from "./options.ts";

export * from "#app/lib/indian-states.ts";
export { bounds, limits, todayInIndia } from "./fields.ts";
export * from "./options.ts";

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
function fieldShapes(today: string) {
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

type Fields = Record<string, unknown>;
type Rule = (data: Fields, ctx: z.RefinementCtx<Fields>, today: string) => void;

/** The checks that read more than one field. They run even when other fields have errors. */
const rules: Record<StepId, Rule> = {
  urgency(data, ctx, today) {
    if (data.urgency !== "planned") return;
    const issue = (message: string) =>
      ctx.addIssue({ code: "custom", path: ["preferredDate"], message });
    const value = typeof data.preferredDate === "string" ? data.preferredDate : "";
    if (value === "") return issue("Choose the date you would like us to come");
    const day = dayNumber(value);
    if (day === undefined) return issue(`Enter a real date as YYYY-MM-DD, for example ${today}`);
    const from = dayNumber(today) ?? 0;
    if (day < from) return issue("The preferred date cannot be in the past");
    if (day - from > bounds.preferredDateMaxDaysAhead) {
      issue("Choose a date no more than a year (365 days) from today");
    }
  },
  asset(data, ctx) {
    const within = (value: unknown, range: { min: number; max: number }): value is number =>
      typeof value === "number" && value >= range.min && value <= range.max;
    const { hvKv, lvKv } = data;
    if (within(hvKv, bounds.hvKv) && within(lvKv, bounds.lvKv) && lvKv >= hvKv) {
      ctx.addIssue({
        code: "custom",
        path: ["lvKv"],
        message: "The LV rating must be lower than the HV rating",
      });
    }
  },
  symptoms(data, ctx) {
    const chosen = Array.isArray(data.symptoms) ? data.symptoms : [];
    if (chosen.includes("other") && !data.symptomOther) {
      ctx.addIssue({
        code: "custom",
        path: ["symptomOther"],
        message: "Describe the other thing you have seen",
      });
    }
  },
  site() {},
  contact() {},
};

/** Drops the answers the form hides: a date unless planned, an OLTC make without an OLTC. */
function dropHidden<T extends Fields>(data: T): T {
  const tidy: Fields = { ...data };
  if ("urgency" in tidy && tidy.urgency !== "planned") delete tidy.preferredDate;
  if ("oltc" in tidy && tidy.oltc !== "yes") delete tidy.oltcMake;
  if ("symptoms" in tidy && !(tidy.symptoms as string[]).includes("other"))
    delete tidy.symptomOther;
  return tidy as T;
}

function assertDate(today: string) {
  if (dayNumber(today) === undefined) throw new TypeError(`today must be YYYY-MM-DD, not ${today}`);
}

/** One step of the form: the browser validates the stepper with it, step by step. */
export function stepSchema<S extends StepId>(step: S, today: string) {
  assertDate(today);
  const rule = rules[step];
  return z
    .object(fieldShapes(today)[step])
    .superRefine((data, ctx) => rule(data, ctx as z.RefinementCtx<Fields>, today), {
      when: () => true,
    })
    .transform(dropHidden);
}

/** The whole form, as the server validates it. */
export function serviceRequestSchema(today: string) {
  assertDate(today);
  const shapes = fieldShapes(today);
  return z
    .object({
      ...shapes.urgency,
      ...shapes.asset,
      ...shapes.symptoms,
      ...shapes.site,
      ...shapes.contact,
    })
    .superRefine(
      (data, ctx) => {
        for (const { id } of steps) rules[id](data, ctx as z.RefinementCtx<Fields>, today);
      },
      { when: () => true },
    )
    .transform(dropHidden);
}

export type ServiceRequest = z.output<ReturnType<typeof serviceRequestSchema>>;

export type ServiceRequestResult<T = ServiceRequest> =
  | { ok: true; data: T }
  | { ok: false; fieldErrors: Partial<Record<FieldName, string>>; summary: string[] };

function collect<T>(schema: z.ZodType<T>, input: FormData | Fields): ServiceRequestResult<T> {
  const result = schema.safeParse(input instanceof FormData ? formFields(input) : input);
  if (result.success) return { ok: true, data: result.data };
  const first = new Map<string, string>();
  for (const issue of result.error.issues) {
    const field = String(issue.path[0] ?? "");
    if (!first.has(field)) first.set(field, issue.message);
  }
  const fieldErrors: Partial<Record<FieldName, string>> = {};
  for (const field of fieldOrder) {
    const message = first.get(field);
    if (message !== undefined) fieldErrors[field] = message;
  }
  return { ok: false, fieldErrors, summary: Object.values(fieldErrors) };
}

/** The whole request: one message per field, and the summary in the order of the form. */
export function validateServiceRequest(input: FormData | Fields, today: string) {
  return collect(serviceRequestSchema(today), input);
}

/** One step, as the stepper checks it before moving on. */
export function validateStep<S extends StepId>(step: S, input: FormData | Fields, today: string) {
  return collect(stepSchema(step, today), input);
}
