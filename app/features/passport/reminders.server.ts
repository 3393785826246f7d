/**
 * Reminders: for every due date within the customer's lead time (30 days unless staff changed it),
 * one e-mail per contact who accepts reminders, queued through the platform's messages outbox.
 * A reminder is recorded per contact, asset, test type and due date under a unique key, in the
 * same transaction as its e-mail: the same due date is never reminded twice, whoever runs it.
 */
import { createHmac, timingSafeEqual } from "node:crypto";
import { dayInIndia } from "#app/lib/india-day.ts";
import type { Database } from "#app/platform/database.server.ts";
import type { Messages } from "#app/platform/messages.server.ts";
import { addDays } from "./due.ts";
import { issueFleetLink } from "./fleet-links.server.ts";
import { type DueLine, reminderMail } from "./reminder-mail.ts";

export const maxLeadDays = 365;
const batch = 5000;
const system = { id: null, name: "Reminders" };

/**
 * The stop link's signature: of the contact and the address it was sent to, so that a link sent
 * before a contact's address changed no longer stops the new address's reminders.
 */
export function stopSignature(secret: string, contactId: number, email: string): string {
  return createHmac("sha256", secret)
    .update(`passport-stop-reminders:${contactId}:${email.trim().toLowerCase()}`)
    .digest("base64url");
}

/** True when `signature` is the stop link's for this contact at its present address. */
export async function checkStopSignature(
  database: Database,
  secret: string,
  contactId: number,
  signature: string,
): Promise<boolean> {
  const contact = await database.db
    .selectFrom("passport_contacts")
    .select("email")
    .where("id", "=", contactId)
    .executeTakeFirst();
  const expected = Buffer.from(stopSignature(secret, contactId, contact?.email ?? ""));
  const given = Buffer.from(signature);
  return (
    Boolean(contact?.email) && expected.length === given.length && timingSafeEqual(expected, given)
  );
}

export type ReminderSettings = { siteUrl: string; secret: string; fleetLinkDays: number };

/** Queues what is due; returns how many e-mails were queued. */
export async function queueReminders(
  database: Database,
  messages: Messages,
  settings: ReminderSettings,
  now = new Date(),
): Promise<number> {
  const { db } = database;
  const today = dayInIndia(now);
  const due = await db
    .selectFrom("passport_due")
    .innerJoin("passport_assets", "passport_assets.id", "passport_due.asset_id")
    .innerJoin("passport_customers", "passport_customers.id", "passport_due.customer_id")
    .select([
      "passport_due.asset_id",
      "passport_due.customer_id",
      "passport_due.test_type",
      "passport_due.due_on",
      "passport_assets.tag",
      "passport_customers.name as customer",
      "passport_customers.reminder_lead_days as lead",
    ])
    .where("passport_due.due_on", "<=", addDays(today, maxLeadDays))
    .where("passport_assets.status", "!=", "retired")
    .orderBy("passport_due.due_on")
    .limit(batch)
    .execute();
  const byCustomer = new Map<number, typeof due>();
  for (const row of due) {
    if (row.due_on > addDays(today, Number(row.lead))) continue;
    const list = byCustomer.get(Number(row.customer_id)) ?? [];
    list.push(row);
    byCustomer.set(Number(row.customer_id), list);
  }
  let queued = 0;
  for (const [customerId, rows] of byCustomer) {
    const contacts = await db
      .selectFrom("passport_contacts")
      .select(["id", "name", "email"])
      .where("customer_id", "=", customerId)
      .where("reminders", "=", 1)
      .where("email", "is not", null)
      .execute();
    if (contacts.length === 0) continue;
    await db.transaction().execute(async (trx) => {
      const mails: { contact: (typeof contacts)[number]; lines: DueLine[] }[] = [];
      for (const contact of contacts) {
        const lines: DueLine[] = [];
        for (const row of rows) {
          const inserted = await trx
            .insertInto("passport_reminders")
            .values({
              contact_id: Number(contact.id),
              asset_id: Number(row.asset_id),
              test_type: row.test_type,
              due_on: row.due_on,
              queued_at: now.toISOString(),
            })
            .onConflict((oc) =>
              oc.columns(["contact_id", "asset_id", "test_type", "due_on"]).doNothing(),
            )
            .returning("id")
            .executeTakeFirst();
          if (inserted) lines.push({ tag: row.tag, testType: row.test_type, dueOn: row.due_on });
        }
        if (lines.length) mails.push({ contact, lines });
      }
      if (mails.length === 0) return;
      // Only a hash of a fleet link is kept, so each reminder round carries a link of its own,
      // which expires by itself; staff see and revoke it with the others.
      const expires = addDays(today, settings.fleetLinkDays);
      const token = await issueFleetLink(database, customerId, expires, system, now, true, trx);
      const base = settings.siteUrl.replace(/\/$/, "");
      for (const { contact, lines } of mails) {
        const mail = reminderMail({
          customer: rows[0]?.customer ?? "",
          contact: contact.name,
          due: lines,
          fleetUrl: `${base}/fleet/${token}`,
          stopUrl: `${base}/reminders/stop/${contact.id}/${stopSignature(settings.secret, Number(contact.id), contact.email ?? "")}`,
          today,
        });
        await messages.enqueue(
          {
            reference: `PASSPORT-C${customerId}`,
            kind: "passport-reminder",
            to: contact.email ?? "",
            ...mail,
          },
          now,
          trx,
        );
        queued += 1;
      }
    });
  }
  return queued;
}

/** Stops reminders for a contact whose signed link was followed; false for a wrong signature. */
export async function stopReminders(
  database: Database,
  secret: string,
  contactId: number,
  signature: string,
): Promise<boolean> {
  if (!(await checkStopSignature(database, secret, contactId, signature))) return false;
  await database.db
    .updateTable("passport_contacts")
    .set({ reminders: 0 })
    .where("id", "=", contactId)
    .execute();
  return true;
}
