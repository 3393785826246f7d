import { z } from "zod";

// Zod compiles parsers with new Function unless told not to; the site's CSP forbids eval.
z.config({ jitless: true });

/** The specification's texts, shown as toasts with JavaScript and beside the form without it. */
export const messages = {
  blank: "Please fill all the fields",
  phone: "Please enter a valid phone number",
  email: "Please enter a valid email address",
  success: "Your message has been successfully submitted",
  failure: "Error sending your message!",
  tooLong: (field: string, max: number) => `${field} can be at most ${max} characters`,
  service: "Please choose a service from the list",
  product: "Please send this enquiry from the product's page",
  rateLimited:
    "Too many enquiries from your network in a short time. Please try again in a few minutes, or call us.",
  conflict:
    "This form was already sent with different details. Please reload the page and send your new enquiry again.",
} as const;

/**
 * Ten digits as 3-3-4, with optional parentheses around the first group and an optional dash,
 * dot or space between groups: 998-877-6655, (998) 877 6655, 998.877.6655, 9988776655.
 */
export const phonePattern = /^(?:\(\d{3}\)|\d{3})[-. ]?\d{3}[-. ]?\d{4}$/;

/** The two forms: the contact page's, and the enquiry about one catalogue item. */
export const enquiryKinds = ["contact", "product"] as const;
export type EnquiryKind = (typeof enquiryKinds)[number];

/** Longest value each field takes; the forms' maxlength attributes read these too. */
export const limits = { name: 100, email: 254, phone: 20, message: 5000, service: 200 } as const;

/** What the contact form's Service list offers, with the words shown for each. */
export const contactServiceOptions = [
  { value: "service", label: "Service" },
  { value: "automation", label: "Automation" },
] as const;
export const contactServices = contactServiceOptions.map((option) => option.value) as [
  "service",
  "automation",
];

// Control characters other than tab and line breaks never belong in an enquiry.
// biome-ignore lint/suspicious/noControlCharactersInRegex: this pattern exists to remove them
const controlCharacters = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F\u2028\u2029]/g;
// Single-line fields also lose tabs and line breaks.
const lineBreaks = /[\t\r\n]+/g;

export function cleanLine(value: unknown): string {
  return typeof value === "string"
    ? value.replace(controlCharacters, "").replace(lineBreaks, " ").trim()
    : "";
}

export function cleanText(value: unknown): string {
  return typeof value === "string"
    ? value.replace(controlCharacters, "").replace(/\r\n?/g, "\n").trim()
    : "";
}

const line = (field: string, max: number) =>
  z.preprocess(cleanLine, z.string().min(1, messages.blank).max(max, messages.tooLong(field, max)));

const email = z.preprocess(
  cleanLine,
  z
    .string()
    .min(1, messages.blank)
    .max(limits.email, messages.tooLong("Email", limits.email))
    .pipe(z.email(messages.email)),
);

const phone = z.preprocess(
  cleanLine,
  z
    .string()
    .min(1, messages.blank)
    .max(limits.phone, messages.phone)
    .regex(phonePattern, messages.phone),
);

const message = z.preprocess(
  cleanText,
  z
    .string()
    .min(1, messages.blank)
    .max(limits.message, messages.tooLong("Message", limits.message)),
);

/** Fields every form carries besides the visitor's own: spam signals and the idempotency key. */
const meta = {
  /** A field people never see; a bot that fills it is a bot. */
  website: z.preprocess(cleanLine, z.string().max(500)).optional(),
  /** Issued by the server when the form was shown: dates the form for the spam checks. */
  formToken: z.preprocess(cleanLine, z.string().max(200)).optional(),
  /** One per form shown: a second POST with the same key is the same enquiry. */
  idempotencyKey: z
    .preprocess(
      cleanLine,
      z
        .string()
        .max(100)
        .regex(/^[A-Za-z0-9-]*$/),
    )
    .optional(),
};

export const contactEnquirySchema = z.object({
  firstName: line("First name", limits.name),
  lastName: line("Last name", limits.name),
  email,
  phone,
  service: z.preprocess(cleanLine, z.enum(contactServices, messages.service)),
  message,
  ...meta,
});

export function productEnquirySchema(isKnownProduct: (name: string) => boolean = () => true) {
  return z.object({
    name: line("Name", limits.name),
    email,
    phoneNo: phone,
    message,
    service: z.preprocess(
      cleanLine,
      z
        .string()
        .min(1, messages.product)
        .max(limits.service)
        .refine(isKnownProduct, messages.product),
    ),
    ...meta,
  });
}

export type ContactEnquiryInput = z.infer<typeof contactEnquirySchema>;
export type ProductEnquiryInput = z.infer<ReturnType<typeof productEnquirySchema>>;

export type FieldErrors = Record<string, string>;

export type ValidationResult<T> =
  | { ok: true; data: T }
  | { ok: false; formError: string; fieldErrors: FieldErrors };

/**
 * The spec's order of checks: first every required field non-blank, then the phone number, then
 * the rest. `formError` is the one message a toast shows; `fieldErrors` go beside the fields.
 */
export function validate<T>(
  schema: z.ZodType<T>,
  input: Record<string, unknown>,
): ValidationResult<T> {
  const result = schema.safeParse(input);
  if (result.success) return { ok: true, data: result.data };
  const fieldErrors: FieldErrors = {};
  for (const issue of result.error.issues) {
    const field = String(issue.path[0] ?? "form");
    fieldErrors[field] ??= issue.message;
  }
  const all = Object.values(fieldErrors);
  const formError =
    all.find((text) => text === messages.blank) ??
    all.find((text) => text === messages.phone) ??
    all[0] ??
    messages.failure;
  return { ok: false, formError, fieldErrors };
}

export function formDataToObject(form: FormData): Record<string, unknown> {
  const object: Record<string, unknown> = {};
  for (const [key, value] of form) if (typeof value === "string") object[key] = value;
  return object;
}
