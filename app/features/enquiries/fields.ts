/**
 * What the enquiry forms need without zod: the specification's texts, the limits, the service
 * options, the cleaning of values and the shape of a check's result. The browser loads the zod
 * schemas (schema.ts) only when a visitor sends a form (issue 13).
 */

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
 * What happens after an enquiry and by when, the one wording of the contact form's outcome and
 * the item dialog's notice (the contact page's copy states the same reply time).
 */
export const replyTimes = {
  reply:
    "An engineer reads your enquiry and replies by e-mail or phone within one working day (Monday to Saturday).",
  quotation: "A quotation, where you asked for one, follows within three working days.",
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
export const limits = {
  name: 100,
  email: 254,
  phone: 20,
  message: 5000,
  service: 200,
  company: 150,
  plantLocation: 150,
} as const;

/** What the contact form's Service list offers, with the words shown for each. */
export const contactServiceOptions = [
  { value: "service", label: "Service" },
  { value: "automation", label: "Automation" },
] as const;
export const contactServices = contactServiceOptions.map((option) => option.value) as [
  "service",
  "automation",
];

export type FieldErrors = Record<string, string>;

export type ValidationResult<T> =
  | { ok: true; data: T }
  | { ok: false; formError: string; fieldErrors: FieldErrors };

export function formDataToObject(form: FormData): Record<string, unknown> {
  const object: Record<string, unknown> = {};
  for (const [key, value] of form) if (typeof value === "string") object[key] = value;
  return object;
}
