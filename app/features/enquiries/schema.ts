import { z } from "zod";
import { cleanLine, cleanText } from "#app/lib/clean-text.ts";
import {
  contactServices,
  type FieldErrors,
  limits,
  messages,
  phonePattern,
  type ValidationResult,
} from "./fields.ts";

export * from "./fields.ts";

/**
 * What a required field says under itself when it is left blank. The form as a whole says the
 * specification's `messages.blank` (its toast, and the summary above the form).
 */
export const blankField = {
  firstName: "Enter your first name",
  lastName: "Enter your last name",
  name: "Enter your name",
  email: "Enter your email address",
  phone: "Enter your mobile number",
  message: "Write your message",
} as const;

const line = (field: string, max: number, blank: string) =>
  z.preprocess(cleanLine, z.string().min(1, blank).max(max, messages.tooLong(field, max)));

const email = z.preprocess(
  cleanLine,
  z
    .string()
    .min(1, blankField.email)
    .max(limits.email, messages.tooLong("Email", limits.email))
    .pipe(z.email(messages.email)),
);

const phone = z.preprocess(
  cleanLine,
  z
    .string()
    .min(1, blankField.phone)
    .max(limits.phone, messages.phone)
    .regex(phonePattern, messages.phone),
);

const message = z.preprocess(
  cleanText,
  z
    .string()
    .min(1, blankField.message)
    .max(limits.message, messages.tooLong("Message", limits.message)),
);

/** A line the visitor may leave empty: stored as "" when blank. */
const optionalLine = (field: string, max: number) =>
  z.preprocess(cleanLine, z.string().max(max, messages.tooLong(field, max))).optional();

/** Who is asking and for which site: optional in both forms, shown to the staff and in the notice. */
const organisation = {
  company: optionalLine("Company", limits.company),
  plantLocation: optionalLine("Plant location", limits.plantLocation),
};

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
  firstName: line("First name", limits.name, blankField.firstName),
  lastName: line("Last name", limits.name, blankField.lastName),
  email,
  phone,
  service: z.preprocess(cleanLine, z.enum(contactServices, messages.service)),
  message,
  ...organisation,
  ...meta,
});

export function productEnquirySchema(isKnownProduct: (name: string) => boolean = () => true) {
  return z.object({
    name: line("Name", limits.name, blankField.name),
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
    ...organisation,
    ...meta,
  });
}

export type ContactEnquiryInput = z.infer<typeof contactEnquirySchema>;
export type ProductEnquiryInput = z.infer<ReturnType<typeof productEnquirySchema>>;

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
  const blanks: readonly string[] = Object.values(blankField);
  const formError =
    (all.some((text) => blanks.includes(text)) ? messages.blank : undefined) ??
    all.find((text) => text === messages.phone) ??
    all[0] ??
    messages.failure;
  return { ok: false, formError, fieldErrors };
}
