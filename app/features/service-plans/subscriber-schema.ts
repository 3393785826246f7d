/**
 * The console's form for a plan customer, one zod schema for the page's HTML limits and the
 * server: the passport customer it belongs to (optional), the company, the plan, its dates, and
 * the addresses, domains and phones that identify the customer's requests. Browser-safe.
 */
import { z } from "zod";
import { cleanLine, cleanText } from "#app/features/enquiries/public.ts";
import { dayNumber } from "#app/lib/calendar-day.ts";
import { planIds } from "./plans-schema.ts";

export const subscriberLimits = { company: 120, lines: 20, list: 2000 } as const;

/** Domains anyone can have an address at: listing one would put every sender on the plan. */
export const publicMailDomains = new Set([
  "gmail.com",
  "googlemail.com",
  "yahoo.com",
  "yahoo.co.in",
  "hotmail.com",
  "outlook.com",
  "live.com",
  "rediffmail.com",
  "icloud.com",
  "proton.me",
  "protonmail.com",
  "zoho.com",
  "aol.com",
]);

const address = /^[^\s@]+@[a-z0-9-]+(\.[a-z0-9-]+)+$/;
const domain = /^@?[a-z0-9-]+(\.[a-z0-9-]+)+$/;

const lines = (value: string) =>
  value
    .split("\n")
    .map((line) => line.trim().toLowerCase())
    .filter(Boolean);

/** A phone as the service request form stores it: the last 10 digits, without +91 or a 0. */
export function phoneDigits(value: string): string {
  const digits = value.replace(/\D/g, "");
  return digits.length > 10 ? digits.slice(-10) : digits;
}

const emailList = z.preprocess(
  cleanText,
  z
    .string()
    .max(subscriberLimits.list, `Write at most ${subscriberLimits.list} characters`)
    .transform((value, context) => {
      const entries = lines(value);
      if (entries.length > subscriberLimits.lines)
        context.addIssue({ code: "custom", message: `List at most ${subscriberLimits.lines}` });
      for (const entry of entries) {
        if (address.test(entry)) continue;
        if (!domain.test(entry)) {
          context.addIssue({ code: "custom", message: `“${entry}” is not an address or domain` });
          continue;
        }
        const bare = entry.replace(/^@/, "");
        if (publicMailDomains.has(bare))
          context.addIssue({
            code: "custom",
            message: `${bare} is a public mail service: list the customer's own addresses instead`,
          });
      }
      // A domain is kept with its @ so it never reads as an address.
      return entries.map((entry) => (address.test(entry) ? entry : `@${entry.replace(/^@/, "")}`));
    }),
);

const phoneList = z.preprocess(
  cleanText,
  z
    .string()
    .max(subscriberLimits.list, `Write at most ${subscriberLimits.list} characters`)
    .transform((value, context) => {
      const entries = lines(value);
      if (entries.length > subscriberLimits.lines)
        context.addIssue({ code: "custom", message: `List at most ${subscriberLimits.lines}` });
      for (const entry of entries)
        if (!/^[6-9]\d{9}$/.test(phoneDigits(entry)))
          context.addIssue({ code: "custom", message: `“${entry}” is not a 10-digit mobile` });
      return entries.map(phoneDigits);
    }),
);

const day = (label: string) =>
  z.preprocess(
    cleanLine,
    z.string().refine((value) => dayNumber(value) !== undefined, `Enter the ${label}`),
  );

/** The passport customer's id from the form's select: "" for none. */
const customerId = z.preprocess(
  cleanLine,
  z
    .string()
    .regex(/^(\d{1,9})?$/, "Choose a customer from the list")
    .transform((value) => (value === "" ? null : Number(value)))
    .refine((value) => value === null || value > 0, "Choose a customer from the list"),
);

export const subscriberSchema = z
  .object({
    passportCustomer: customerId,
    company: z.preprocess(
      cleanLine,
      z
        .string()
        .min(1, "Enter the company's name")
        .max(subscriberLimits.company, `Write at most ${subscriberLimits.company} characters`),
    ),
    plan: z.enum(planIds, "Choose a plan"),
    startsOn: day("first day of the plan"),
    endsOn: day("last day of the plan"),
    emails: emailList,
    phones: phoneList,
  })
  .refine((value) => value.endsOn >= value.startsOn, {
    path: ["endsOn"],
    message: "The last day must not be before the first",
  })
  .refine(
    (value) => value.emails.length + value.phones.length > 0 || value.passportCustomer !== null,
    {
      path: ["emails"],
      message:
        "List at least one address, domain or phone, or choose the passport customer whose contacts identify the requests",
    },
  );

export type SubscriberInput = z.infer<typeof subscriberSchema>;

/** Attaching a plan to one request by hand: the plan (or none) and the customer's name. */
export const requestPlanSchema = z
  .object({
    plan: z.enum(["", ...planIds], "Choose a plan"),
    customer: z.preprocess(
      cleanLine,
      z
        .string()
        .max(subscriberLimits.company, `Write at most ${subscriberLimits.company} characters`),
    ),
  })
  .refine((value) => value.plan === "" || value.customer.length > 0, {
    path: ["customer"],
    message: "Enter the customer's name",
  });
