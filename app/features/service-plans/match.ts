/**
 * Which plan customer sent a request: pure. An address listed exactly, a listed domain, or the
 * last 10 digits of a listed phone, while the plan runs on the day the request arrived (India).
 * A plan that belongs to a passport customer also matches the e-mail addresses and mobiles of
 * that customer's contacts, handed in by the caller. Where two plans match, the one with the
 * tighter targets wins.
 */

import { dayInIndia } from "#app/lib/india-day.ts";
import { type PlanId, planIds } from "./plans-schema.ts";
import { phoneDigits } from "./subscriber-schema.ts";

export type Subscriber = {
  id: number;
  company: string;
  plan: PlanId;
  startsOn: string;
  endsOn: string;
  emails: string[];
  phones: string[];
  /** The passport customer the plan belongs to, if any. */
  passportCustomerId: number | null;
};

/** The e-mail addresses and mobiles of one passport customer's contacts, as stored. */
export type CustomerContacts = { emails: readonly string[]; mobiles: readonly string[] };

export type Sender = { email: string; mobile: string; receivedAt: string };

export function subscriberMatches(
  subscriber: Subscriber,
  sender: Sender,
  contacts?: CustomerContacts,
): boolean {
  const day = dayInIndia(sender.receivedAt);
  if (day < subscriber.startsOn || day > subscriber.endsOn) return false;
  const email = sender.email.trim().toLowerCase();
  const domain = `@${email.split("@").at(-1) ?? ""}`;
  const phone = phoneDigits(sender.mobile);
  if (subscriber.emails.some((entry) => entry === email || entry === domain)) return true;
  if (phone.length === 10 && subscriber.phones.includes(phone)) return true;
  if (!contacts) return false;
  // A contact's own address only: a contact never puts the whole domain on the plan.
  return (
    (email.length > 0 && contacts.emails.some((entry) => entry.trim().toLowerCase() === email)) ||
    (phone.length === 10 && contacts.mobiles.some((entry) => phoneDigits(entry) === phone))
  );
}

export function matchSubscriber(
  subscribers: readonly Subscriber[],
  sender: Sender,
  contactsOf: ReadonlyMap<number, CustomerContacts> = new Map(),
): Subscriber | null {
  const found = subscribers.filter((subscriber) =>
    subscriberMatches(
      subscriber,
      sender,
      subscriber.passportCustomerId === null
        ? undefined
        : contactsOf.get(subscriber.passportCustomerId),
    ),
  );
  found.sort((a, b) => planIds.indexOf(b.plan) - planIds.indexOf(a.plan) || a.id - b.id);
  return found[0] ?? null;
}
