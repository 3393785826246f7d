/**
 * The console's form for a plan customer, one zod schema for the page's HTML limits and the
 * server: the passport customer it belongs to (optional), the company, the plan, its dates, and
 * the addresses, domains and phones that identify the customer's requests. Browser-safe.
 */
import { z } from "zod";
import { dayNumber } from "#app/lib/calendar-day.ts";
import { cleanLine, cleanText } from "#app/lib/clean-text.ts";
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

/**
 * A mobile number as its 10 digits: spaces, dashes and a +91, 91 or 0 in front dropped. Any other
 * count of digits is kept as it is, and fails the 10-digit check: "99887 76655 ext 21" once
 * became 8877665521, somebody else's number.
 */
export function phoneDigits(value: string): string {
  const digits = value.replace(/\D/g, "");
  if (digits.length === 12 && digits.startsWith("91")) return digits.slice(2);
  if (digits.length === 11 && digits.startsWith("0")) return digits.slice(1);
  return digits;
}

/**
 * A textarea of one entry a line, at most `subscriberLimits.lines` of them: `check` reports what
 * is wrong with an entry (or nothing), `keep` is how a good entry is stored.
 */
function entryList(check: (entry: string) => string | undefined, keep: (entry: string) => string) {
  return z.preprocess(
    cleanText,
    z
      .string()
      .max(subscriberLimits.list, `Write at most ${subscriberLimits.list} characters`)
      .transform((value, context) => {
        const entries = lines(value);
        if (entries.length > subscriberLimits.lines)
          context.addIssue({ code: "custom", message: `List at most ${subscriberLimits.lines}` });
        for (const entry of entries) {
          const message = check(entry);
          if (message) context.addIssue({ code: "custom", message });
        }
        return entries.map(keep);
      }),
  );
}

const emailList = entryList(
  (entry) => {
    if (address.test(entry)) return undefined;
    if (!domain.test(entry)) return `“${entry}” is not an address or domain`;
    const bare = entry.replace(/^@/, "");
    return publicMailDomains.has(bare)
      ? `${bare} is a public mail service: list the customer's own addresses instead`
      : undefined;
  },
  // A domain is kept with its @ so it never reads as an address.
  (entry) => (address.test(entry) ? entry : `@${entry.replace(/^@/, "")}`),
);

const phoneList = entryList(
  (entry) =>
    /^[6-9]\d{9}$/.test(phoneDigits(entry)) ? undefined : `“${entry}” is not a 10-digit mobile`,
  phoneDigits,
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

/**
 * Attaching a plan to one request by hand: the plan and the customer's name; "none" when the
 * request is not a plan customer's though its e-mail or phone matched one; "" to go back to the
 * match by e-mail or phone.
 */
export const requestPlanSchema = z
  .object({
    plan: z.enum(["", "none", ...planIds], "Choose a plan"),
    customer: z.preprocess(
      cleanLine,
      z
        .string()
        .max(subscriberLimits.company, `Write at most ${subscriberLimits.company} characters`),
    ),
  })
  .refine((value) => value.plan === "" || value.plan === "none" || value.customer.length > 0, {
    path: ["customer"],
    message: "Enter the customer's name",
  });
