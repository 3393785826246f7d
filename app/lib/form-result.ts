/**
 * What every public form's action answers: the reference of what was stored, or why not, with
 * each field's error and the values to fill the form in again (a page rendered without
 * JavaScript has nothing else to go on).
 */
export type FormResult<Values = Record<string, string>> =
  | { ok: true; reference: string }
  | {
      ok: false;
      /** A message for the whole form; empty when the field errors say it all. */
      formError: string;
      fieldErrors: Record<string, string>;
      values: Values;
    };
