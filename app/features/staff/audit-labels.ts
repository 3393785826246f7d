import { formatTime } from "#app/lib/indian-time.ts";
import type { ItemEvent } from "#app/platform/audit-log.server.ts";

/** What each action is called on the page. */
export const actionLabels: Record<string, string> = {
  received: "Received",
  stage: "Stage changed",
  status: "Status changed",
  engineer: "Engineer assigned",
  "visit-date": "Visit date set",
  note: "Note added",
  released: "Released after review",
  "delivery-retried": "Delivery tried again",
  purge: "Expired enquiries deleted",
  plan: "Service plan set by hand",
  "plan-added": "Plan customer added",
  "plan-changed": "Plan customer changed",
  "unit-added": "Rental unit added",
  "unit-changed": "Rental unit changed",
  "unit-status": "Rental unit status changed",
};

/** An audit row as a console page's history lists it: when, who, what, and the values. */
export type HistoryRow = {
  id: number;
  at: string;
  actor: string;
  action: string;
  before: string | null;
  after: string | null;
};

/** A rental unit's or a plan customer's audit rows, for its page's history. */
export function historyRows(events: readonly ItemEvent[]): HistoryRow[] {
  return events.map((event) => ({
    id: event.id,
    at: formatTime(event.at),
    actor: event.actor_name,
    action: actionLabels[event.action] ?? event.action,
    before: event.before,
    after: event.after,
  }));
}
