/**
 * The plan and response clock of service requests: the plan staff attached by hand, else the
 * plan customer whose addresses or phones match, else the general targets; the clock runs from
 * receipt to the first move past Received (acknowledged) and to On site (or Completed).
 */
import type { Database } from "#app/platform/database.server.ts";
import { matchSubscriber } from "./match.ts";
import { planName, targetsOf } from "./plans.server.ts";
import type { PlanId, Targets } from "./plans-schema.ts";
import { type Clock, responseClock } from "./sla-clock.ts";
import type { SubscriberStore } from "./subscribers.server.ts";
import { targetSentence } from "./target-words.ts";

/** What the clock needs of a stored request. */
export type RequestFacts = {
  id: number;
  email: string;
  mobile: string;
  created_at: string;
  urgency: string;
  state: string;
  status: string;
};

export type RequestSla = {
  plan: PlanId | null;
  /** "Critical plan (Bharat Chemicals, matched by e-mail or phone)", or "No plan". */
  planLabel: string;
  customer: string | null;
  source: "staff" | "subscriber" | null;
  /** The plan customer matched by e-mail or phone, when it was. */
  subscriberId: number | null;
  targets: Targets;
  targetText: string;
  clock: Clock;
};

const passed = new Set(["on-site", "completed"]);

/** The first acknowledgement and arrival of each request, from its status events. */
async function milestones(database: Database, ids: readonly number[]) {
  const found = new Map<number, { acknowledgedAt?: string; onSiteAt?: string }>();
  if (ids.length === 0) return found;
  const rows = await database.db
    .selectFrom("item_events")
    .select(["item_id", "at", "after"])
    .where("item_kind", "=", "service-request")
    .where("action", "=", "status")
    .where("item_id", "in", [...ids])
    .orderBy("at")
    .orderBy("id")
    .execute();
  for (const row of rows) {
    const entry = found.get(Number(row.item_id)) ?? {};
    if (row.after && row.after !== "received") entry.acknowledgedAt ??= row.at;
    if (row.after && passed.has(row.after)) entry.onSiteAt ??= row.at;
    found.set(Number(row.item_id), entry);
  }
  return found;
}

export function createRequestSla(database: Database, subscribers: SubscriberStore) {
  return {
    async forRequests(
      requests: readonly RequestFacts[],
      now = new Date(),
    ): Promise<Map<number, RequestSla>> {
      const ids = requests.map((request) => Number(request.id));
      const [list, attached, times] = await Promise.all([
        subscribers.list(),
        subscribers.attachedTo(ids),
        milestones(database, ids),
      ]);
      const byHand = new Map(attached.map((row) => [Number(row.request_id), row]));
      const result = new Map<number, RequestSla>();
      for (const request of requests) {
        const id = Number(request.id);
        const hand = byHand.get(id);
        const matched = hand
          ? null
          : matchSubscriber(list, {
              email: request.email,
              mobile: request.mobile,
              receivedAt: request.created_at,
            });
        const plan = hand?.plan ?? matched?.plan ?? null;
        const customer = hand?.customer ?? matched?.company ?? null;
        const source = hand ? "staff" : matched ? "subscriber" : null;
        const targets = targetsOf(plan);
        const inGujarat = request.state === "Gujarat";
        const milestone = times.get(id) ?? {};
        result.set(id, {
          plan,
          planLabel: plan
            ? `${planName(plan)} plan (${customer}, ${source === "staff" ? "attached by staff" : "matched by e-mail or phone"})`
            : "No plan: the general targets",
          customer,
          source,
          subscriberId: matched?.id ?? null,
          targets,
          targetText: targetSentence(targets, request.urgency, inGujarat),
          clock: responseClock({
            receivedAt: request.created_at,
            acknowledgedAt: milestone.acknowledgedAt ?? null,
            onSiteAt: milestone.onSiteAt ?? null,
            closedWithoutVisit: request.status === "closed",
            urgency: request.urgency,
            inGujarat,
            targets,
            now,
          }),
        });
      }
      return result;
    },
  };
}

export type RequestSlaService = ReturnType<typeof createRequestSla>;
