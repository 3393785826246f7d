import { randomBytes } from "node:crypto";
import type { Selectable } from "kysely";
import type { Database, EnquiriesTable, EnquiryStatus } from "./database.server.ts";
import type { EnquiryKind } from "./schema.ts";

export type Enquiry = Selectable<EnquiriesTable>;

export type NewEnquiry = {
  idempotencyKey: string;
  kind: EnquiryKind;
  name: string;
  email: string;
  phone: string;
  service: string;
  message: string;
  sourcePath: string;
  ip?: string;
  userAgent?: string;
  /** Why it is not delivered automatically; with `held`, kept for a person to look at. */
  spamReason?: string;
  held?: boolean;
};

const referenceAlphabet = "ABCDEFGHJKLMNPQRSTUVWXYZ23456789";

/** "VPS-261121-7K3QX2": date of receipt and six characters that are never confused when read out. */
export function newReference(now = new Date()): string {
  const date = now.toISOString().slice(2, 10).replaceAll("-", "");
  const bytes = randomBytes(6);
  const code = [...bytes]
    .map((byte) => referenceAlphabet[byte % referenceAlphabet.length])
    .join("");
  return `VPS-${date}-${code}`;
}

function isUniqueViolation(error: unknown): boolean {
  const text =
    String((error as { code?: string; message?: string })?.code ?? "") +
    String((error as Error)?.message ?? "");
  return /23505|UNIQUE constraint failed|SQLITE_CONSTRAINT/i.test(text);
}

export function createStore(database: Database) {
  const { db } = database;

  return {
    database,

    /**
     * Stores an enquiry once per idempotency key and returns it with `created: false` when the key
     * was seen before (a double click, a resubmitted form, a retried POST).
     */
    async insert(
      input: NewEnquiry,
      now = new Date(),
    ): Promise<{ enquiry: Enquiry; created: boolean }> {
      const existing = await this.byIdempotencyKey(input.idempotencyKey);
      if (existing) return { enquiry: existing, created: false };
      const row = {
        reference: newReference(now),
        idempotency_key: input.idempotencyKey,
        kind: input.kind,
        name: input.name,
        email: input.email,
        phone: input.phone,
        service: input.service,
        message: input.message,
        source_path: input.sourcePath,
        ip: input.ip ?? null,
        user_agent: input.userAgent?.slice(0, 300) ?? null,
        status: (input.spamReason ? (input.held ? "held" : "spam") : "pending") as EnquiryStatus,
        spam_reason: input.spamReason ?? null,
        attempts: 0,
        next_attempt_at: now.toISOString(),
        locked_until: null,
        last_error: null,
        created_at: now.toISOString(),
        sent_at: null,
      };
      try {
        const enquiry = await db
          .insertInto("enquiries")
          .values(row)
          .returningAll()
          .executeTakeFirstOrThrow();
        return { enquiry, created: true };
      } catch (error) {
        // Two identical POSTs racing: the second loses on the unique key and returns the first.
        if (isUniqueViolation(error)) {
          const winner = await this.byIdempotencyKey(input.idempotencyKey);
          if (winner) return { enquiry: winner, created: false };
        }
        throw error;
      }
    },

    async byIdempotencyKey(key: string): Promise<Enquiry | undefined> {
      return db
        .selectFrom("enquiries")
        .selectAll()
        .where("idempotency_key", "=", key)
        .executeTakeFirst();
    },

    async byReference(reference: string): Promise<Enquiry | undefined> {
      return db
        .selectFrom("enquiries")
        .selectAll()
        .where("reference", "=", reference)
        .executeTakeFirst();
    },

    /**
     * Claims the oldest due enquiry for delivery by one worker for `leaseMs`: other workers skip it
     * (PostgreSQL: FOR UPDATE SKIP LOCKED), and a worker that dies leaves it to be claimed again.
     */
    async claimNext(now: Date, leaseMs: number): Promise<Enquiry | undefined> {
      const nowIso = now.toISOString();
      const until = new Date(now.getTime() + leaseMs).toISOString();
      return db.transaction().execute(async (trx) => {
        let query = trx
          .selectFrom("enquiries")
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
          .updateTable("enquiries")
          .set((eb) => ({ locked_until: until, attempts: eb("attempts", "+", 1) }))
          .where("id", "=", due.id)
          .returningAll()
          .executeTakeFirst();
      });
    },

    async markSent(id: number, now = new Date()): Promise<void> {
      await db
        .updateTable("enquiries")
        .set({ status: "sent", sent_at: now.toISOString(), locked_until: null, last_error: null })
        .where("id", "=", id)
        .execute();
    },

    async markFailed(id: number, error: string, nextAttemptAt: Date | "dead"): Promise<void> {
      await db
        .updateTable("enquiries")
        .set(
          nextAttemptAt === "dead"
            ? { status: "dead", locked_until: null, last_error: error.slice(0, 1000) }
            : {
                next_attempt_at: nextAttemptAt.toISOString(),
                locked_until: null,
                last_error: error.slice(0, 1000),
              },
        )
        .where("id", "=", id)
        .execute();
    },

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
      return this.requeue(selector, ["dead"], now);
    },

    /** Sends held or spam enquiries after a person has looked at them and judged them real. */
    async release(reference: string, now = new Date()): Promise<number> {
      return this.requeue({ reference }, ["held", "spam"], now);
    },

    async requeue(
      selector: { reference: string } | { allDead: true },
      from: EnquiryStatus[],
      now: Date,
    ): Promise<number> {
      let query = db
        .updateTable("enquiries")
        .set({
          status: "pending",
          attempts: 0,
          next_attempt_at: now.toISOString(),
          locked_until: null,
        })
        .where("status", "in", from);
      if ("reference" in selector) query = query.where("reference", "=", selector.reference);
      const result = await query.executeTakeFirst();
      return Number(result.numUpdatedRows);
    },

    /** Gives a claimed enquiry back untried (a shutdown cut its send short): due now again. */
    async releaseClaim(id: number): Promise<void> {
      await db
        .updateTable("enquiries")
        .set((eb) => ({ locked_until: null, attempts: eb("attempts", "-", 1) }))
        .where("id", "=", id)
        .where("status", "=", "pending")
        .execute();
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

export type Store = ReturnType<typeof createStore>;
