/**
 * Which plan customer sent a request: pure. An address listed exactly, a listed domain, or the
 * last 10 digits of a listed phone, while the plan runs on the day the request arrived (India).
 * Where two plans match, the one with the tighter targets wins.
 */

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
};

export type Sender = { email: string; mobile: string; receivedAt: string };

/** The day in India (UTC+05:30) of an instant: "2026-11-26T19:00:00Z" → "2026-11-27". */
export function indianDay(instant: string): string {
  return new Date(new Date(instant).getTime() + 330 * 60_000).toISOString().slice(0, 10);
}

export function subscriberMatches(subscriber: Subscriber, sender: Sender): boolean {
  const day = indianDay(sender.receivedAt);
  if (day < subscriber.startsOn || day > subscriber.endsOn) return false;
  const email = sender.email.trim().toLowerCase();
  const domain = `@${email.split("@").at(-1) ?? ""}`;
  const phone = phoneDigits(sender.mobile);
  return (
    subscriber.emails.some((entry) => entry === email || entry === domain) ||
    (phone.length === 10 && subscriber.phones.includes(phone))
  );
}

export function matchSubscriber(
  subscribers: readonly Subscriber[],
  sender: Sender,
): Subscriber | null {
  const found = subscribers.filter((subscriber) => subscriberMatches(subscriber, sender));
  found.sort((a, b) => planIds.indexOf(b.plan) - planIds.indexOf(a.plan) || a.id - b.id);
  return found[0] ?? null;
}
