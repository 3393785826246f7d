/**
 * The delivery queue shared by the two tables the outbox works through: `enquiries` (the notice
 * of a contact or product enquiry) and `messages` (every other e-mail). Both have the same
 * status, attempts, next_attempt_at, locked_until and last_error columns.
 */
import type { Kysely } from "kysely";
import type { Database } from "./database.server.ts";
import type { Queue, QueuedItem } from "./outbox.server.ts";
import type { Schema } from "./schema.ts";

type QueueColumns = {
  id: number;
  status: string;
  attempts: number;
  next_attempt_at: string;
  locked_until: string | null;
  last_error: string | null;
  sent_at: string | null;
};

/** The queue over `table`; rows come back whole, typed as the caller's row type `T`. */
export function tableQueue<T extends QueuedItem>(
  database: Database,
  table: "enquiries" | "messages",
): Queue<T> {
  // Both tables share the columns used here; Kysely cannot type a choice of table names.
  const db = database.db as unknown as Kysely<Record<typeof table, QueueColumns>>;
  return {
    /**
     * Claims the oldest due row for one worker for `leaseMs`: other workers skip it (PostgreSQL:
     * FOR UPDATE SKIP LOCKED), and a worker that dies leaves it to be claimed again.
     */
    async claimNext(now, leaseMs) {
      const nowIso = now.toISOString();
      const until = new Date(now.getTime() + leaseMs).toISOString();
      const claimed = await db.transaction().execute(async (trx) => {
        let query = trx
          .selectFrom(table)
          .select("id")
          .where("status", "=", "pending")
          .where("next_attempt_at", "<=", nowIso)
          .where((eb) => eb.or([eb("locked_until", "is", null), eb("locked_until", "<", nowIso)]))
          .orderBy("next_attempt_at")
          .orderBy("id")
          .limit(1);
        if (database.dialect === "postgres") query = query.forUpdate().skipLocked();
        const due = await query.executeTakeFirst();
        if (!due) return undefined;
        return trx
          .updateTable(table)
          .set((eb) => ({ locked_until: until, attempts: eb("attempts", "+", 1) }))
          .where("id", "=", due.id)
          .returningAll()
          .executeTakeFirst();
      });
      return claimed as T | undefined;
    },

    async markSent(id, now = new Date()) {
      await db
        .updateTable(table)
        .set({ status: "sent", sent_at: now.toISOString(), locked_until: null, last_error: null })
        .where("id", "=", id)
        .execute();
    },

    async markFailed(id, error, nextAttemptAt) {
      const failure = { locked_until: null, last_error: error.slice(0, 1000) };
      await db
        .updateTable(table)
        .set(
          nextAttemptAt === "dead"
            ? { ...failure, status: "dead" }
            : { ...failure, next_attempt_at: nextAttemptAt.toISOString() },
        )
        .where("id", "=", id)
        .execute();
    },

    /** Gives a claimed row back untried (a shutdown cut its send short): due now again. */
    async releaseClaim(id) {
      await db
        .updateTable(table)
        .set((eb) => ({ locked_until: null, attempts: eb("attempts", "-", 1) }))
        .where("id", "=", id)
        .where("status", "=", "pending")
        .execute();
    },
  };
}

/** An update that puts rows of `table` back in the queue, due `now`, tries reset: add the where. */
export function requeue(db: Kysely<Schema>, table: "enquiries" | "messages", now: Date) {
  return db.updateTable(table).set({
    status: "pending",
    attempts: 0,
    next_attempt_at: now.toISOString(),
    locked_until: null,
  });
}
