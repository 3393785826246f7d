/**
 * The service request's zod schemas, one per step and one for the whole form, with the messages
 * plant engineers see. The server checks a request with them; the browser imports this module
 * when a visitor first checks a step, so zod is not part of the form's first load.
 */
import { z } from "zod";
import { dayNumber } from "#app/lib/calendar-day.ts";
import { formFields } from "#app/lib/form-fields.ts";
import { fieldShapes } from "./field-shapes.ts";
import { bounds } from "./fields.ts";
import { type FieldName, fieldOrder, type StepId, steps } from "./options.ts";

export * from "#app/lib/indian-states.ts";
export { bounds, limits } from "./fields.ts";
export * from "./options.ts";

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
