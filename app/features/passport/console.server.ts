/**
 * What the passport's console pages share: the staff member (from the staff layout's guard, which
 * has already checked the session, the origin and the CSRF token), form reading within limits,
 * ids from the address, and the answers of a refused form.
 */
import { data } from "react-router";
import {
  type FormLimits,
  FormReadError,
  formFields,
  formReadRefusal,
  readForm,
} from "#app/lib/form-data.server.ts";
import { parsePositiveInt } from "#app/lib/positive-int.ts";
import type { Actor } from "#app/platform/audit-log.server.ts";

export type StaffView = { actor: Actor; csrf: string };

/** The signed-in staff member, as the audit log names them, and their forms' CSRF token. */
export function staffOf(staff: {
  session: { user: { id: string; name: string } };
  csrf: string;
}): StaffView {
  return { actor: { id: staff.session.user.id, name: staff.session.user.name }, csrf: staff.csrf };
}

export const consoleFormLimits: FormLimits = {
  maxFields: 60,
  maxFiles: 0,
  maxPartBytes: 64 * 1024,
  maxTotalBytes: 64 * 1024,
};

export async function readConsoleForm(request: Request, limits = consoleFormLimits) {
  try {
    const form = await readForm(request, limits);
    return { form, fields: formFields(form, ["csrf"]) as Record<string, string> };
  } catch (error) {
    if (error instanceof FormReadError) throw formReadRefusal(error);
    throw error;
  }
}

const notFound = {
  title: "Not found",
  message: "There is no such customer, asset or record in the passport.",
};

export function missing(): never {
  throw data(notFound, { status: 404 });
}

export function idOf(value: string | undefined): number {
  return parsePositiveInt(value, 2_000_000_000) ?? missing();
}

/** Text fields only, each cut to a sane length, for refilling a refused form. */
export function typed(fields: Record<string, unknown>): Record<string, string> {
  const values: Record<string, string> = {};
  for (const [key, value] of Object.entries(fields))
    if (typeof value === "string") values[key] = value.slice(0, 5000);
  return values;
}

export type Refused = {
  intent: string;
  values: Record<string, string>;
  errors: Record<string, string>;
};

export function refused(
  intent: string,
  fields: Record<string, unknown>,
  errors: Record<string, string>,
) {
  return data<Refused>({ intent, values: typed(fields), errors }, { status: 400 });
}

/**
 * A form filled in by the server for staff to check before they save it (pasted results read
 * into its fields): what it says was filled, and a key of its own, so that a browser with
 * JavaScript draws the fields again with their new values.
 */
export function filledIn(
  intent: string,
  fields: Record<string, unknown>,
  errors: Record<string, string>,
  notice: string,
) {
  return data<Refused & { notice: string; fill: string }>(
    { intent, values: typed(fields), errors, notice, fill: crypto.randomUUID() },
    { status: Object.keys(errors).length ? 400 : 200 },
  );
}

/** The state of one form on a page with several: its answer only when it was the one sent. */
export function stateFor(answer: Refused | undefined, intent: string) {
  return answer?.intent === intent ? answer : undefined;
}
