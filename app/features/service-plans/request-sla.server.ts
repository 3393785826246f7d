/**
 * The plan and response clock of service requests: the plan staff attached by hand, else the
 * plan customer whose addresses or phones match (its own lists, and the contacts of the passport
 * customer it belongs to), else the general targets; the clock runs from
 * receipt to the first move past Received (acknowledged) and to On site (or Completed).
 */
import { customerContacts } from "#app/features/passport/public.server.ts";
import type { Database } from "#app/platform/database.server.ts";
import { matchSubscriber, type Sender, type Subscriber } from "./match.ts";
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

/** What the acknowledgement of a request not yet stored needs: who sent it, where, how urgent. */
export type NewRequestFacts = Sender & { urgency: string; state: string };

export function createRequestSla(database: Database, subscribers: SubscriberStore) {
  /** The plan customers with the contacts of the passport customers they belong to. */
  async function candidates() {
    const list = await subscribers.list();
    const ids = list.flatMap((subscriber: Subscriber) =>
      subscriber.passportCustomerId === null ? [] : [subscriber.passportCustomerId],
    );
    return { list, contacts: await customerContacts(database, ids) };
  }

  return {
    /**
     * The target a new request's acknowledgement states: the matched plan's, or the general one
     * (a plan attached by hand comes later, from staff).
     */
    async targetFor(
      facts: NewRequestFacts,
    ): Promise<{ planName: string | null; sentence: string }> {
      const { list, contacts } = await candidates();
      const matched = matchSubscriber(list, facts, contacts);
      return {
        planName: matched ? planName(matched.plan) : null,
        sentence: targetSentence(
          targetsOf(matched?.plan ?? null),
          facts.urgency,
          facts.state === "Gujarat",
        ),
      };
    },

    /**
     * Each request's plan, targets and clock. `bySender: false` leaves out the match by e-mail or
     * phone, which anyone can type: the request's public status page names a plan only once
     * staff have attached it.
     */
    async forRequests(
      requests: readonly RequestFacts[],
      now = new Date(),
      { bySender = true } = {},
    ): Promise<Map<number, RequestSla>> {
      const ids = requests.map((request) => Number(request.id));
      const [{ list, contacts }, attached, times] = await Promise.all([
        candidates(),
        subscribers.attachedTo(ids),
        milestones(database, ids),
      ]);
      const byHand = new Map(attached.map((row) => [Number(row.request_id), row]));
      const result = new Map<number, RequestSla>();
      for (const request of requests) {
        const id = Number(request.id);
        const hand = byHand.get(id);
        const matched =
          hand || !bySender
            ? null
            : matchSubscriber(
                list,
                {
                  email: request.email,
                  mobile: request.mobile,
                  receivedAt: request.created_at,
                },
                contacts,
              );
        const notOnPlan = hand?.plan === "none";
        const plan = (hand?.plan === "none" ? null : hand?.plan) ?? matched?.plan ?? null;
        const customer = notOnPlan ? null : (hand?.customer ?? matched?.company ?? null);
        const source = hand ? "staff" : matched ? "subscriber" : null;
        const targets = targetsOf(plan);
        const inGujarat = request.state === "Gujarat";
        const milestone = times.get(id) ?? {};
        result.set(id, {
          plan,
          planLabel: plan
            ? `${planName(plan)} plan (${customer}, ${source === "staff" ? "attached by staff" : "matched by e-mail or phone"})`
            : notOnPlan
              ? "No plan: staff found it is not a plan customer's request; the general targets"
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
