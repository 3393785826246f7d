import type { Kysely } from "kysely";
import { requeue as requeueUpdate } from "#app/platform/queue.server.ts";
import type { Schema } from "#app/platform/schema.ts";
import type { Enquiry } from "./store.server.ts";
import type { EnquiryStatus } from "./tables.ts";

/** What operators do with stored enquiries: list, requeue, release, retention. */
export function operatorQueries(db: Kysely<Schema>) {
  /** Back in the queue, due now, tries reset: only from the given statuses. */
  async function requeue(
    selector: { reference: string } | { allDead: true },
    from: EnquiryStatus[],
    now: Date,
  ): Promise<number> {
    let query = requeueUpdate(db, "enquiries", now).where("status", "in", from);
    if ("reference" in selector) query = query.where("reference", "=", selector.reference);
    const result = await query.executeTakeFirst();
    return Number(result.numUpdatedRows);
  }

  return {
    async list(options: { limit?: number; status?: EnquiryStatus } = {}): Promise<Enquiry[]> {
      let query = db
        .selectFrom("enquiries")
        .selectAll()
        .orderBy("created_at", "desc")
        .orderBy("id", "desc");
      if (options.status) query = query.where("status", "=", options.status);
      if (options.limit) query = query.limit(options.limit);
      return query.execute();
    },

    /** Puts dead enquiries (every try failed) back in the queue, due now, with tries reset. */
    async retry(
      selector: { reference: string } | { allDead: true },
      now = new Date(),
    ): Promise<number> {
      return requeue(selector, ["dead"], now);
    },

    /** Sends held or spam enquiries after a person has looked at them and judged them real. */
    async release(reference: string, now = new Date()): Promise<number> {
      return requeue({ reference }, ["held", "spam"], now);
    },

    /** Deletes enquiries received before the cut-off; pending ones are kept until delivered. */
    async purgeOlderThan(cutoff: Date): Promise<number> {
      const result = await db
        .deleteFrom("enquiries")
        .where("created_at", "<", cutoff.toISOString())
        .where("status", "!=", "pending")
        .executeTakeFirst();
      return Number(result.numDeletedRows);
    },

    /**
     * The retention the privacy notice promises: spam goes after 30 days, delivered, dead and held
     * enquiries 24 months after they arrived. Pending ones stay until they are delivered.
     */
    async purgeExpired(now = new Date()): Promise<number> {
      const day = 86_400_000;
      const spamCutoff = new Date(now.getTime() - 30 * day).toISOString();
      const enquiryCutoff = new Date(now.getTime() - 730 * day).toISOString();
      const spam = await db
        .deleteFrom("enquiries")
        .where("status", "=", "spam")
        .where("created_at", "<", spamCutoff)
        .executeTakeFirst();
      const old = await db
        .deleteFrom("enquiries")
        .where("status", "in", ["sent", "dead", "held"])
        .where("created_at", "<", enquiryCutoff)
        .executeTakeFirst();
      return Number(spam.numDeletedRows) + Number(old.numDeletedRows);
    },

    async countByStatus(): Promise<Record<string, number>> {
      const rows = await db
        .selectFrom("enquiries")
        .select(["status", (eb) => eb.fn.countAll<number>().as("count")])
        .groupBy("status")
        .execute();
      return Object.fromEntries(rows.map((row) => [row.status, Number(row.count)]));
    },
  };
}
