import { memo } from "react";
import { contactServiceOptions, limits } from "./fields.ts";
import { DescribedField, type FieldDescription } from "./form-field.tsx";
import type { ContactEnquiryInput, ProductEnquiryInput } from "./schema.ts";

/* The visitor's own fields of the two enquiry schemas, in the order the forms show them. */

const email: FieldDescription<"email"> = {
  name: "email",
  label: "Email",
  type: "email",
  maxLength: limits.email,
  autoComplete: "email",
};

function mobile<Name extends "phone" | "phoneNo">(name: Name, label: string) {
  return {
    name,
    label,
    type: "tel",
    inputMode: "numeric",
    maxLength: limits.phone,
    autoComplete: "tel-national",
    placeholder: "987 654 3210",
  } satisfies FieldDescription<Name>;
}

/** Optional in both forms: who is asking and for which site. */
const company: FieldDescription<"company"> = {
  name: "company",
  label: "Company",
  maxLength: limits.company,
  autoComplete: "organization",
  optional: true,
};

const plantLocation: FieldDescription<"plantLocation"> = {
  name: "plantLocation",
  label: "Plant location",
  maxLength: limits.plantLocation,
  placeholder: "Town or industrial estate, state",
  optional: true,
};

function message(rows: number, placeholder: string): FieldDescription<"message"> {
  return { name: "message", label: "Message", rows, maxLength: limits.message, placeholder };
}

export const contactFields: FieldDescription<keyof ContactEnquiryInput>[] = [
  { name: "firstName", label: "First name", maxLength: limits.name, autoComplete: "given-name" },
  { name: "lastName", label: "Last name", maxLength: limits.name, autoComplete: "family-name" },
  email,
  mobile("phone", "Phone (mobile number)"),
  company,
  plantLocation,
  { name: "service", label: "Service", options: contactServiceOptions, wide: true },
  {
    ...message(5, "Transformer rating and voltage class, site location, what you need and by when"),
    wide: true,
  },
];

export const productFields: FieldDescription<keyof ProductEnquiryInput>[] = [
  { name: "name", label: "Name", maxLength: limits.name, autoComplete: "name" },
  email,
  mobile("phoneNo", "Mobile number"),
  company,
  plantLocation,
  message(3, "Please mention the product name, order quantity, usage and any special requests"),
];

/**
 * Memoised (issue 27): the form renders again right after hydration (its key, the check without
 * the browser's bubbles) and when its token arrives; a field whose error and value did not change
 * is not rendered again then, nor on each keystroke that clears another field's error.
 */
const Field = memo(DescribedField);

/**
 * The fields of one enquiry form, with what the server said of them when it sent the form back.
 * `idPrefix` keeps the ids apart where one page has two forms.
 */
export function EnquiryFields({
  fields,
  idPrefix,
  errors,
  values,
}: {
  fields: FieldDescription[];
  idPrefix?: string;
  errors: Record<string, string>;
  values: Record<string, string>;
}) {
  return fields.map((field) => (
    <Field
      key={field.name}
      field={field}
      id={idPrefix ? `${idPrefix}-${field.name}` : field.name}
      error={errors[field.name]}
      value={values[field.name]}
    />
  ));
}
