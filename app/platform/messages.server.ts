/**
 * The queue of e-mails other than enquiry notices: the notice of a service request to the
 * company and its acknowledgement to the requester. Stored in the same transaction as what they
 * are about, delivered by the outbox with the same retries as enquiries.
 */
import type { Kysely, Selectable, Transaction } from "kysely";
import type { Database } from "./database.server.ts";
import { requeue, tableQueue } from "./queue.server.ts";
import type { Schema } from "./schema.ts";
import type { MessagesTable } from "./tables.ts";

export type Message = Selectable<MessagesTable>;

export type NewMessage = Pick<MessagesTable, "reference" | "kind" | "subject" | "text" | "html"> & {
  /** Empty: the company's own address (MAIL_TO). */
  to?: string;
  replyTo?: string;
};

export function createMessages(database: Database) {
  const { db } = database;
  return {
    ...tableQueue<Message>(database, "messages"),

    /** Queues a message, inside the caller's transaction when one is given. */
    async enqueue(
      message: NewMessage,
      now = new Date(),
      trx: Kysely<Schema> | Transaction<Schema> = db,
    ) {
      await trx
        .insertInto("messages")
        .values({
          reference: message.reference,
          kind: message.kind,
          to_address: message.to ?? null,
          reply_to: message.replyTo ?? null,
          subject: message.subject,
          text: message.text,
          html: message.html,
          status: "pending",
          attempts: 0,
          next_attempt_at: now.toISOString(),
          created_at: now.toISOString(),
        })
        .execute();
    },

    /** Every message about one item, oldest first: its delivery state for the staff console. */
    forReference(reference: string): Promise<Message[]> {
      return db
        .selectFrom("messages")
        .selectAll()
        .where("reference", "=", reference)
        .orderBy("id")
        .execute();
    },

    /** Puts a dead message back in the queue, due now, with its tries reset. */
    async retry(id: number, now = new Date()): Promise<boolean> {
      const requeued = await requeue(db, "messages", now)
        .where("id", "=", id)
        .where("status", "=", "dead")
        .executeTakeFirst();
      return Number(requeued.numUpdatedRows) === 1;
    },
  };
}

export type Messages = ReturnType<typeof createMessages>;
