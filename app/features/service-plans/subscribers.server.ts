/**
 * The plan customers (plan_subscribers) and the plans attached to requests by hand
 * (request_plans): this module is their only writer. Every change writes its audit row in the
 * same transaction: a plan customer's under its own id, a request's plan on the request's
 * timeline (visible to staff only).
 */
import type { Selectable } from "kysely";
import { dayInIndia } from "#app/lib/india-day.ts";
import { type Actor, eventsOf, recordEvent } from "#app/platform/audit-log.server.ts";
import type { Database } from "#app/platform/database.server.ts";
import type { Subscriber } from "./match.ts";
import { planName } from "./plans.server.ts";
import { type PlanId, planIds } from "./plans-schema.ts";
import type { SubscriberInput } from "./subscriber-schema.ts";
import type { PlanSubscribersTable } from "./tables.ts";

/** More than a desk keeps by hand; a longer list is refused rather than cut. */
export const maxSubscribers = 500;

const split = (value: string) => value.split("\n").filter(Boolean);

function toSubscriber(row: Selectable<PlanSubscribersTable>): Subscriber {
  return {
    id: Number(row.id),
    company: row.company,
    plan: row.plan,
    startsOn: row.starts_on,
    endsOn: row.ends_on,
    emails: split(row.emails),
    phones: split(row.phones),
    passportCustomerId: row.passport_customer_id === null ? null : Number(row.passport_customer_id),
  };
}

const summary = (input: SubscriberInput) =>
  `${input.company}: ${planName(input.plan)}, ${input.startsOn} to ${input.endsOn}`;

export function createSubscriberStore(database: Database) {
  const { db } = database;
  return {
    async list(): Promise<Subscriber[]> {
      const rows = await db
        .selectFrom("plan_subscribers")
        .selectAll()
        .orderBy("company")
        .orderBy("id")
        .limit(maxSubscribers)
        .execute();
      return rows.map(toSubscriber);
    },

    async byId(id: number): Promise<Subscriber | null> {
      const row = await db
        .selectFrom("plan_subscribers")
        .selectAll()
        .where("id", "=", id)
        .executeTakeFirst();
      return row ? toSubscriber(row) : null;
    },

    /**
     * The plan a passport customer is on today (India): running on that day, the tightest where
     * two overlap; null when none runs.
     */
    async currentOf(customerId: number, now = new Date()): Promise<Subscriber | null> {
      const day = dayInIndia(now);
      const rows = await db
        .selectFrom("plan_subscribers")
        .selectAll()
        .where("passport_customer_id", "=", customerId)
        .where("starts_on", "<=", day)
        .where("ends_on", ">=", day)
        .orderBy("id")
        .execute();
      const running = rows.map(toSubscriber);
      running.sort((a, b) => planIds.indexOf(b.plan) - planIds.indexOf(a.plan));
      return running[0] ?? null;
    },

    /** Adds a plan customer (id null) or changes one; false when there is no such id. */
    async save(
      id: number | null,
      input: SubscriberInput,
      actor: Actor,
      now = new Date(),
    ): Promise<{ ok: true; id: number } | { ok: false; message: string }> {
      const values = {
        company: input.company,
        plan: input.plan,
        starts_on: input.startsOn,
        ends_on: input.endsOn,
        emails: input.emails.join("\n"),
        phones: input.phones.join("\n"),
        passport_customer_id: input.passportCustomer,
        updated_at: now.toISOString(),
      };
      return db.transaction().execute(async (trx) => {
        if (id === null) {
          const count = await trx
            .selectFrom("plan_subscribers")
            .select((eb) => eb.fn.countAll<number>().as("n"))
            .executeTakeFirstOrThrow();
          if (Number(count.n) >= maxSubscribers)
            return { ok: false, message: `The console keeps at most ${maxSubscribers} plans.` };
          const row = await trx
            .insertInto("plan_subscribers")
            .values({ ...values, created_at: now.toISOString() })
            .returning("id")
            .executeTakeFirstOrThrow();
          await recordEvent(
            database,
            trx,
            { kind: "plan-subscriber", id: Number(row.id) },
            actor,
            { action: "plan-added", after: summary(input) },
            now,
          );
          return { ok: true, id: Number(row.id) };
        }
        const before = await trx
          .selectFrom("plan_subscribers")
          .selectAll()
          .where("id", "=", id)
          .executeTakeFirst();
        if (!before) return { ok: false, message: "There is no such plan customer." };
        await trx.updateTable("plan_subscribers").set(values).where("id", "=", id).execute();
        const old = toSubscriber(before);
        await recordEvent(
          database,
          trx,
          { kind: "plan-subscriber", id },
          actor,
          {
            action: "plan-changed",
            before: summary({ ...old, emails: [], phones: [], passportCustomer: null }),
            after: summary(input),
          },
          now,
        );
        return { ok: true, id };
      });
    },

    history: (id: number) => eventsOf(database, { kind: "plan-subscriber", id }),

    /** The plan staff attached to a request, if any. */
    attached: (requestId: number) =>
      db
        .selectFrom("request_plans")
        .select(["plan", "customer"])
        .where("request_id", "=", requestId)
        .executeTakeFirst(),

    attachedTo: async (requestIds: readonly number[]) =>
      requestIds.length === 0
        ? []
        : db
            .selectFrom("request_plans")
            .select(["request_id", "plan", "customer"])
            .where("request_id", "in", [...requestIds])
            .execute(),

    /**
     * Attaches a plan to a request by hand, or "none" (not a plan customer's request), or (plan
     * null) removes what staff set; on its timeline.
     */
    async attach(
      requestId: number,
      plan: PlanId | "none" | null,
      customer: string,
      actor: Actor,
      now = new Date(),
    ): Promise<void> {
      await db.transaction().execute(async (trx) => {
        const before = await trx
          .selectFrom("request_plans")
          .select(["plan", "customer"])
          .where("request_id", "=", requestId)
          .executeTakeFirst();
        const words = (value: { plan: PlanId | "none"; customer: string } | undefined | null) =>
          !value
            ? null
            : value.plan === "none"
              ? "Not a plan customer's request"
              : `${planName(value.plan)} (${value.customer})`;
        const after = plan ? { plan, customer: plan === "none" ? "" : customer } : null;
        if (words(before) === words(after)) return;
        await trx.deleteFrom("request_plans").where("request_id", "=", requestId).execute();
        if (after)
          await trx
            .insertInto("request_plans")
            .values({
              request_id: requestId,
              plan: after.plan,
              customer: after.customer,
              set_by: actor.name,
              set_at: now.toISOString(),
            })
            .execute();
        await recordEvent(
          database,
          trx,
          { kind: "service-request", id: requestId },
          actor,
          { action: "plan", before: words(before), after: words(after) },
          now,
        );
      });
    },
  };
}

export type SubscriberStore = ReturnType<typeof createSubscriberStore>;
