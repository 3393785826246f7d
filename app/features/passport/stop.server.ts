/** The reminders' stop link: checked by its signature on view, applied only when posted. */

import { data } from "react-router";
import { parsePositiveInt } from "#app/lib/positive-int.ts";
import { checkStopSignature, stopReminders } from "./reminders.server.ts";
import type { Passport } from "./start.server.ts";

function notFound(): never {
  throw data("Not found", {
    status: 404,
    headers: { "Cache-Control": "no-store", "X-Robots-Tag": "noindex" },
  });
}

export async function stopLoader(passport: Passport, contact?: string, signature?: string) {
  const id = parsePositiveInt(contact);
  const signed =
    id !== undefined &&
    (await checkStopSignature(passport.platform.database, passport.secret, id, signature ?? ""));
  if (!signed) notFound();
  return { stopped: false };
}

export async function stopAction(passport: Passport, contact?: string, signature?: string) {
  // stopReminders checks the signature itself: a wrong one is the same 404 as on view.
  const id = parsePositiveInt(contact);
  const stopped =
    id !== undefined &&
    (await stopReminders(passport.platform.database, passport.secret, id, signature ?? ""));
  if (!stopped) notFound();
  return { stopped: true };
}
