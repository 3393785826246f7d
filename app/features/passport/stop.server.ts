/** The reminders' stop link: checked by its signature on view, applied only when posted. */

import { data } from "react-router";
import { parsePositiveInt } from "#app/lib/positive-int.ts";
import { checkStopSignature, stopReminders } from "./reminders.server.ts";
import type { Passport } from "./start.server.ts";

async function contactOf(
  passport: Passport,
  contact: string | undefined,
  signature: string | undefined,
) {
  const id = parsePositiveInt(contact);
  const signed =
    id !== undefined &&
    (await checkStopSignature(passport.platform.database, passport.secret, id, signature ?? ""));
  if (id === undefined || !signed)
    throw data("Not found", {
      status: 404,
      headers: { "Cache-Control": "no-store", "X-Robots-Tag": "noindex" },
    });
  return id;
}

export async function stopLoader(passport: Passport, contact?: string, signature?: string) {
  await contactOf(passport, contact, signature);
  return { stopped: false };
}

export async function stopAction(passport: Passport, contact?: string, signature?: string) {
  const id = await contactOf(passport, contact, signature);
  await stopReminders(passport.platform.database, passport.secret, id, signature ?? "");
  return { stopped: true };
}
