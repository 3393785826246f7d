/**
 * The detail page's forms as zod reads them: one `intent` each, and which intents apply to each
 * kind of item.
 */
import { z } from "zod";
import { requestPlanSchema } from "#app/features/service-plans/public.ts";
import { requestStatuses } from "#app/features/service-requests/public.ts";
import { addDays, dayWithin } from "#app/lib/calendar-day.ts";
import { cleanLine, cleanText } from "#app/lib/clean-text.ts";
import { dayInIndia } from "#app/lib/india-day.ts";
import { enquiryStages, isDay } from "./inbox-filters.ts";
import type { DetailKind } from "./items.server.ts";

export const noteMax = 2000;
export const reasonMax = 500;

const line = (max: number) => z.preprocess(cleanLine, z.string().max(max));

/**
 * A visit is booked within a year of today in India, either way (a visit already made may be
 * entered late): the customer's status page shows it, and "1 January 1" or 9999 is a slip.
 */
const visitWindow = "Enter a day within a year of today";
function visitDay(day: string): boolean {
  const today = dayInIndia();
  return dayWithin(day, addDays(today, -366), addDays(today, 366));
}

/** Why an item was closed: one line, needed when it is (an empty field reads as none). */
const closingReason = z.preprocess(
  cleanLine,
  z.string().max(reasonMax, `Write at most ${reasonMax} characters`),
);

export const intents = z.discriminatedUnion("intent", [
  z
    .object({
      intent: z.literal("stage"),
      stage: z.enum(enquiryStages, "Choose a stage"),
      reason: closingReason,
    })
    .refine((value) => value.stage !== "closed" || value.reason.length > 0, {
      path: ["reason"],
      message: "Say why the enquiry is closed",
    }),
  z
    .object({
      intent: z.literal("status"),
      status: z.enum(requestStatuses, "Choose a status"),
      reason: closingReason,
    })
    .refine((value) => value.status !== "closed" || value.reason.length > 0, {
      path: ["reason"],
      message: "Say why the request is closed",
    }),
  z.object({ intent: z.literal("assign"), engineer: line(100) }),
  z.object({
    intent: z.literal("visit"),
    visitDate: line(10)
      .refine((value) => value === "" || isDay(value), "Enter a real date")
      .refine((value) => value === "" || !isDay(value) || visitDay(value), visitWindow),
  }),
  z.object({
    intent: z.literal("note"),
    note: z.preprocess(
      cleanText,
      z.string().min(1, "Write the note").max(noteMax, `Write at most ${noteMax} characters`),
    ),
    visibility: z.enum(["internal", "customer"], "Choose who may read the note"),
  }),
  z.object({ intent: z.literal("retry"), message: z.preprocess(cleanLine, z.string()) }),
  z.object({ intent: z.literal("acknowledge") }),
  z.object({ intent: z.literal("assign-me") }),
  z.object({
    intent: z.literal("schedule"),
    visitAt: line(16)
      .refine(
        (value) =>
          /^\d{4}-\d{2}-\d{2}T([01]\d|2[0-3]):[0-5]\d$/.test(value) && isDay(value.slice(0, 10)),
        "Enter the visit's date and time",
      )
      .refine((value) => !isDay(value.slice(0, 10)) || visitDay(value.slice(0, 10)), visitWindow),
  }),
  z.object({
    intent: z.literal("quick-note"),
    quickNote: z.preprocess(
      cleanText,
      z.string().min(1, "Write the note").max(noteMax, `Write at most ${noteMax} characters`),
    ),
  }),
  z.object({ intent: z.literal("plan"), ...requestPlanSchema.shape }),
  z.object({ intent: z.literal("release") }),
]);

export type Intent = z.infer<typeof intents>;

/** Only these intents apply to each kind of item. */
export const allowed: Record<DetailKind, Intent["intent"][]> = {
  enquiry: ["stage", "note", "retry", "release"],
  "service-request": [
    "status",
    "assign",
    "visit",
    "note",
    "retry",
    "release",
    "acknowledge",
    "assign-me",
    "schedule",
    "quick-note",
    "plan",
  ],
};
