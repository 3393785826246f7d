/** Form fields as the schemas read them; browser-safe, so the steppers and the actions share it. */
export type FormFields = Record<string, string | string[]>;

/** The text fields, a field sent more than once as a list, in one pass over the form. */
export function formFields(form: FormData, skip: readonly string[] = []): FormFields {
  const fields = new Map<string, string | string[]>();
  for (const [key, value] of form) {
    if (typeof value !== "string" || skip.includes(key)) continue;
    const before = fields.get(key);
    if (before === undefined) fields.set(key, value);
    else if (Array.isArray(before)) before.push(value);
    else fields.set(key, [before, value]);
  }
  // fromEntries defines own properties: a field named __proto__ stays a plain field.
  return Object.fromEntries(fields);
}
