import { randomBytes } from "node:crypto";
import type { Selectable } from "kysely";
import { dayInIndia } from "#app/lib/india-day.ts";
import { type Database, isUniqueViolation } from "#app/platform/database.server.ts";
import { tableQueue } from "#app/platform/queue.server.ts";
import { operatorQueries } from "./store-operator.server.ts";
import type { EnquiriesTable, EnquiryStatus } from "./tables.ts";

export type Enquiry = Selectable<EnquiriesTable>;

/** What the visitor sent, as stored, and how the server judged it. */
export type NewEnquiry = Pick<
  EnquiriesTable,
  "kind" | "name" | "email" | "phone" | "service" | "message"
> & {
  company?: string;
  plantLocation?: string;
  idempotencyKey: string;
  sourcePath: string;
  ip?: string;
  userAgent?: string;
  /** Why it is not delivered automatically; with `held`, kept for a person to look at. */
  spamReason?: string;
  held?: boolean;
};

const referenceAlphabet = "ABCDEFGHJKLMNPQRSTUVWXYZ23456789";

/**
 * "VPS-261121-7K3QX2": the day of receipt in India (the day every page shows) and six characters
 * that are never confused when read out.
 */
export function newReference(now = new Date()): string {
  const date = dayInIndia(now).slice(2).replaceAll("-", "");
  const bytes = randomBytes(6);
  const code = [...bytes]
    .map((byte) => referenceAlphabet[byte % referenceAlphabet.length])
    .join("");
  return `VPS-${date}-${code}`;
}

export function createStore(database: Database) {
  const { db } = database;
  const findOne = (column: "idempotency_key" | "reference", value: string) =>
    db.selectFrom("enquiries").selectAll().where(column, "=", value).executeTakeFirst();

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
        company: input.company || null,
        plant_location: input.plantLocation || null,
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

    byIdempotencyKey: (key: string) => findOne("idempotency_key", key),

    byReference: (reference: string) => findOne("reference", reference),

    ...tableQueue<Enquiry>(database, "enquiries"),

    ...operatorQueries(db),
  };
}

export type Store = ReturnType<typeof createStore>;
