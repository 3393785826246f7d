/** The reminders' stop link: checked by its signature on view, applied only when posted. */

import { data } from "react-router";
import { parsePositiveInt } from "#app/lib/positive-int.ts";
import { checkStopSignature, stopReminders } from "./reminders.server.ts";
import type { Passport } from "./start.server.ts";

function contactOf(passport: Passport, contact: string | undefined, signature: string | undefined) {
  const id = parsePositiveInt(contact);
  if (id === undefined || !checkStopSignature(passport.secret, id, signature ?? ""))
    throw data("Not found", {
      status: 404,
      headers: { "Cache-Control": "no-store", "X-Robots-Tag": "noindex" },
    });
  return id;
}

export function stopLoader(passport: Passport, contact?: string, signature?: string) {
  contactOf(passport, contact, signature);
  return { stopped: false };
}

export async function stopAction(passport: Passport, contact?: string, signature?: string) {
  const id = contactOf(passport, contact, signature);
  await stopReminders(passport.platform.database, passport.secret, id, signature ?? "");
  return { stopped: true };
}
